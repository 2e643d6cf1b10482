import {
  type FeaturesConfig,
  generalConfigMessages,
  generalConfigRoutes,
  LOGO_MAX_BYTES,
  systemCallRoutes,
} from '@arca/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../lib/errors.ts';
import { handle, registerRoutes } from '../../lib/routes.ts';
import { requireAdmin } from '../auth/actor.ts';
import type { GeneralConfigService } from './general-config.service.ts';

const tooLarge = () => new DomainError(413, generalConfigMessages.logoTooLarge);

/**
 * Reads a logo body whatever its content type says (the server decides by the bytes), and stops
 * at the first byte past the limit, so a huge upload is refused without being held in memory.
 */
function readLogoBody(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  done: (e: Error | null, body?: Buffer) => void,
) {
  const declared = Number(request.headers['content-length']);
  if (declared > LOGO_MAX_BYTES) {
    done(tooLarge());
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (error: Error | null, body?: Buffer) => {
    if (finished) return;
    finished = true;
    done(error, body);
  };
  payload.on('data', (chunk: Buffer) => {
    if (finished) return;
    size += chunk.length;
    if (size > LOGO_MAX_BYTES) {
      chunks.length = 0;
      finish(tooLarge());
      return;
    }
    chunks.push(chunk);
  });
  payload.on('end', () => finish(null, Buffer.concat(chunks)));
  payload.on('error', (error: Error) => finish(error));
}

async function sendLogo(general: GeneralConfigService, request: FastifyRequest, reply: FastifyReply) {
  const logo = await general.logo();
  const etag = `"${logo.sha256}"`;
  reply.headers({
    etag,
    // Cached, and checked against the validator each time: a new logo shows at once.
    'cache-control': 'public, no-cache',
    'x-content-type-options': 'nosniff',
    // An SVG opened on its own must not run scripts on this origin.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(logo.mediaType).send(Buffer.from(logo.data, 'base64'));
}

/** The raw body as the logo parser read it: a Buffer, which the contract types as the bytes it is. */
function bytesOf(body: Uint8Array | undefined): Buffer {
  return body ? Buffer.from(body.buffer, body.byteOffset, body.byteLength) : Buffer.alloc(0);
}

/**
 * `GET|PUT /ui/api/v1/ui/generalConfig`: the public URL base for anyone (the console builds links
 * from it), the whole configuration for administrators; and the logo at `…/generalConfig/logo`.
 */
export function generalConfigurationRoutes(general: GeneralConfigService) {
  return [
    handle(generalConfigRoutes.get, (request) => general.answer(request.actor)),
    handle(generalConfigRoutes.update, (request) => general.update(request.actor, request.body)),
    handle(generalConfigRoutes.logo, (request, reply) => sendLogo(general, request, reply)),
    handle(generalConfigRoutes.deleteLogo, (request) => general.deleteLogo(request.actor)),
  ];
}

/**
 * `POST …/generalConfig/logo`: the image is the raw body, so the upload is served in a scope of
 * its own that reads any content type as bytes.
 */
export function logoUploadRoute(general: GeneralConfigService) {
  const upload = handle(
    generalConfigRoutes.uploadLogo,
    (request) => general.saveLogo(request.actor, bytesOf(request.body)),
    // Refused before the body is read: only an administrator's upload is worth receiving.
    { onRequest: async (request) => void requireAdmin(request.actor) },
  );
  return async function register(scope: FastifyInstance) {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', readLogoBody);
    registerRoutes(scope, [upload]);
  };
}

/**
 * `GET /ui/api/v1/system/featuresConfig`, public: the console reads it before anyone logs in, and
 * it tells no more than which optional screens this instance opens.
 */
export function featuresConfigRoutes(config: FeaturesConfig) {
  return [handle(systemCallRoutes.featuresConfig, () => config)];
}
