import { REQUEST_ID_HEADER } from '@arca/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { Actor } from '../modules/auth/actor.ts';

/** One answered request, as the request log records it. */
export interface RequestLine {
  reqId: string;
  method: string;
  /** Never the query string: it can carry reset keys or tokens. */
  path: string;
  status: number;
  ms: number;
  ip: string;
  user: string;
  bytes: number;
}

/**
 * Puts the request id on every response and writes one line per request to the request log.
 */
export function registerRequestLog(app: FastifyInstance, requestLog: Logger) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => writeRequestLine(requestLog, request, reply));
}

/** The request log's line, whichever way the request was answered (see FrontDoor). */
export function logRequest(requestLog: Logger, line: RequestLine) {
  requestLog.info(line.path.includes('?') ? { ...line, path: line.path.split('?', 1)[0] } : line);
}

/** Who the request log names: a user, or anonymous (requests refused before any hook have no actor). */
export function loggedUser(actor: Actor | undefined): string {
  return actor?.kind === 'user' ? actor.user.name : 'anonymous';
}

/** The request log's line for one request Fastify answered. */
export function writeRequestLine(requestLog: Logger, request: FastifyRequest, reply: FastifyReply) {
  logRequest(requestLog, {
    reqId: request.id,
    method: request.method,
    path: request.url,
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime),
    ip: request.ip,
    user: loggedUser(request.actor as FastifyRequest['actor'] | undefined),
    bytes: Number(reply.getHeader('content-length') ?? 0),
  });
}
