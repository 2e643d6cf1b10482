import {
  errorEnvelopeSchema,
  type FeaturesConfig,
  featuresConfigSchema,
  type GeneralConfigInput,
  generalConfigAnswerSchema,
  generalConfigInputSchema,
  generalConfigMessages,
  LOGO_MAX_BYTES,
} from '@arca/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../lib/errors.ts';
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

/**
 * `GET|PUT /ui/api/v1/ui/generalConfig`: the public URL base for anyone (the console builds links
 * from it), the whole configuration for administrators; and the logo at `…/generalConfig/logo`.
 */
export function generalConfigRoutes(general: GeneralConfigService) {
  return async function register(app: FastifyInstance) {
    const response = { 200: generalConfigAnswerSchema, '4xx': errorEnvelopeSchema };
    app.get('/generalConfig', { schema: { response } }, (request) => general.answer(request.actor));
    app.put<{ Body: GeneralConfigInput }>(
      '/generalConfig',
      { schema: { body: generalConfigInputSchema, response } },
      (request) => general.update(request.actor, request.body),
    );
    app.get('/generalConfig/logo', (request, reply) => sendLogo(general, request, reply));
    app.delete('/generalConfig/logo', { schema: { response } }, (request) => general.deleteLogo(request.actor));
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', readLogoBody);
      raw.post<{ Body: Buffer }>(
        '/generalConfig/logo',
        {
          schema: { response },
          // Refused before the body is read: only an administrator's upload is worth receiving.
          onRequest: async (request) => void requireAdmin(request.actor),
        },
        (request) => general.saveLogo(request.actor, request.body ?? Buffer.alloc(0)),
      );
    });
  };
}

/**
 * `GET /ui/api/v1/system/featuresConfig`, public: the console reads it before anyone logs in, and
 * it tells no more than which optional screens this instance opens.
 */
export function featuresConfigRoutes(config: FeaturesConfig) {
  return async function register(app: FastifyInstance) {
    app.get('/featuresConfig', { schema: { response: { 200: featuresConfigSchema } } }, async () => config);
  };
}
