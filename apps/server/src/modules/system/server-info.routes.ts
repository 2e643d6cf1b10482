import { errorEnvelopeSchema, serverInfoSchema } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerInfoService } from './server-info.service.ts';

/** `GET /ui/api/v1/system/serverInfo`, mounted under /ui/api/v1/system. */
export function serverInfoRoutes(serverInfo: ServerInfoService) {
  return async function register(app: FastifyInstance) {
    app.get('/serverInfo', { schema: { response: { 200: serverInfoSchema, '4xx': errorEnvelopeSchema } } }, (request) =>
      serverInfo.read(request.actor),
    );
  };
}
