import { apiPaths, serverMessages } from '@arca/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotAcceptable } from '../lib/errors.ts';
import { andThen } from '../lib/eventually.ts';
import { ANONYMOUS } from '../modules/auth/actor.ts';
import type { RequestPolicyService } from '../modules/request-policy/request-policy.service.ts';

/** The API surfaces a policy applies to: the console gateway, the access service and Artifactory's API. */
const API_PREFIXES = ['/ui/api/', '/access/', '/artifactory/api/'];

/**
 * Never blocked, whoever asks:
 * - ping, readiness and version: load balancers, monitoring and clients probing the server must
 *   keep seeing it alive, and these calls reveal nothing and change nothing;
 * - the request policy itself: an administrator whose own browser or tool a pattern catches can
 *   still read and undo the policy (with the session they have, or Basic credentials).
 * The console's static files lie outside API_PREFIXES, so the blocked-request page always loads.
 */
const EXEMPT_PATHS: ReadonlySet<string> = new Set([
  apiPaths.ping,
  apiPaths.readiness,
  apiPaths.version,
  apiPaths.requestPolicy,
]);

/**
 * The route the request reached rather than its raw URL, so percent-encoding (/%75i/api/…) or a
 * query string cannot move a request out of the policy's reach; unrouted requests use their path.
 */
function routePath(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url.split('?', 1)[0] ?? '';
}

function isCovered(path: string): boolean {
  return !EXEMPT_PATHS.has(path) && API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Answers 406 with the error envelope to API requests whose User-Agent the policy blocks. The
 * request id header is already on the reply (plugins/request-log.ts registers first), so the
 * console's /406/{id} page can name the request. Runs before authentication: a blocked client
 * costs no credential check and cannot use the server to try passwords.
 */
export function registerRequestPolicy(app: FastifyInstance, policy: RequestPolicyService) {
  // The front door's paths are all covered ones: a blocked client goes on to the hook's 406.
  app.frontDoor.guard((request) => andThen(policy.blocks(request.headers['user-agent']), (blocked) => !blocked));
  app.addHook('onRequest', async (request) => {
    if (!isCovered(routePath(request))) return;
    if (!(await policy.blocks(request.headers['user-agent']))) return;
    // Authentication never runs for this request; the request log records it as anonymous.
    request.actor = ANONYMOUS;
    throw new NotAcceptable(serverMessages.blockedByPolicy);
  });
}
