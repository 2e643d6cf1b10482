import { searchRoutes } from '@arca/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { handle, registerRoutes } from '../../lib/routes.ts';
import type { AqlService } from './aql.service.ts';

/** A query is text; even a long generated one stays far below this. */
const AQL_BODY_LIMIT = 1024 * 1024;

function asText(_request: FastifyRequest, body: string | Buffer, done: (error: null, body: string) => void) {
  done(null, String(body));
}

/** `POST /api/search/aql`, for clients and through the gateway, in a scope that reads every body as text. */
export function aqlRoutes(aql: AqlService) {
  const bindings = [
    handle(
      searchRoutes.aql,
      (request) => aql.search(request.actor, typeof request.body === 'string' ? request.body : ''),
      { bodyLimit: AQL_BODY_LIMIT },
    ),
  ];
  return async function register(app: FastifyInstance) {
    app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: AQL_BODY_LIMIT }, asText);
    // The query is read as text whatever the content type says: scripts post it without one, or
    // with curl's default for -d (application/x-www-form-urlencoded), and Artifactory takes both.
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: AQL_BODY_LIMIT }, asText);
    registerRoutes(app, bindings);
  };
}
