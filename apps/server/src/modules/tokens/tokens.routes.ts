import {
  accessTokenResponseSchema,
  type CreateTokenRequest,
  createTokenRequestSchema,
  tokenListSchema,
} from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/route-schemas.ts';
import { otpOf } from '../auth/reauthentication.ts';
import type { TokensService } from './tokens.service.ts';

/** A form body is small: a handful of fields. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * The access service's token calls (mounted at /access and through the console gateway).
 * Creating a token also takes a form body, as scripts and the documentation's examples send it;
 * only these routes accept forms.
 */
export function tokensRoutes(tokens: TokensService) {
  return async function register(app: FastifyInstance) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    app.post<{ Body: CreateTokenRequest }>(
      '/api/v1/tokens',
      { schema: { body: createTokenRequestSchema, response: { 200: accessTokenResponseSchema, ...errorResponses } } },
      (request) => tokens.create(request.actor, request.body ?? {}, otpOf(request.headers)),
    );
    app.get('/api/v1/tokens', { schema: { response: { 200: tokenListSchema, ...errorResponses } } }, (request) =>
      tokens.list(request.actor),
    );
    app.delete<{ Params: { id: string } }>(
      '/api/v1/tokens/:id',
      {
        schema: {
          params: {
            type: 'object',
            required: ['id'],
            properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
          },
          response: errorResponses,
        },
      },
      async (request, reply) => {
        await tokens.revoke(request.actor, request.params.id);
        return reply.code(200).send();
      },
    );
  };
}
