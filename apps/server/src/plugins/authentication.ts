import type { IncomingHttpHeaders } from 'node:http';
import {
  ACCESS_COOKIE,
  apiPaths,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  REFRESH_COOKIE,
  serverMessages,
  specMessages,
} from '@arca/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { DomainError, Forbidden, Unauthorized } from '../lib/errors.ts';
import { andThen } from '../lib/eventually.ts';
import { type Actor, ANONYMOUS } from '../modules/auth/actor.ts';
import { type AuthService, PasswordAloneRefused } from '../modules/auth/auth.service.ts';
import type { HttpSsoService } from '../modules/auth/http-sso.service.ts';
import type { SessionCookies } from '../modules/auth/session-cookies.ts';
import { isTokenShaped, type TokensService } from '../modules/tokens/tokens.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What browsers say of a request another site's page made (Fetch Metadata); clients send no such header. */
const FOREIGN_SITES = new Set(['cross-site', 'same-site']);

function basicCredentials(request: FastifyRequest): { name: string; password: string } | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  // Registry clients told to use Basic send empty credentials when they have none: an anonymous caller.
  if (decoded === ':') return undefined;
  const colon = decoded.indexOf(':');
  if (colon < 1) throw new Unauthorized(serverMessages.badCredentials);
  return { name: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export interface AuthenticationDeps {
  auth: AuthService;
  tokens: TokensService;
  cookies: SessionCookies;
  httpSso: HttpSsoService;
  /** The audit log: a password refused for its account's second factor is written there. */
  audit: Logger;
}

/** The audit line of a right password refused because its account signs in to clients with tokens only. */
function auditPasswordAlone(audit: Logger, request: FastifyRequest, userName: string): void {
  audit.info(
    {
      user: userName,
      action: `${request.method} ${request.routeOptions.url ?? request.url.split('?', 1)[0]}`,
      kind: 'refused credentials',
      reason: 'password alone for an account with a second factor',
      repo: '',
      path: '',
      ip: request.ip,
      result: 'failure',
      status: 401,
    },
    'refused credentials',
  );
}

function bearerToken(request: { headers: IncomingHttpHeaders }): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * Resolves who is calling: a Bearer access token (or one in X-JFrog-Art-Api), else HTTP Basic
 * credentials (a password, or a token of that user; an account with an authenticator signs in to
 * clients with tokens only, its password alone is refused like a wrong one), else the user an
 * HTTP-SSO proxy names, else the session cookies, else anonymous. An expired access cookie is
 * renewed from the refresh cookie on the way. Writes authenticated by a cookie or a proxy header
 * must come with X-Requested-With (CSRF defence). A write that a browser says another site's page
 * made is refused whatever its credentials: a browser also sends Basic credentials it remembers
 * from a login prompt, which no custom header requirement covers.
 */
export function registerAuthentication(
  app: FastifyInstance,
  { auth, tokens, cookies, httpSso, audit }: AuthenticationDeps,
) {
  app.decorateRequest('actor', null, []);
  app.frontDoor.identify((request) => {
    // The hook's own order: a token, then the header older clients send a key in.
    const apiKey = request.headers['x-jfrog-art-api'];
    const token = bearerToken(request) ?? (typeof apiKey === 'string' && apiKey !== '' ? apiKey : undefined);
    if (token) return tokens.actorFor(token);
    // A password (attempts counted, locks, audit), a session (renewal) or a proxy's user: the hook's.
    if (request.headers.authorization !== undefined || request.headers.cookie !== undefined) return undefined;
    return andThen(httpSso.mayName(request.headers), (named) => (named ? undefined : ANONYMOUS));
  });
  app.addHook('onRequest', async (request, reply) => {
    request.actor = ANONYMOUS;
    if (!SAFE_METHODS.has(request.method)) {
      const site = request.headers['sec-fetch-site'];
      if (typeof site === 'string' && FOREIGN_SITES.has(site)) throw new Forbidden(serverMessages.crossSiteWrite);
    }
    const bearer = bearerToken(request);
    if (bearer) {
      const actor = await tokens.actorFor(bearer);
      if (!actor) throw new Unauthorized(serverMessages.tokenInvalid);
      request.actor = actor;
      return;
    }
    // The header older clients send an API key in (jfrog-wire-compat §1.1); Arca's keys are tokens.
    const apiKey = request.headers['x-jfrog-art-api'];
    if (typeof apiKey === 'string' && apiKey !== '') {
      const actor = await tokens.actorFor(apiKey);
      if (!actor) throw new Unauthorized(serverMessages.tokenInvalid);
      request.actor = actor;
      return;
    }
    const basic = basicCredentials(request);
    if (basic) {
      // A token is also accepted as the password of its own user.
      const byToken = isTokenShaped(basic.password) ? await tokens.actorFor(basic.password) : undefined;
      if (byToken?.kind === 'user' && byToken.user.name.toLowerCase() === basic.name.toLowerCase()) {
        request.actor = byToken;
        return;
      }
      try {
        request.actor = await auth.actorForBasic(basic.name, basic.password, request.ip);
      } catch (error) {
        if (error instanceof PasswordAloneRefused) auditPasswordAlone(audit, request, error.userName);
        throw error;
      }
      return;
    }
    const ssoUser = await httpSso.userFor(request.headers);
    const session = await auth.actorForSession(request.cookies[ACCESS_COOKIE], request.cookies[REFRESH_COOKIE]);
    if (ssoUser && session?.actor.kind === 'user' && session.actor.user.id !== ssoUser.id) {
      // The proxy now names someone else: the old session ends, and the console re-reads the
      // user (333). The current-user call itself just answers the new user.
      await auth.logout(session.actor);
      cookies.clear(reply);
      if (request.url.split('?', 1)[0] !== apiPaths.currentUser) throw new DomainError(333, specMessages.userChanged);
    }
    const actor: Actor | undefined = ssoUser ? { kind: 'user', user: ssoUser, via: 'sso' } : session?.actor;
    if (!actor) return;
    // Cookies and proxy headers ride along on cross-site requests too: writes must prove intent.
    if (!SAFE_METHODS.has(request.method) && request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
      throw new Forbidden(serverMessages.csrfHeaderMissing);
    }
    request.actor = actor;
    if (!ssoUser && session?.renewed) cookies.set(reply, session.renewed);
  });
}
