import { accessTokenResponseSchema, type CliLoginResponse, errorEnvelopeSchema, UUID_PATTERN } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { otpOf } from '../auth/reauthentication.ts';
import type { CliLoginService } from './cli-login.service.ts';

const session = { type: 'string', pattern: UUID_PATTERN } as const;
const errors = { '4xx': errorEnvelopeSchema };
const empty = { type: 'object', additionalProperties: false, properties: {} } as const;

/** Mounted at /access (and through the console gateway). */
export function cliLoginRoutes(cliLogin: CliLoginService) {
  return async function register(app: FastifyInstance) {
    const base = '/api/v2/authentication/jfrog_client_login';

    app.post<{ Body: { session: string } }>(
      `${base}/request`,
      {
        schema: {
          body: { type: 'object', required: ['session'], properties: { session } },
          response: { 200: empty, ...errors },
        },
      },
      async (request) => {
        await cliLogin.request(request.body.session);
        return {};
      },
    );

    app.post<{ Body: CliLoginResponse }>(
      `${base}/response`,
      {
        schema: {
          body: {
            type: 'object',
            required: ['session', 'code'],
            additionalProperties: false,
            properties: { session, code: { type: 'string', minLength: 4, maxLength: 4 } },
          },
          response: { 200: empty, ...errors },
        },
      },
      async (request) => {
        await cliLogin.respond(request.actor, request.body, otpOf(request.headers));
        return {};
      },
    );

    app.get<{ Params: { session: string } }>(
      `${base}/token/:session`,
      {
        schema: {
          params: { type: 'object', required: ['session'], properties: { session } },
          response: { 200: accessTokenResponseSchema, ...errors },
        },
      },
      (request) => cliLogin.token(request.params.session),
    );
  };
}
