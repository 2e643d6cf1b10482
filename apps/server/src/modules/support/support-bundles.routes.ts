import {
  type SupportBundleCreated,
  type SupportBundleList,
  type SupportBundleRequest,
  supportBundlePaths,
} from '@arca/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses } from '../../lib/route-schemas.ts';
import { requireAdmin } from '../auth/actor.ts';
import type { NodeForwarder } from '../nodes/node-forward.ts';
import type { LocatedBundle, SupportBundlesService } from './support-bundles.service.ts';
import { wireOf } from './support-bundles.service.ts';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 256 } },
} as const;

/** Shapes are checked by the service, so each bad field gets its own message. */
const requestBody = { type: 'object' } as const;

/** The owning node's answers, when another node is asked: it is gone, or it did not answer. */
const bundleNodeMessages = {
  nodeNotFound: (nodeId: string) => `The node that made this bundle, '${nodeId}', is no longer part of the platform`,
  nodeUnreachable: (nodeId: string) => `The node that made this bundle, '${nodeId}', did not answer`,
};

export interface SupportRoutesDeps {
  bundles: SupportBundlesService;
  forwarder: NodeForwarder;
  serviceId: () => Promise<string>;
  publicUrl: string;
}

/** The zip of a bundle, from this node or from the node that made it. */
async function sendArchive(
  deps: SupportRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  bundle: LocatedBundle,
) {
  if (await deps.forwarder.forward(request, reply, bundle.node_id, bundleNodeMessages)) return reply;
  const { stream, size } = await deps.bundles.archive(bundle);
  return reply
    .type('application/zip')
    .header('content-length', size)
    .header('content-disposition', `attachment; filename="support-bundle-${bundle.bundle_id}.zip"`)
    .send(stream);
}

async function deleteBundle(
  deps: SupportRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  bundle: LocatedBundle,
) {
  // The node that made it removes its file; the record goes with it. A node that is gone leaves only the record.
  if (!deps.bundles.isLocal(bundle)) {
    const forwarded = await deps.forwarder
      .forward(request, reply, bundle.node_id, bundleNodeMessages)
      .catch((error: { status?: number }) => {
        if (error.status === 404) return false;
        throw error;
      });
    if (forwarded) return reply;
  }
  await deps.bundles.delete(bundle);
  return reply.code(204).send();
}

async function created(deps: SupportRoutesDeps, body: SupportBundleRequest): Promise<SupportBundleCreated> {
  const row = await deps.bundles.create(body);
  return {
    id: row.bundle_id,
    artifactory: {
      service_id: await deps.serviceId(),
      bundle_url: `${deps.publicUrl}${supportBundlePaths.rest.archive(row.bundle_id)}`,
    },
  };
}

/** The console's calls (R28.117–R28.120), mounted at /ui/api/v1/ui/userSupport. Administrators only. */
export function supportConsoleRoutes(deps: SupportRoutesDeps) {
  return async function register(app: FastifyInstance) {
    app.get('/listBundles', { schema: { response: errorResponses } }, async (request): Promise<SupportBundleList> => {
      requireAdmin(request.actor);
      return { bundles: await deps.bundles.list() };
    });
    app.post<{ Body: SupportBundleRequest }>(
      '/generateBundle',
      { schema: { body: requestBody, response: errorResponses } },
      async (request, reply) => {
        requireAdmin(request.actor);
        return reply.code(201).send(await created(deps, request.body));
      },
    );
    app.get<{ Params: { id: string } }>(
      '/downloadBundle/:id',
      { schema: { params: idParams, response: errorResponses } },
      async (request, reply) => {
        deps.forwarder.requireAdminOrNode(request);
        return sendArchive(deps, request, reply, await deps.bundles.find(request.params.id));
      },
    );
    app.delete<{ Params: { id: string } }>(
      '/deleteBundle/:id',
      { schema: { params: idParams, response: errorResponses } },
      async (request, reply) => {
        deps.forwarder.requireAdminOrNode(request);
        return deleteBundle(deps, request, reply, await deps.bundles.find(request.params.id));
      },
    );
  };
}

/** Artifactory's support bundle API (jfrog-wire-compat §5), mounted at /artifactory/api/system/support. */
export function supportRestRoutes(deps: SupportRoutesDeps) {
  const rest = (row: LocatedBundle) => {
    const { create_date, ...bundle } = wireOf(row);
    return { ...bundle, created: new Date(create_date).toISOString() };
  };
  return async function register(app: FastifyInstance) {
    app.post<{ Body: SupportBundleRequest }>(
      '/bundle',
      { schema: { body: requestBody, response: errorResponses } },
      async (request, reply) => {
        requireAdmin(request.actor);
        return reply.code(201).send(await created(deps, request.body));
      },
    );
    app.get('/bundles', { schema: { response: errorResponses } }, async (request) => {
      requireAdmin(request.actor);
      const bundles = (await deps.bundles.list()).map((bundle) => ({
        ...bundle,
        created: new Date(bundle.create_date).toISOString(),
      }));
      return { bundles: bundles.map(({ create_date: _, ...bundle }) => bundle), count: bundles.length };
    });
    app.get<{ Params: { id: string } }>(
      '/bundle/:id',
      { schema: { params: idParams, response: errorResponses } },
      async (request) => {
        requireAdmin(request.actor);
        return rest(await deps.bundles.find(request.params.id));
      },
    );
    app.get<{ Params: { id: string } }>(
      '/bundle/:id/archive',
      { schema: { params: idParams, response: errorResponses } },
      async (request, reply) => {
        deps.forwarder.requireAdminOrNode(request);
        return sendArchive(deps, request, reply, await deps.bundles.find(request.params.id));
      },
    );
    app.delete<{ Params: { id: string } }>(
      '/bundle/:id',
      { schema: { params: idParams, response: errorResponses } },
      async (request, reply) => {
        deps.forwarder.requireAdminOrNode(request);
        return deleteBundle(deps, request, reply, await deps.bundles.find(request.params.id));
      },
    );
  };
}
