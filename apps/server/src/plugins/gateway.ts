import { UI_API } from '@arca/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * Mounts a service's routes at its own prefix (for clients) and again under the console gateway
 * /ui/api/v1/<prefix> (for the console), so both call the same handlers.
 */
export async function mountWithGateway(app: FastifyInstance, prefix: string, routes: FastifyPluginAsync) {
  await app.register(routes, { prefix });
  await app.register(routes, { prefix: `${UI_API}${prefix}` });
}
