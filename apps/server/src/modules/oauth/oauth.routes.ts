import { OAUTH_ERROR_PARAM, type OAuthErrorCode, oauthRoutes } from '@arca/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { handle, type RouteBinding } from '../../lib/routes.ts';
import { safeConsolePath } from '../auth/auth.routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SessionCookies } from '../auth/session-cookies.ts';
import type { OAuthConfigService } from './oauth-config.service.ts';
import { OAuthLoginFailure, type OAuthLoginService } from './oauth-login.service.ts';

export interface OAuthRouteDeps {
  config: OAuthConfigService;
  login: OAuthLoginService;
  auth: AuthService;
  cookies: SessionCookies;
}

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
 * OAuth login (R4.23, R4.30, R28.015, R28.016) under /ui/api/v1/ui: the administrators'
 * settings, the public provider list, the login start and the provider's callback.
 */
export function oauthLoginRoutes({ config, login, auth, cookies }: OAuthRouteDeps): RouteBinding[] {
  return [
    handle(oauthRoutes.config, (request) => config.read(request.actor)),
    handle(oauthRoutes.updateConfig, (request) => config.update(request.actor, request.body)),
    handle(oauthRoutes.providers, () => config.entries()),
    handle(oauthRoutes.loginRequest, async (request, reply) => {
      try {
        return reply.redirect(await login.start(request.query.provider, request.query.redirectTo));
      } catch (error) {
        return fail(request, reply, error);
      }
    }),
    handle(oauthRoutes.callback, async (request, reply) => {
      try {
        const { user, redirectTo } = await login.complete(request.query);
        await cookies.startSession(reply, await auth.startSession(user, false));
        return reply.redirect(safeConsolePath(`/ui${redirectTo}`));
      } catch (error) {
        return fail(request, reply, error);
      }
    }),
  ];
}
