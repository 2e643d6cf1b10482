import {
  errorEnvelopeSchema,
  type LoginRelatedData,
  type LoginRequest,
  loginRequestSchema,
  userDataSchema,
} from '@arca/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import { type AuthService, toUserData } from './auth.service.ts';
import { CHALLENGE_TTL_MS } from './mfa.service.ts';
import type { SessionCookies } from './session-cookies.ts';

const loginRelatedDataSchema = {
  type: 'object',
  required: ['forgotPassword', 'canRememberMe', 'ssoProviderLink'],
  properties: {
    forgotPassword: { type: 'boolean' },
    canRememberMe: { type: 'boolean' },
    ssoProviderLink: { type: ['string', 'null'] },
  },
} as const;

/** Console authentication calls, mounted under /ui/api/v1/ui/auth. */
export function authRoutes(auth: AuthService, security: SecurityConfigService, cookies: SessionCookies) {
  return async function register(app: FastifyInstance) {
    app.post<{ Body: LoginRequest; Querystring: { _spring_security_remember_me?: string } }>(
      '/login',
      {
        schema: {
          body: loginRequestSchema,
          querystring: { type: 'object', properties: { _spring_security_remember_me: { type: 'string' } } },
          response: { 200: userDataSchema, '4xx': errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const remember = request.query._spring_security_remember_me === 'true';
        const outcome = await auth.login(request.body.user, request.body.password, request.ip, remember);
        const { anonAccessEnabled } = await security.current();
        const userData = toUserData({ kind: 'user', user: outcome.user, via: 'session' }, anonAccessEnabled);
        if (outcome.kind === 'mfa') {
          cookies.setMfa(reply, outcome.pending.token, CHALLENGE_TTL_MS / 1000);
          return { ...userData, mfaStatus: outcome.pending.status };
        }
        cookies.set(reply, outcome.tokens);
        return userData;
      },
    );

    const logout = async (request: FastifyRequest, reply: FastifyReply) => {
      await auth.logout(request.actor);
      cookies.clear(reply);
      return reply.code(204).send();
    };
    app.post('/logout', logout);
    app.get('/logout', logout);

    app.get('/current', { schema: { response: { 200: userDataSchema } } }, async (request) => {
      const { anonAccessEnabled } = await security.current();
      return toUserData(request.actor, anonAccessEnabled);
    });

    // Every account can reset its password by mail: without SMTP the mail lands in the outbox file.
    app.get(
      '/loginRelatedData',
      { schema: { response: { 200: loginRelatedDataSchema } } },
      async (): Promise<LoginRelatedData> => ({
        forgotPassword: true,
        canRememberMe: true,
        ssoProviderLink: null,
      }),
    );
  };
}
