import { randomFillSync } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { trustOf } from './lib/forwarded-client.ts';
import { registerAuditTrail } from './plugins/audit-trail.ts';
import { Draining } from './plugins/draining.ts';
import { answerFrameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { FrontDoor } from './plugins/front-door.ts';
import { registerRequestLog, writeRequestLine } from './plugins/request-log.ts';
import { registerSchemaCompilers } from './plugins/schema-compilers.ts';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where modules register the hot reads answered before the framework (plugins/front-door.ts). */
    frontDoor: FrontDoor;
    /** Whether this node is winding down before it stops (plugins/draining.ts). */
    draining: Draining;
  }
}

/** Request bodies above this size are refused with 413 (artifact uploads stream and are exempt). */
const BODY_LIMIT = 1024 * 1024;

/**
 * Once shutdown starts, answers tell keep-alive clients to hang up, so the requests in flight
 * finish and the process can exit instead of waiting for idle sockets to time out.
 */
function closeConnectionsWhenStopping(server: FastifyInstance) {
  let stopping = false;
  server.addHook('preClose', async () => {
    stopping = true;
  });
  server.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
}

/**
 * Request ids: 16 hex digits of randomness each, cut from a pool filled 4 KiB at a time, so that
 * an id costs one string rather than a UUID trimmed into shape.
 */
export function requestIds(): () => string {
  const pool = Buffer.alloc(4096);
  let offset = pool.length;
  return () => {
    if (offset === pool.length) {
      randomFillSync(pool);
      offset = 0;
    }
    offset += 8;
    return pool.toString('hex', offset - 8, offset);
  };
}

/**
 * The HTTP server with what every request passes through, whatever module answers it: request
 * ids, limits, the error envelope, security headers, validation, cookies, the request log and the
 * audit trail.
 */
export async function createHttpServer(deps: {
  config: Config;
  log: FastifyBaseLogger;
  requestLog: Logger;
  auditLog: Logger;
}): Promise<FastifyInstance> {
  const { config } = deps;
  const headers = securityHeaders({ https: config.baseUrl?.startsWith('https:') ?? false });
  const requestId = requestIds();
  // One trust for Fastify and the front door, so both name the same client and build the same URLs.
  const trust = trustOf(config.trustedProxies);
  const frontDoor = new FrontDoor({ headers, requestLog: deps.requestLog, requestId, trust });
  const server = Fastify({
    serverFactory: (handler, options) => frontDoor.serverFactory(handler, options),
    loggerInstance: deps.log,
    // The request log (plugins/request-log.ts) records every request; the service log does not repeat it.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    // Behind the listed reverse proxies, request.ip is the client they name: limits, locks and logs count it.
    trustProxy: trust ?? false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: answerFrameworkErrors({
      headers,
      log: (request, reply) => writeRequestLine(deps.requestLog, request, reply),
    }),
  });
  server.decorate('frontDoor', frontDoor);
  server.decorate('draining', new Draining());
  server.addHook('preClose', async () => frontDoor.close());
  registerErrorHandler(server);
  registerSecurityHeaders(server, headers);
  closeConnectionsWhenStopping(server);
  registerSchemaCompilers(server);
  await server.register(fastifyCookie);
  registerRequestLog(server, deps.requestLog);
  registerAuditTrail(server, deps.auditLog);
  return server;
}
