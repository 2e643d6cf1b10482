import {
  type CrowdConfigUpdate,
  type CrowdLoginRequest,
  crowdConfigSchema,
  crowdConfigUpdateSchema,
  crowdLoginRequestSchema,
  errorEnvelopeSchema,
  userDataSchema,
} from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { answerLogin } from '../auth/auth.routes.ts';
import type { SessionCookies } from '../auth/session-cookies.ts';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import type { CrowdConfigService } from './crowd-config.service.ts';
import type { CrowdLoginService } from './crowd-login.service.ts';

/** `GET|PUT /ui/api/v1/ui/crowdConfig` (administrators only). */
export function crowdConfigRoutes(crowd: CrowdConfigService) {
  return async function register(app: FastifyInstance) {
    const response = { 200: crowdConfigSchema, '4xx': errorEnvelopeSchema };
    app.get('/crowdConfig', { schema: { response } }, (request) => crowd.read(request.actor));
    app.put<{ Body: CrowdConfigUpdate }>(
      '/crowdConfig',
      { schema: { body: crowdConfigUpdateSchema, response } },
      (request) => crowd.update(request.actor, request.body),
    );
  };
}

export interface CrowdLoginRouteDeps {
  login: CrowdLoginService;
  security: SecurityConfigService;
  cookies: SessionCookies;
}

/**
 * The Crowd login entry at `path`: `/crowd-login` under /ui/api/v1/auth, `/crowd` under
 * /access/auth. It answers and sets cookies as the password login does.
 */
export function crowdLoginRoutes(deps: CrowdLoginRouteDeps, path: string) {
  const { login, security, cookies } = deps;
  return async function register(app: FastifyInstance) {
    app.post<{ Body: CrowdLoginRequest; Querystring: { _spring_security_remember_me?: string } }>(
      path,
      {
        schema: {
          body: crowdLoginRequestSchema,
          querystring: { type: 'object', properties: { _spring_security_remember_me: { type: 'string' } } },
          response: { 200: userDataSchema, '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const remember = request.query._spring_security_remember_me === 'true';
        const outcome = await login.login(request.body.user, request.body.password, request.ip, remember);
        return answerLogin(outcome, reply, { security, cookies });
      },
    );
  };
}
