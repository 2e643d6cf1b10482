import { REQUEST_ID_HEADER } from '@arca/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/**
 * Puts the request id on every response and writes one line per request to the request log.
 * Only the path is logged, never the query string: it can carry reset keys or tokens.
 */
export function registerRequestLog(app: FastifyInstance, requestLog: Logger) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => writeRequestLine(requestLog, request, reply));
}

/** The request log's line for one answered request. */
export function writeRequestLine(requestLog: Logger, request: FastifyRequest, reply: FastifyReply) {
  // Requests the router refuses before any hook runs have no actor.
  const actor = request.actor as FastifyRequest['actor'] | undefined;
  requestLog.info({
    reqId: request.id,
    method: request.method,
    path: request.url.split('?', 1)[0],
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime),
    ip: request.ip,
    user: actor?.kind === 'user' ? actor.user.name : 'anonymous',
    bytes: Number(reply.getHeader('content-length') ?? 0),
  });
}
