import { HTTP_SSO_LOGIN_TYPE } from '@arca/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeConsolePath } from './auth.routes.ts';
import type { AuthService } from './auth.service.ts';
import type { SessionCookies } from './session-cookies.ts';

/**
 * The HTTP-SSO login entry (R4.32): the browser arrives through the proxy, which names the user;
 * a console session starts and the browser goes on to the page it asked for. Without a named
 * user it returns to the SSO screen, which says so.
 */
export function httpSsoRoutes(auth: AuthService, cookies: SessionCookies) {
  const failed = `/ui/login/sso/${HTTP_SSO_LOGIN_TYPE}?failed=true`;
  async function enter(request: FastifyRequest<{ Querystring: { redirectTo?: string } }>, reply: FastifyReply) {
    const { actor } = request;
    if (actor.kind !== 'user' || actor.via !== 'sso') return reply.redirect(failed);
    await cookies.startSession(reply, await auth.startSession(actor.user, false));
    return reply.redirect(safeConsolePath(request.query.redirectTo));
  }
  const schema = { querystring: { type: 'object', properties: { redirectTo: { type: 'string', maxLength: 2048 } } } };
  return async function register(app: FastifyInstance) {
    app.get<{ Querystring: { redirectTo?: string } }>('/http-sso-login', { schema }, enter);
    app.get<{ Querystring: { redirectTo?: string } }>('/http-sso', { schema }, enter);
  };
}
