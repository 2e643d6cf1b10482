import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Dialect } from '../../db/database.ts';
import { databaseClock } from '../../db/database-clock.ts';
import type { Database } from '../../db/schema.ts';
import type { SecretBox } from '../../lib/encryption.ts';
import type { ServerModule } from '../../server-module.ts';
import { loadLicenseKeys } from '../licenses/license-keys.ts';
import type { SettingsRepository } from '../settings/settings.repository.ts';
import { NodeForwarder } from './node-forward.ts';
import { NodeRegistry } from './node-registry.ts';
import { NodeTokens } from './node-token.ts';
import { NodesRepository } from './nodes.repository.ts';
import { nodesRoutes } from './nodes.routes.ts';
import { sharedSettingsFingerprint } from './shared-settings.ts';

export interface NodesDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  settings: SettingsRepository;
  box: SecretBox;
  config: Config;
  version: string;
  log: FastifyBaseLogger;
}

/** Where other nodes reach a node listening on `host:port`: every interface means the host name. */
function addressOf(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? hostname() : host.includes(':') ? `[${host}]` : host;
  return `http://${reachable}:${port}`;
}

/**
 * This node among the platform's nodes: registration and heartbeat, the status calls, node
 * removal, router health, and the signed calls between nodes.
 */
export function createNodes(deps: NodesDeps) {
  const { config } = deps;
  const nodes = new NodesRepository(deps.db, databaseClock(deps.dialect));
  const registry = new NodeRegistry({
    nodes,
    settings: deps.settings,
    self: {
      nodeId: config.nodeId,
      address: config.nodeUrl ?? addressOf(config.host, config.port),
      version: deps.version,
    },
    heartbeatMillis: config.nodeHeartbeatMillis,
    settingsFingerprint: sharedSettingsFingerprint(config, loadLicenseKeys(config.dataDir, config.licensePublicKeys)),
    log: deps.log,
  });
  const forwarder = new NodeForwarder(config.nodeId, nodes, new NodeTokens(deps.box.derive('arca node-to-node')));

  const databaseAnswers = () =>
    sql`SELECT 1`.execute(deps.db).then(
      () => true,
      () => false,
    );
  const module: ServerModule = {
    name: 'nodes',
    routes: nodesRoutes(registry, databaseAnswers),
    tasks: [{ name: 'node heartbeat', everyMs: config.nodeHeartbeatMillis, scope: 'node', run: () => registry.beat() }],
    ready: () => registry.start(),
    listening: async (port) => {
      if (!config.nodeUrl) await registry.addressIs(addressOf(config.host, port));
    },
    stop: () => registry.stop(),
  };
  return { module, forwarder, registry };
}
