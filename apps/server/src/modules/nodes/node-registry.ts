import { randomBytes } from 'node:crypto';
import {
  NODE_OFFLINE,
  NODE_ONLINE,
  type NodeStatus,
  type NodeStatusItem,
  type ServiceStatusNode,
  systemStatusMessages,
} from '@arca/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Conflict, NotFound } from '../../lib/errors.ts';
import type { SettingsRepository } from '../settings/settings.repository.ts';
import type { NodesRepository, SeenNode } from './nodes.repository.ts';
import { fingerprintOf, type SettingsFingerprint, settingsThatDiffer } from './shared-settings.ts';

/** A node is Offline once it has missed this many heartbeats. */
const MISSED_HEARTBEATS = 3;

/** The services one Arca process hosts beside the artifact service. */
export const MICRO_SERVICES = ['access', 'event', 'metadata', 'frontend', 'router'];

const SERVICE_ID_SETTING = 'platform.serviceId';

export interface ThisNode {
  nodeId: string;
  /** Where other nodes reach it; known once the server listens, when not configured. */
  address: string;
  version: string;
}

export interface NodeRegistryDeps {
  nodes: NodesRepository;
  settings: SettingsRepository;
  self: ThisNode;
  heartbeatMillis: number;
  /** The settings every node must share, as this node was started with them. */
  settingsFingerprint: SettingsFingerprint;
  log: FastifyBaseLogger;
}

/**
 * This process among the platform's nodes: it registers on start, reports every heartbeat
 * period, and marks itself stopped on a clean shutdown so it turns Offline at once. Nodes that
 * crash turn Offline when they have missed three of their own heartbeat periods, on the
 * database's clock.
 */
export class NodeRegistry {
  readonly #deps: NodeRegistryDeps;
  #startedAt = 0;
  #stopping = false;
  #beating = true;
  #serviceId: string | undefined;

  constructor(deps: NodeRegistryDeps) {
    this.#deps = deps;
  }

  get nodeId(): string {
    return this.#deps.self.nodeId;
  }

