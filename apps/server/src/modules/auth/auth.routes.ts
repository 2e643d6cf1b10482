import {
  ACCESS_COOKIE,
  errorEnvelopeSchema,
  type LoginRequest,
  loginRequestSchema,
  REFRESH_COOKIE,
  userDataSchema,
} from '@arca/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type AuthService, toUserData } from './auth.service.ts';

const cookieOptions = (secure: boolean) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure });

function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(ACCESS_COOKIE, cookieOptions(secure));
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(secure));
}

/** Console authentication calls, mounted under /ui/api/v1/ui/auth. */
export function authRoutes(auth: AuthService, options: { secureCookies: boolean }) {
  const secure = options.secureCookies;
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
        const result = await auth.login(request.body.user, request.body.password, request.ip, remember);
        const cookie = { ...cookieOptions(secure), ...(remember ? { maxAge: result.maxAgeSeconds } : {}) };
        reply.setCookie(ACCESS_COOKIE, result.token, cookie);
        return toUserData({ kind: 'user', user: result.user, via: 'session' }, false);
      },
    );

    const logout = async (request: { actor: Parameters<AuthService['logout']>[0] }, reply: FastifyReply) => {
      await auth.logout(request.actor);
      clearSessionCookies(reply, secure);
      return reply.code(204).send();
    };
    app.post('/logout', logout);
    app.get('/logout', logout);

    app.get('/current', { schema: { response: { 200: userDataSchema } } }, async (request) =>
      toUserData(request.actor, false),
    );
  };
}
