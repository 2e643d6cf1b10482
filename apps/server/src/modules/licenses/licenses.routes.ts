import { currentLicenseSchema, LICENSE_FILE_MAX_BYTES } from '@arca/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { LicenseService } from './licenses.service.ts';

/**
 * Room above the file limit, so a file just over 400 KB reaches the service and gets the spec's
 * message rather than the generic 413 of the body limit.
 */
const LICENSE_BODY_LIMIT = 2 * LICENSE_FILE_MAX_BYTES;

function asText(_request: FastifyRequest, body: string | Buffer, done: (error: null, body: string) => void) {
  done(null, String(body));
}

/** `GET` and `POST ui/licenses`, mounted under /ui/api/v1/ui: the current licence and its upload. */
export function licensesRoutes(licenses: LicenseService) {
  return async function register(app: FastifyInstance) {
    // The body is the file's text, whatever the console labels it: it is JSON, but the signature
    // is checked on the service's own reading of it, never on a parser's.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: LICENSE_BODY_LIMIT }, asText);
    const schema = { response: { 200: currentLicenseSchema, ...errorResponses } };
    app.get('/licenses', { schema }, (request) => licenses.read(request.actor));
    app.post<{ Body: unknown }>('/licenses', { bodyLimit: LICENSE_BODY_LIMIT, schema }, (request) =>
      licenses.install(request.actor, typeof request.body === 'string' ? request.body : ''),
    );
  };
}
