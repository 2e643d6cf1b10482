import {
  errorEnvelopeSchema,
  OAUTH_ERROR_PARAM,
  OAUTH_LIMITS,
  type OAuthConfigInput,
  type OAuthErrorCode,
  oauthConfigInputSchema,
  oauthConfigViewSchema,
  oauthProviderEntriesSchema,
} from '@arca/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeConsolePath } from '../auth/auth.routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SessionCookies } from '../auth/session-cookies.ts';
import type { OAuthConfigService } from './oauth-config.service.ts';
import { type CallbackInput, OAuthLoginFailure, type OAuthLoginService } from './oauth-login.service.ts';

export interface OAuthRouteDeps {
  config: OAuthConfigService;
  login: OAuthLoginService;
  auth: AuthService;
  cookies: SessionCookies;
}

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** The browser steps end on the login page with a short reason; the log keeps the details. */
function fail(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  let code: OAuthErrorCode = 'failed';
  if (error instanceof OAuthLoginFailure) {
    code = error.code;
    request.log.warn({ oauth: error.detail, reason: code }, 'OAuth login failed');
  } else {
    request.log.error({ err: error }, 'OAuth login failed');
  }
  return reply.redirect(`/ui/login?${OAUTH_ERROR_PARAM}=${code}`);
}

/**
 * OAuth login (R4.23, R4.30, R28.015, R28.016), mounted under /ui/api/v1/ui: the administrators'
 * settings, the public provider list, the login start and the provider's callback.
 */
export function oauthRoutes({ config, login, auth, cookies }: OAuthRouteDeps) {
  return async function register(app: FastifyInstance) {
    const response = { 200: oauthConfigViewSchema, '4xx': errorEnvelopeSchema };
    app.get('/oauthConfig', { schema: { response } }, (request) => config.read(request.actor));
    app.put<{ Body: OAuthConfigInput }>(
      '/oauthConfig',
      { schema: { body: oauthConfigInputSchema, response } },
      (request) => config.update(request.actor, request.body),
    );

    // `registrationToken` (R28.016) is accepted for the invitation flow's sake; the list is the same with or without it.
    app.get(
      '/oauth2/providers',
      {
        schema: {
          querystring: {
            type: 'object',
            properties: {
              registrationToken: {
                type: 'string',
                maxLength: OAUTH_LIMITS.maxRegistrationToken,
                pattern: '^[A-Za-z0-9._~-]*$',
              },
            },
          },
          response: { 200: oauthProviderEntriesSchema, '4xx': errorEnvelopeSchema },
        },
      },
      () => config.entries(),
    );

    app.get<{ Querystring: { provider: string; redirectTo?: string } }>(
      '/oauth2/loginRequestPlatform',
      {
        schema: {
          querystring: {
            type: 'object',
            required: ['provider'],
            properties: { provider: { type: 'string', minLength: 1, maxLength: 63 }, redirectTo: text(2048) },
          },
        },
      },
      async (request, reply) => {
        try {
          return reply.redirect(await login.start(request.query.provider, request.query.redirectTo));
        } catch (error) {
          return fail(request, reply, error);
        }
      },
    );

    app.get<{ Querystring: CallbackInput }>(
      '/oauth2/callback',
      {
        schema: {
          querystring: {
            type: 'object',
            properties: { code: text(2048), state: text(256), error: text(256), error_description: text(2048) },
          },
        },
      },
      async (request, reply) => {
        try {
          const { user, redirectTo } = await login.complete(request.query);
          await cookies.startSession(reply, await auth.startSession(user, false));
          return reply.redirect(safeConsolePath(`/ui${redirectTo}`));
        } catch (error) {
          return fail(request, reply, error);
        }
      },
    );
  };
}
