import { requestPolicyRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import type { RequestPolicyService } from './request-policy.service.ts';

/** `GET|PUT /ui/api/v1/ui/requestPolicy`. */
export function requestPolicyCalls(policy: RequestPolicyService) {
  return [
    handle(requestPolicyRoutes.get, (request) => policy.read(request.actor)),
    handle(requestPolicyRoutes.update, (request) => policy.update(request.actor, request.body)),
  ];
}
