import { securityConfigRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import type { SecurityConfigService } from './security-config.service.ts';

/** `GET|PUT /ui/api/v1/ui/securityconfig`. */
export function securityConfigCalls(config: SecurityConfigService) {
  return [
    handle(securityConfigRoutes.get, (request) => config.read(request.actor)),
    handle(securityConfigRoutes.update, (request) => config.update(request.actor, request.body)),
  ];
}
