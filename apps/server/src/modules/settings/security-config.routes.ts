import { errorEnvelopeSchema, type SecurityConfig, securityConfigSchema } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import type { SecurityConfigService } from './security-config.service.ts';

/** `GET|PUT /ui/api/v1/ui/securityconfig`. */
export function securityConfigRoutes(config: SecurityConfigService) {
  return async function register(app: FastifyInstance) {
    const response = { 200: securityConfigSchema, '4xx': errorEnvelopeSchema };
    app.get('/securityconfig', { schema: { response } }, (request) => config.read(request.actor));
    app.put<{ Body: SecurityConfig }>(
      '/securityconfig',
      { schema: { body: securityConfigSchema, response } },
      (request) => config.update(request.actor, request.body),
    );
  };
}
