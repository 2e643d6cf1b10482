import { REQUEST_ID_HEADER } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/**
 * Puts the request id on every response and writes one line per request to the request log.
 * Only the path is logged, never the query string: it can carry reset keys or tokens.
 */
export function registerRequestLog(app: FastifyInstance, requestLog: Logger) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const actor = request.actor;
    requestLog.info({
      reqId: request.id,
      method: request.method,
      path: request.url.split('?', 1)[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      ip: request.ip,
      user: actor.kind === 'user' ? actor.user.name : 'anonymous',
      bytes: Number(reply.getHeader('content-length') ?? 0),
    });
  });
}
