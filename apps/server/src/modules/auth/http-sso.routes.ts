import { HTTP_SSO_LOGIN_TYPE, ssoRoutes } from '@arca/contract';
import { handle, type RouteBinding, type RouteHandler } from '../../lib/routes.ts';
import { safeConsolePath } from './auth.routes.ts';
import type { AuthService } from './auth.service.ts';
import type { SessionCookies } from './session-cookies.ts';

/**
 * The HTTP-SSO login entry (R4.32): the browser arrives through the proxy, which names the user;
 * a console session starts and the browser goes on to the page it asked for. Without a named
 * user it returns to the SSO screen, which says so. Served under the console's /ui/api/v1/auth and
 * the access service's /access/auth, each by two names.
 */
export function httpSsoRoutes(auth: AuthService, cookies: SessionCookies): RouteBinding[] {
  const failed = `/ui/login/sso/${HTTP_SSO_LOGIN_TYPE}?failed=true`;
  const enter: RouteHandler<typeof ssoRoutes.httpSso> = async (request, reply) => {
    const { actor } = request;
    if (actor.kind !== 'user' || actor.via !== 'sso') return reply.redirect(failed);
    await cookies.startSession(reply, await auth.startSession(actor.user, false));
    return reply.redirect(safeConsolePath(request.query.redirectTo));
  };
  return [ssoRoutes.httpSsoLogin, ssoRoutes.httpSso, ssoRoutes.accessHttpSsoLogin, ssoRoutes.accessHttpSso].map(
    (descriptor) => handle(descriptor, enter),
  );
}
