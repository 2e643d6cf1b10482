import {
  errorEnvelopeSchema,
  MFA_COOKIE,
  type MfaEnrollConfirm,
  type MfaVerifyRequest,
  mfaEnrollConfirmSchema,
  mfaEnrollmentSchema,
  mfaVerifyRequestSchema,
  userDataSchema,
} from '@arca/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import { type AuthService, toUserData } from './auth.service.ts';
import type { MfaService, PassedLogin } from './mfa.service.ts';
import type { SessionCookies } from './session-cookies.ts';

const errors = { '4xx': errorEnvelopeSchema };

/** `/auth/mfa/enroll/` and `/auth/mfa/verify/` (R28.011, R28.012): the second step of a login. */
export function mfaRoutes(
  mfa: MfaService,
  auth: AuthService,
  security: SecurityConfigService,
  cookies: SessionCookies,
) {
  return async function register(app: FastifyInstance) {
    async function completeLogin(reply: FastifyReply, passed: PassedLogin) {
      await cookies.startSession(reply, await auth.startSession(passed.user, passed.remember));
      cookies.clearMfa(reply);
      const { anonAccessEnabled } = await security.current();
      return toUserData({ kind: 'user', user: passed.user, via: 'session' }, anonAccessEnabled);
    }

    app.get('/enroll/', { schema: { response: { 200: mfaEnrollmentSchema, ...errors } } }, (request) =>
      mfa.enrollment(request.cookies[MFA_COOKIE]),
    );

    app.post<{ Body: MfaEnrollConfirm }>(
      '/enroll/',
      { schema: { body: mfaEnrollConfirmSchema, response: { 200: userDataSchema, ...errors } } },
      async (request, reply) =>
        completeLogin(reply, await mfa.confirmEnrollment(request.cookies[MFA_COOKIE], request.body.otp)),
    );

    app.post<{ Body: MfaVerifyRequest }>(
      '/verify/',
      { schema: { body: mfaVerifyRequestSchema, response: { 200: userDataSchema, ...errors } } },
      async (request, reply) => completeLogin(reply, await mfa.verify(request.cookies[MFA_COOKIE], request.body.otp)),
    );
  };
}
