import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { ServerModule } from '../../server-module.ts';
import type { NodeForwarder } from '../nodes/node-forward.ts';
import type { NodeRegistry } from '../nodes/node-registry.ts';
import { LogFiles } from '../system-logs/log-files.ts';
import { systemLogsRoutes } from '../system-logs/system-logs.routes.ts';
import { nodeLogsRoutes } from './node-logs.routes.ts';
import { otherNodesLogs } from './other-nodes-logs.ts';
import { SupportBundlesRepository } from './support-bundles.repository.ts';
import { supportBundleCalls } from './support-bundles.routes.ts';
import { SupportBundlesService } from './support-bundles.service.ts';

export interface SupportDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  config: Config;
  version: string;
  publicUrl: string;
  registry: NodeRegistry;
  forwarder: NodeForwarder;
  log: FastifyBaseLogger;
  flushLogs: () => void;
}

/** What an administrator needs when something goes wrong: the live logs and support bundles. */
export function createSupport(deps: SupportDeps) {
  const { config, registry, forwarder } = deps;
  const bundles = new SupportBundlesService({
    bundles: new SupportBundlesRepository(deps.db),
    sources: {
      db: deps.db,
      dialect: deps.dialect,
      config,
      arcaVersion: deps.version,
      nodes: () => registry.list(),
      flushLogs: deps.flushLogs,
      otherNodesLogs: otherNodesLogs({ selfId: config.nodeId, nodes: () => registry.list(), forwarder }),
    },
    nodeId: config.nodeId,
    log: deps.log,
  });
  const routeDeps = { bundles, forwarder, serviceId: () => registry.serviceId(), publicUrl: deps.publicUrl };
  return {
    bundles,
    module: {
      name: 'support',
      routes: [
        ...systemLogsRoutes(new LogFiles(join(config.dataDir, 'logs'), deps.flushLogs), forwarder),
        ...supportBundleCalls(routeDeps),
        ...nodeLogsRoutes({ dataDir: config.dataDir, forwarder, flushLogs: deps.flushLogs }),
      ],
      ready: () => bundles.recover(),
      stop: () => bundles.idle(),
    } satisfies ServerModule,
  };
}
