import { type GitIntegrationForm, gitIntegrationFormSchema } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { IntegrationsService } from './integrations.service.ts';

const keyParams = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

/** The integration calls (packages-and-search.md §7), mounted under the console gateway at /integration. */
export function integrationsRoutes(integrations: IntegrationsService) {
  return async function register(app: FastifyInstance) {
    app.get('/getIntegrations', { schema: { response: errorResponses } }, (request) =>
      integrations.list(request.actor),
    );
    app.post<{ Body: GitIntegrationForm }>(
      '/',
      { schema: { body: gitIntegrationFormSchema, response: errorResponses } },
      async (request, reply) => reply.code(201).send(await integrations.create(request.actor, request.body)),
    );
    app.post<{ Body: GitIntegrationForm }>(
      '/test',
      { schema: { body: gitIntegrationFormSchema, response: errorResponses } },
      (request) => integrations.test(request.actor, request.body),
    );
    app.get<{ Params: { key: string } }>(
      '/:key',
      { schema: { params: keyParams, response: errorResponses } },
      (request) => integrations.get(request.actor, request.params.key),
    );
    app.put<{ Params: { key: string }; Body: GitIntegrationForm }>(
      '/:key',
      { schema: { params: keyParams, body: gitIntegrationFormSchema, response: errorResponses } },
      (request) => integrations.update(request.actor, request.params.key, request.body),
    );
    app.delete<{ Params: { key: string } }>(
      '/:key',
      { schema: { params: keyParams, response: errorResponses } },
      async (request, reply) => {
        await integrations.delete(request.actor, request.params.key);
        return reply.code(204).send();
      },
    );
  };
}
