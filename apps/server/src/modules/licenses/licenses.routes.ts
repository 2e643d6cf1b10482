import { LICENSE_FILE_MAX_BYTES, licenseRoutes } from '@arca/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { handle, registerRoutes } from '../../lib/routes.ts';
import type { LicenseService } from './licenses.service.ts';

/**
 * Room above the file limit, so a file just over 400 KB reaches the service and gets the spec's
 * message rather than the generic 413 of the body limit.
 */
const LICENSE_BODY_LIMIT = 2 * LICENSE_FILE_MAX_BYTES;

function asText(_request: FastifyRequest, body: string | Buffer, done: (error: null, body: string) => void) {
  done(null, String(body));
}

/**
 * `GET` and `POST ui/licenses`: the current licence and its upload, in a scope of their own. The
 * body is the file's text, whatever the console labels it: it is JSON, but the signature is
 * checked on the service's own reading of it, never on a parser's.
 */
export function licensesRoutes(licenses: LicenseService) {
  return async function register(scope: FastifyInstance) {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: LICENSE_BODY_LIMIT }, asText);
    registerRoutes(scope, [
      handle(licenseRoutes.get, (request) => licenses.read(request.actor)),
      handle(licenseRoutes.install, (request) => licenses.install(request.actor, request.body ?? ''), {
        bodyLimit: LICENSE_BODY_LIMIT,
      }),
    ]);
  };
}
