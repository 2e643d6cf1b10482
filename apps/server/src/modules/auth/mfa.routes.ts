import { MFA_COOKIE, mfaRoutes } from '@arca/contract';
import type { FastifyReply } from 'fastify';
import { handle, type RouteBinding } from '../../lib/routes.ts';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import { type AuthService, toUserData } from './auth.service.ts';
import type { MfaService, PassedLogin } from './mfa.service.ts';
import type { SessionCookies } from './session-cookies.ts';

/**
 * `/auth/mfa/enroll/` and `/auth/mfa/verify/` (R28.011, R28.012): the second step of a login, at
 * the console's path and the access service's.
 */
export function mfaLoginRoutes(
  mfa: MfaService,
  auth: AuthService,
  security: SecurityConfigService,
  cookies: SessionCookies,
): RouteBinding[] {
  async function completeLogin(reply: FastifyReply, passed: PassedLogin) {
    await cookies.startSession(reply, await auth.startSession(passed.user, passed.remember));
    cookies.clearMfa(reply);
    const { anonAccessEnabled } = await security.current();
    return toUserData({ kind: 'user', user: passed.user, via: 'session' }, anonAccessEnabled);
  }

  const steps = [
    { enrollment: mfaRoutes.enrollment, confirmEnrollment: mfaRoutes.confirmEnrollment, verify: mfaRoutes.verify },
    {
      enrollment: mfaRoutes.accessEnrollment,
      confirmEnrollment: mfaRoutes.accessConfirmEnrollment,
      verify: mfaRoutes.accessVerify,
    },
  ];
  return steps.flatMap((step) => [
    handle(step.enrollment, (request) => mfa.enrollment(request.cookies[MFA_COOKIE])),
    handle(step.confirmEnrollment, async (request, reply) =>
      completeLogin(reply, await mfa.confirmEnrollment(request.cookies[MFA_COOKIE], request.body.otp)),
    ),
    handle(step.verify, async (request, reply) =>
      completeLogin(reply, await mfa.verify(request.cookies[MFA_COOKIE], request.body.otp)),
    ),
  ]);
}
