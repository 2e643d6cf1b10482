import { type ReleaseBundlePatternsRequest, releaseBundleRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';

/**
 * The release bundles patterns reach (R28.133), for the permission and webhook editors. Arca
 * stores no release bundles (they belong to a distribution service it does not include), so
 * patterns reach none; the call is answered so that editors work the same either way.
 */
function matching(actor: Actor, _request: ReleaseBundlePatternsRequest): string[] {
  requireAdmin(actor);
  return [];
}

/**
 * Beside the build pattern call, under the console gateway. For the same reason the bundle names
 * (R28.136) are none and bundle retention (R28.089) is off.
 */
export function releaseBundlesConsoleRoutes() {
  return [
    handle(releaseBundleRoutes.matching, (request) => matching(request.actor, request.body)),
    handle(releaseBundleRoutes.names, () => []),
    handle(releaseBundleRoutes.retention, () => ({ enable: false })),
  ];
}
