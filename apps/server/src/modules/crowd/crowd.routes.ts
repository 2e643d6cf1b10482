import { crowdRoutes } from '@arca/contract';
import { handle, type RouteBinding } from '../../lib/routes.ts';
import { answerLogin } from '../auth/auth.routes.ts';
import type { SessionCookies } from '../auth/session-cookies.ts';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import type { CrowdConfigService } from './crowd-config.service.ts';
import type { CrowdLoginService } from './crowd-login.service.ts';

/** `GET|PUT /ui/api/v1/ui/crowdConfig` (administrators only). */
export function crowdConfigRoutes(crowd: CrowdConfigService): RouteBinding[] {
  return [
    handle(crowdRoutes.config, (request) => crowd.read(request.actor)),
    handle(crowdRoutes.updateConfig, (request) => crowd.update(request.actor, request.body)),
  ];
}

export interface CrowdLoginRouteDeps {
  login: CrowdLoginService;
  security: SecurityConfigService;
  cookies: SessionCookies;
}

/**
 * The Crowd login entry, as `/ui/api/v1/auth/crowd-login` and as `/access/auth/crowd`. It answers
 * and sets cookies as the password login does.
 */
export function crowdLoginRoutes({ login, security, cookies }: CrowdLoginRouteDeps): RouteBinding[] {
  return [crowdRoutes.login, crowdRoutes.accessLogin].map((descriptor) =>
    handle(descriptor, async (request, reply) => {
      const remember = request.query._spring_security_remember_me === 'true';
      const outcome = await login.login(request.body.user, request.body.password, request.ip, remember);
      return answerLogin(outcome, reply, { security, cookies });
    }),
  );
}
