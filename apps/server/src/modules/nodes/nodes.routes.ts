import type { HaStatus, RouterHealth, ServiceStatus } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/route-schemas.ts';
import { requireAdmin } from '../auth/actor.ts';
import type { NodeRegistry } from './node-registry.ts';

const nodeParams = {
  type: 'object',
  required: ['serviceId', 'nodeId'],
  properties: {
    serviceId: { type: 'string', minLength: 1, maxLength: 128 },
    nodeId: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;

/** The nodes status, HA status and service status (R28.042, R28.043), mounted at /ui/api/v1/system/status. */
export function statusRoutes(registry: NodeRegistry) {
  return async function register(app: FastifyInstance) {
    app.get('/nodes', { schema: { response: errorResponses } }, async (request) => {
      requireAdmin(request.actor);
      return registry.nodesStatus();
    });
    app.get('/ha', { schema: { response: errorResponses } }, async (request): Promise<HaStatus> => {
      requireAdmin(request.actor);
      const nodes = await registry.list();
      return { isHa: nodes.length > 1, nodeCount: nodes.length };
    });
    app.get('/services', { schema: { response: errorResponses } }, async (request): Promise<ServiceStatus> => {
      requireAdmin(request.actor);
      const nodes = await registry.list();
      return { services: nodes.length > 0 ? [{ type: 'artifactory', nodes }] : [] };
    });
  };
}

/** R28.044, mounted at /access (and the console gateway). */
export function topologyRoutes(registry: NodeRegistry) {
  return async function register(app: FastifyInstance) {
    app.delete<{ Params: { serviceId: string; nodeId: string } }>(
      '/api/v1/topology/:serviceId/:nodeId',
      { schema: { params: nodeParams, response: errorResponses } },
      async (request, reply) => {
        requireAdmin(request.actor);
        await registry.remove(request.params.serviceId, request.params.nodeId);
        return reply.code(204).send();
      },
    );
  };
}

/**
 * Router health (jfrog-wire-compat §5), mounted at /router and read without authentication by load
 * balancers: this node and its service, 503 when the database does not answer.
 */
export function routerHealthRoutes(registry: NodeRegistry, databaseAnswers: () => Promise<boolean>) {
  return async function register(app: FastifyInstance) {
    app.get('/api/v1/system/health', async (_request, reply) => {
      const healthy = await databaseAnswers();
      const state = healthy ? 'HEALTHY' : 'UNHEALTHY';
      const message = healthy ? 'OK' : 'The database does not answer';
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
    });
  };
}
