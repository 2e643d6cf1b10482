import type { Platform } from '../../platform.ts';
import { registerRequestPolicy } from '../../plugins/request-policy.ts';
import type { ServerModule } from '../../server-module.ts';
import { requestPolicyCalls } from './request-policy.routes.ts';
import { RequestPolicyService } from './request-policy.service.ts';

/** Which user agents may call the API; its hook runs before authentication, so it comes first. */
export function createRequestPolicy(platform: Platform): ServerModule {
  const policy = new RequestPolicyService(platform.settings);
  return {
    name: 'request policy',
    install: (server) => registerRequestPolicy(server, policy),
    routes: requestPolicyCalls(policy),
  };
}
