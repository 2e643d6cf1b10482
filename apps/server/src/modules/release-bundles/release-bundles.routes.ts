import { type ReleaseBundlePatternsRequest, releaseBundlePatternsRequestSchema } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/route-schemas.ts';
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

/** Under /ui/api/v1/ui, beside the build pattern call. */
export async function releaseBundlesConsoleRoutes(app: FastifyInstance) {
  app.post<{ Body: ReleaseBundlePatternsRequest }>(
    '/permissiontargets/releaseBundles',
    { schema: { body: releaseBundlePatternsRequestSchema, response: errorResponses } },
    (request) => matching(request.actor, request.body),
  );
}
