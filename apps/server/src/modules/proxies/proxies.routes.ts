import { type OutboundProxyInput, outboundProxyInputSchema } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { ProxiesService } from './proxies.service.ts';

const keyParams = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1, maxLength: 1024 } },
} as const;

/**
 * The proxy calls, mounted at /artifactory/api/proxies (clients, scripts) and at
 * /ui/api/v1/ui/proxies (the console, R28.132). PUT on a key that does not exist creates it.
 */
export function proxiesRoutes(proxies: ProxiesService) {
  return async function register(app: FastifyInstance) {
    app.get('/', { schema: { response: errorResponses } }, (request) => proxies.list(request.actor));
    app.post<{ Body: OutboundProxyInput }>(
      '/',
      { schema: { body: outboundProxyInputSchema, response: errorResponses } },
      async (request, reply) => reply.code(201).send(await proxies.create(request.actor, request.body)),
    );
    app.get<{ Params: { key: string } }>(
      '/:key',
      { schema: { params: keyParams, response: errorResponses } },
      (request) => proxies.get(request.actor, request.params.key),
    );
    app.put<{ Params: { key: string }; Body: OutboundProxyInput }>(
      '/:key',
      { schema: { params: keyParams, body: outboundProxyInputSchema, response: errorResponses } },
      async (request, reply) => {
        const { created, proxy } = await proxies.put(request.actor, request.params.key, request.body);
        return reply.code(created ? 201 : 200).send(proxy);
      },
    );
    app.delete<{ Params: { key: string } }>(
      '/:key',
      { schema: { params: keyParams, response: errorResponses } },
      async (request, reply) => {
        await proxies.delete(request.actor, request.params.key);
        return reply.code(204).send();
      },
    );
  };
}
