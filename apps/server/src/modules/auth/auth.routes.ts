import { authFlowRoutes, authRoutes, type LoginRelatedData, loginScreenRoutes, type UserData } from '@arca/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { handle, type RouteBinding } from '../../lib/routes.ts';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import { type AuthService, type LoginOutcome, toUserData } from './auth.service.ts';
import { CHALLENGE_TTL_MS } from './mfa.service.ts';
import type { SessionCookies } from './session-cookies.ts';

/**
 * How every credentials login answers: the user data with a session, or, when a second step is
 * owed, the user data with its mfaStatus and only the short-lived challenge cookie.
 */
export async function answerLogin(
  outcome: LoginOutcome,
  reply: FastifyReply,
  deps: Pick<AuthRouteDeps, 'security' | 'cookies'>,
): Promise<UserData> {
  const { anonAccessEnabled } = await deps.security.current();
  const userData = toUserData({ kind: 'user', user: outcome.user, via: 'session' }, anonAccessEnabled);
  if (outcome.kind === 'mfa') {
    deps.cookies.setMfa(reply, outcome.pending.token, CHALLENGE_TTL_MS / 1000);
    return { ...userData, mfaStatus: outcome.pending.status };
  }
  await deps.cookies.startSession(reply, outcome.tokens);
  return userData;
}

/** The credentials login, for the console's descriptor and the access service's (R28.001, R28.022). */
export function loginBinding(descriptor: typeof authRoutes.login | typeof authRoutes.accessLogin, deps: AuthRouteDeps) {
  const { auth, security, cookies } = deps;
  return handle(descriptor, async (request, reply) => {
    const remember = request.query._spring_security_remember_me === 'true';
    const outcome = await auth.login(request.body.user, request.body.password, request.ip, remember);
    return answerLogin(outcome, reply, { security, cookies });
  });
}

/** Login-page data, for the console's descriptor and the access service's (R28.002, R28.027). */
export function loginRelatedDataBinding(
  descriptor: typeof authFlowRoutes.loginRelatedData | typeof authFlowRoutes.accessLoginRelatedData,
  { security, crowdLoginEnabled }: Pick<AuthRouteDeps, 'security' | 'crowdLoginEnabled'>,
) {
  // Every account can reset its password by mail: without SMTP the mail lands in the outbox file.
  return handle(descriptor, async (): Promise<LoginRelatedData> => {
    const { saml, selfRegistration } = await security.current();
    return {
      forgotPassword: true,
      canRememberMe: true,
      ssoProviderLink: saml.enabled && saml.ssoProviderLink !== '' ? saml.ssoProviderLink : null,
      selfRegistration: selfRegistration.enabled,
      crowdLogin: await crowdLoginEnabled(),
    };
  });
}

export interface AuthRouteDeps {
  auth: AuthService;
  security: SecurityConfigService;
  cookies: SessionCookies;
  /** The server name an administrator saved in the general configuration. */
  serverName: () => Promise<string>;
  /** Whether Crowd login is offered (the crowd module knows). */
  crowdLoginEnabled: () => Promise<boolean>;
}

/** A path inside the console, or the console's start: never another site (open-redirect defence). */
export function safeConsolePath(target: string | undefined): string {
  if (!target?.startsWith('/ui/') || target.startsWith('//') || target.includes('\\')) return '/ui/';
  return target;
}

/** Logging out: the session is revoked on the server and its cookies are cleared in the browser. */
export async function endSession(
  auth: AuthService,
  cookies: SessionCookies,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  await auth.logout(request.actor);
  cookies.clear(reply);
}

/** The console's authentication calls under /ui/api/v1/ui/auth. */
export function consoleAuthRoutes(deps: AuthRouteDeps): RouteBinding[] {
  const { auth, security, cookies } = deps;
  return [
    loginBinding(authRoutes.login, deps),
    loginRelatedDataBinding(authFlowRoutes.loginRelatedData, deps),
    // POST only: a GET would let any page of another site log a user out with a link or an image.
    ...[authRoutes.logout, authRoutes.logoutAtAuthPath].map((descriptor) =>
      handle(descriptor, async (request, reply) => {
        await endSession(auth, cookies, request, reply);
        return reply.code(204).send();
      }),
    ),
    handle(authRoutes.current, async (request) => {
      const { anonAccessEnabled } = await security.current();
      return toUserData(request.actor, anonAccessEnabled);
    }),
    handle(loginScreenRoutes.globalState, async () => {
      const config = await security.current();
      return {
        anonAccessEnabled: config.anonAccessEnabled,
        mfaEnforced: config.mfaPolicy.enforced,
        serverName: await deps.serverName(),
      };
    }),
    handle(authRoutes.redirect, (request, reply) => reply.redirect(safeConsolePath(request.query.redirectTo))),
  ];
}
