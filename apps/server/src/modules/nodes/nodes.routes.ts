import { type RouterHealth, systemStatusRoutes } from '@arca/contract';
import type { FastifyRequest } from 'fastify';
import { handle } from '../../lib/routes.ts';
import type { NodeRegistry } from './node-registry.ts';

/** Why this node tells a load balancer to send it no requests; undefined while it is healthy. */
async function unhealthyBecause(
  request: FastifyRequest,
  registry: NodeRegistry,
  databaseAnswers: () => Promise<boolean>,
): Promise<string | undefined> {
  // Still serving, but going: a balancer that checks health sends its requests elsewhere (ARCA_DRAIN_MS).
  if (request.server.draining.active) return 'The node is stopping';
  if (!(await databaseAnswers())) return 'The database does not answer';
  // The other nodes see this one Offline and take back its work: it should not take more.
  if (!registry.heartbeating) return 'The node’s heartbeats do not reach the database';
  return undefined;
}

/**
 * The nodes status, HA status and service status (R28.042, R28.043), node removal (R28.044), and
 * router health (jfrog-wire-compat §5), which load balancers read without authentication: this
 * node and its service, 503 when the database does not answer, this node's heartbeats fail, or it is
 * winding down to stop.
 */
export function nodesRoutes(registry: NodeRegistry, databaseAnswers: () => Promise<boolean>) {
  return [
    handle(systemStatusRoutes.nodes, () => registry.nodesStatus()),
    handle(systemStatusRoutes.ha, async () => {
      const nodes = await registry.list();
      return { isHa: nodes.length > 1, nodeCount: nodes.length };
    }),
    handle(systemStatusRoutes.services, async () => {
      const nodes = await registry.list();
      return { services: nodes.length > 0 ? [{ type: 'artifactory', nodes }] : [] };
    }),
    handle(systemStatusRoutes.removeNode, async (request, reply) => {
      await registry.remove(request.params.serviceId, request.params.nodeId);
      return reply.code(204).send();
    }),
    handle(systemStatusRoutes.health, async (request, reply) => {
      const problem = await unhealthyBecause(request, registry, databaseAnswers);
      const healthy = problem === undefined;
      const state = healthy ? 'HEALTHY' : 'UNHEALTHY';
      const message = problem ?? 'OK';
      const body: RouterHealth = {
        router: { node_id: registry.nodeId, state, message },
        services: [
          {
            service_id: await registry.serviceId().catch(() => 'jfrt@unknown'),
            node_id: registry.nodeId,
            state,
            message,
          },
        ],
      };
      return reply.code(healthy ? 200 : 503).send(body);
    }),
  ];
}
