import {
  type RestSupportBundle,
  type SupportBundleCreated,
  type SupportBundleRequest,
  supportBundlePaths,
  supportBundleRoutes,
} from '@arca/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { handle } from '../../lib/routes.ts';
import type { NodeForwarder } from '../nodes/node-forward.ts';
import type { LocatedBundle, SupportBundlesService } from './support-bundles.service.ts';
import { wireOf } from './support-bundles.service.ts';

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

/** The console's calls (R28.117–R28.120) and Artifactory's support bundle API (jfrog-wire-compat §5). */
export function supportBundleCalls(deps: SupportRoutesDeps) {
  const rest = (row: LocatedBundle): RestSupportBundle => {
    const { create_date, ...bundle } = wireOf(row);
    return { ...bundle, created: new Date(create_date).toISOString() };
  };
  return [
    handle(supportBundleRoutes.list, async () => ({ bundles: await deps.bundles.list() })),
    handle(supportBundleRoutes.generate, async (request, reply) =>
      reply.code(201).send(await created(deps, request.body)),
    ),
    handle(supportBundleRoutes.download, async (request, reply) => {
      deps.forwarder.requireAdminOrNode(request);
      return sendArchive(deps, request, reply, await deps.bundles.find(request.params.id));
    }),
    handle(supportBundleRoutes.delete, async (request, reply) => {
      deps.forwarder.requireAdminOrNode(request);
      return deleteBundle(deps, request, reply, await deps.bundles.find(request.params.id));
    }),
    handle(supportBundleRoutes.restCreate, async (request, reply) =>
      reply.code(201).send(await created(deps, request.body)),
    ),
    handle(supportBundleRoutes.restList, async () => {
      const bundles = (await deps.bundles.list()).map((bundle) => ({
        ...bundle,
        created: new Date(bundle.create_date).toISOString(),
      }));
      return { bundles: bundles.map(({ create_date: _, ...bundle }) => bundle), count: bundles.length };
    }),
    handle(supportBundleRoutes.restGet, async (request) => rest(await deps.bundles.find(request.params.id))),
    handle(supportBundleRoutes.restArchive, async (request, reply) => {
      deps.forwarder.requireAdminOrNode(request);
      return sendArchive(deps, request, reply, await deps.bundles.find(request.params.id));
    }),
    handle(supportBundleRoutes.restDelete, async (request, reply) => {
      deps.forwarder.requireAdminOrNode(request);
      return deleteBundle(deps, request, reply, await deps.bundles.find(request.params.id));
    }),
  ];
}
