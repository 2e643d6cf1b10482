import { installedServicesSchema, type MicroserviceEnabled, microserviceEnabledSchema } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { InstalledServicesService } from './installed-services.service.ts';

const serviceName = { type: 'string', minLength: 1, maxLength: 64 } as const;

/**
 * The installed services, mounted under /ui/api/v1/system and public like the version call: the
 * console reads them before anyone logs in (R2.03) to decide which screens exist.
 */
export function servicesRoutes(services: InstalledServicesService) {
  return async function register(app: FastifyInstance) {
    app.get('/services', { schema: { response: { 200: installedServicesSchema } } }, async () => services.list());
    // R28.051 gives no parameters; `?name=` is the reading chosen (decisions.md, "Licences").
    app.get<{ Querystring: { name: string } }>(
      '/ismicroserviceenabled',
      {
        schema: {
          querystring: { type: 'object', required: ['name'], properties: { name: serviceName } },
          response: { 200: microserviceEnabledSchema, ...errorResponses },
        },
      },
      async (request): Promise<MicroserviceEnabled> => ({ enabled: services.isEnabled(request.query.name) }),
    );
    // R28.052 names the mission-control service in the path; any service may be asked that way.
    app.get<{ Params: { name: string } }>(
      '/ismicroserviceenabled/:name',
      {
        schema: {
          params: { type: 'object', required: ['name'], properties: { name: serviceName } },
          response: { 200: microserviceEnabledSchema, ...errorResponses },
        },
      },
      async (request): Promise<MicroserviceEnabled> => ({ enabled: services.isEnabled(request.params.name) }),
    );
  };
}