  /** `jfrt@<id>`: the artifact service of this platform, one id shared by all its nodes. */
  async serviceId(): Promise<string> {
    // Nodes starting together each offer an id; the first one stored is everyone's.
    this.#serviceId ??= await this.#deps.settings.putIfAbsent(
      SERVICE_ID_SETTING,
      `jfrt@${randomBytes(13).toString('hex')}`,
    );
    return this.#serviceId;
  }

  /** Registers this node; its heartbeats are the scheduler's `beat` task from then on. */
  async start(): Promise<void> {
    this.#startedAt = await this.#deps.nodes.now();
    await this.#register();
    await this.#warnOfOtherSettings();
  }

  /** One line when this node was started with other shared settings than an Online node's. */
  async #warnOfOtherSettings(): Promise<void> {
    const differing = new Set<string>();
    const nodes: string[] = [];
    for (const row of await this.#deps.nodes.list()) {
      const theirs = fingerprintOf(row.settings_fingerprint);
      if (row.node_id === this.nodeId || !theirs || this.statusOf(row) !== NODE_ONLINE) continue;
      const names = settingsThatDiffer(this.#deps.settingsFingerprint, theirs);
      if (names.length === 0) continue;
      nodes.push(row.node_id);
      for (const name of names) differing.add(name);
    }
    if (nodes.length === 0) return;
    const settings = [...differing].sort();
    this.#deps.log.warn(
      { settings, nodes },
      `${settings.join(', ')} ${settings.length === 1 ? 'differs' : 'differ'} from the Online node${nodes.length === 1 ? '' : 's'} ${nodes.join(', ')}: start every node of a cluster with the same, or they answer differently`,
    );
  }

  /**
   * False while this node's last heartbeat did not reach the database: the other nodes see it
   * Offline soon (and take back its work), so a balancer should stop sending it requests.
   */
  get heartbeating(): boolean {
    return this.#beating;
  }

  /** The listening address, once known, when none was configured. */
  async addressIs(address: string): Promise<void> {
    this.#deps.self.address = address;
    await this.#register();
  }

  async stop(): Promise<void> {
    if (!this.#startedAt) return;
    this.#stopping = true;
    try {
      await this.#deps.nodes.markStopped(this.nodeId);
    } catch (error) {
      // The database is away or full: the node turns Offline for others once its heartbeat lapses.
      this.#deps.log.warn({ err: error }, 'could not record the node as stopped');
    }
  }

  /** Judged by the row's own heartbeat period and the database's time, whichever node reads it. */
  statusOf(row: SeenNode): NodeStatus {
    return row.stopped_at !== null || missedHeartbeats(row) ? NODE_OFFLINE : NODE_ONLINE;
  }

  /** Nodes that stopped heartbeating without saying so: their work is left unfinished. */
  async crashed(): Promise<SeenNode[]> {
    const rows = await this.#deps.nodes.list();
    return rows.filter((row) => row.stopped_at === null && row.node_id !== this.nodeId && missedHeartbeats(row));
  }

  async list(): Promise<ServiceStatusNode[]> {
    const rows = await this.#deps.nodes.list();
    const online = rows.filter((row) => this.statusOf(row) === NODE_ONLINE);
    return rows.map((row) => {
      const status = this.statusOf(row);
      const differ = status === NODE_ONLINE ? differingFromOthers(row, online) : [];
      return {
        node_id: row.node_id,
        status,
        last_heartbeat: row.last_heartbeat,
        uptime: status === NODE_ONLINE ? Math.max(0, Math.floor((row.seen_at - row.started_at) / 1000)) : null,
        micro_services: JSON.parse(row.micro_services) as string[],
        service_id: row.service_id,
        address: row.address,
        version: row.version,
        ...(differ.length > 0 ? { settings_differ: differ } : {}),
      };
    });
  }

  /** Marks a crashed node stopped, unless it beat again since it was read. */
  markDead(node: SeenNode): Promise<boolean> {
    return this.#deps.nodes.markDead(node.node_id, node.last_heartbeat);
  }

  /** R20.07 */
  async nodesStatus(): Promise<NodeStatusItem[]> {
    return (await this.list()).map((node) => ({
      service_id: node.service_id,
      state: node.status === NODE_ONLINE ? 'HEALTHY' : 'UNHEALTHY',
      node_id: node.node_id,
    }));
  }

  /** R20.06: only an Offline node may go; an Online one would be back at its next heartbeat. */
  async remove(serviceId: string, nodeId: string): Promise<void> {
    const row = await this.#deps.nodes.find(nodeId);
    if (!row || row.service_id !== serviceId) throw new NotFound(systemStatusMessages.nodeNotFound(nodeId));
    if (this.statusOf(row) === NODE_ONLINE) throw new Conflict(systemStatusMessages.nodeOnline(nodeId));
    await this.#deps.nodes.delete(serviceId, nodeId);
  }

  async #register(): Promise<void> {
    const { self } = this.#deps;
    await this.#deps.nodes.register({
      node_id: self.nodeId,
      service_id: await this.serviceId(),
      address: self.address,
      version: self.version,
      micro_services: JSON.stringify(MICRO_SERVICES),
      started_at: this.#startedAt,
      heartbeat_ms: this.#deps.heartbeatMillis,
      settings_fingerprint: JSON.stringify(this.#deps.settingsFingerprint),
    });
  }

  /** One heartbeat; a node that was removed, or judged dead, meanwhile registers again. */
  async beat(): Promise<void> {
    if (!this.#startedAt || this.#stopping) return;
    try {
      if (!(await this.#deps.nodes.heartbeat(this.nodeId)) && !this.#stopping) await this.#register();
      this.#beating = true;
    } catch (error) {
      // The database may be away for a moment; the node turns Offline for others until it is back.
      this.#beating = false;
      this.#deps.log.warn({ err: error }, 'node heartbeat failed');
    }
  }
}

function missedHeartbeats(row: SeenNode): boolean {
  return row.seen_at - row.last_heartbeat > MISSED_HEARTBEATS * row.heartbeat_ms;
}

/** The shared settings in which an Online node differs from any other Online node. */
function differingFromOthers(row: SeenNode, online: readonly SeenNode[]): string[] {
  const own = fingerprintOf(row.settings_fingerprint);
  if (!own) return [];
  const names = new Set<string>();
  for (const other of online) {
    const theirs = fingerprintOf(other.settings_fingerprint);
    if (other.node_id === row.node_id || !theirs) continue;
    for (const name of settingsThatDiffer(own, theirs)) names.add(name);
  }
  return [...names].sort();
}
