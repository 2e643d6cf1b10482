import type { LicenseName } from './licenses.ts';
import { UI_API } from './prefixes.ts';

/**
 * Nodes and their health (shell.md §3 "Service status", admin-and-widgets.md §2, §3, §7): every
 * server process registers itself and heartbeats; a node whose heartbeat stops is Offline.
 */
export const systemStatusPaths = {
  /** R28.042 */
  nodes: `${UI_API}/system/status/nodes`,
  /** R28.043 */
  ha: `${UI_API}/system/status/ha`,
  /** The service status view: per service type, its nodes (R20.01). */
  services: `${UI_API}/system/status/services`,
  /** R28.044 */
  deleteNode: (serviceId: string, nodeId: string) =>
    `/access/api/v1/topology/${encodeURIComponent(serviceId)}/${encodeURIComponent(nodeId)}`,
  /** Router health, read without authentication (jfrog-wire-compat §5). */
  health: '/router/api/v1/system/health',
} as const;

/** The node states of the nodes status and the router health. */
export type NodeState = 'HEALTHY' | 'UNHEALTHY';

/** One item of `GET /system/status/nodes` (R20.07). */
export interface NodeStatusItem {
  service_id: string;
  state: NodeState;
  node_id: string;
}

/** Service status strings (shell.md §9). */
export const NODE_ONLINE = 'Online';
export const NODE_OFFLINE = 'Offline';
export type NodeStatus = typeof NODE_ONLINE | typeof NODE_OFFLINE;

/** A node in the service status view (R20.02). */
export interface ServiceStatusNode {
  node_id: string;
  status: NodeStatus;
  /** When the node last reported, epoch milliseconds. */
  last_heartbeat: number;
  /** Seconds since the node started; null when it is offline. */
  uptime: number | null;
  /** The services the process hosts beside the artifact service. */
  micro_services: string[];
  service_id: string;
  /** Where other nodes reach it. */
  address: string;
  version: string;
}

/** `GET /system/status/services`: the service types of the platform, each with its nodes. */
export interface ServiceStatus {
  services: { type: string; nodes: ServiceStatusNode[] }[];
}

/** `GET /system/status/ha` (R20.08). */
export interface HaStatus {
  /** More than one node shares this platform's database. */
  isHa: boolean;
  nodeCount: number;
}

/**
 * Licences that run several nodes (O55): the enterprise family, where the log viewer builds its
 * service list from the nodes status (R19.14).
 */
export const HA_LICENSES: readonly LicenseName[] = [
  'ENTERPRISE',
  'ENTERPRISE_X',
  'ENTERPRISE_PLUS',
  'ENTERPRISE_PLUS_TRIAL',
];

/** `GET /router/api/v1/system/health` (jfrog-wire-compat §5). */
export interface RouterHealth {
  router: { node_id: string; state: NodeState; message: string };
  services: { service_id: string; node_id: string; state: NodeState; message: string }[];
}

export const systemStatusMessages = {
  nodeNotFound: (nodeId: string) => `Node '${nodeId}' was not found`,
  nodeOnline: (nodeId: string) => `Node '${nodeId}' is online: only an offline node can be removed`,
} as const;
