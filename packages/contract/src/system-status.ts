import type { LicenseName } from './licenses.ts';
import { apiUrl, consoleUrl, route } from './routes/route.ts';

/**
 * Nodes and their health (shell.md §3 "Service status", admin-and-widgets.md §2, §3, §7): every
 * server process registers itself and heartbeats; a node whose heartbeat stops is Offline.
 */

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
  /**
   * Present on an Online node started with other values than another Online node's for settings
   * every node must share: their variables' names (ARCA_BASE_URL, ARCA_FEATURE_FLAGS, …).
   */
  settings_differ?: string[];
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

const nodeStateSchema = { type: 'string', enum: ['HEALTHY', 'UNHEALTHY'] } as const;

export const nodesStatusSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['service_id', 'state', 'node_id'],
    properties: { service_id: { type: 'string' }, state: nodeStateSchema, node_id: { type: 'string' } },
  },
} as const;

export const haStatusSchema = {
  type: 'object',
  required: ['isHa', 'nodeCount'],
  properties: { isHa: { type: 'boolean' }, nodeCount: { type: 'integer' } },
} as const;

export const serviceStatusSchema = {
  type: 'object',
  required: ['services'],
  properties: {
    services: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type', 'nodes'],
        properties: {
          type: { type: 'string' },
          nodes: {
            type: 'array',
            items: {
              type: 'object',
              required: [
                'node_id',
                'status',
                'last_heartbeat',
                'uptime',
                'micro_services',
                'service_id',
                'address',
                'version',
              ],
              properties: {
                node_id: { type: 'string' },
                status: { type: 'string', enum: [NODE_ONLINE, NODE_OFFLINE] },
                last_heartbeat: { type: 'integer' },
                uptime: { type: ['integer', 'null'] },
                micro_services: { type: 'array', items: { type: 'string' } },
                service_id: { type: 'string' },
                address: { type: 'string' },
                version: { type: 'string' },
                settings_differ: { type: 'array', items: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  },
} as const;

const healthEntry = {
  node_id: { type: 'string' },
  state: nodeStateSchema,
  message: { type: 'string' },
} as const;

export const routerHealthSchema = {
  type: 'object',
  required: ['router', 'services'],
  properties: {
    router: { type: 'object', required: ['node_id', 'state', 'message'], properties: healthEntry },
    services: {
      type: 'array',
      items: {
        type: 'object',
        required: ['service_id', 'node_id', 'state', 'message'],
        properties: { service_id: { type: 'string' }, ...healthEntry },
      },
    },
  },
} as const;

const nodeParams = {
  type: 'object',
  required: ['serviceId', 'nodeId'],
  properties: {
    serviceId: { type: 'string', minLength: 1, maxLength: 128 },
    nodeId: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;

const tag = 'Service status';

/** The status of the platform's nodes, node removal and router health. */
export const systemStatusRoutes = {
  nodes: route<{ reply: NodeStatusItem[] }>()({
    method: 'GET',
    path: '/system/status/nodes',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Each node with its service and whether it is healthy',
    responses: { 200: nodesStatusSchema },
  }),
  ha: route<{ reply: HaStatus }>()({
    method: 'GET',
    path: '/system/status/ha',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Whether several nodes share this platform, and how many',
    responses: { 200: haStatusSchema },
  }),
  services: route<{ reply: ServiceStatus }>()({
    method: 'GET',
    path: '/system/status/services',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Each service type with its nodes, their heartbeat, uptime and version',
    responses: { 200: serviceStatusSchema },
  }),
  removeNode: route()({
    method: 'DELETE',
    path: '/access/api/v1/topology/:serviceId/:nodeId',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Removes an offline node from the platform',
    params: nodeParams,
    responses: { 204: {} },
  }),
  health: route<{ reply: RouterHealth }>()({
    method: 'GET',
    path: '/router/api/v1/system/health',
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'This node and its service: healthy, or 503 when the database does not answer',
    responses: { 200: routerHealthSchema, 503: routerHealthSchema },
  }),
} as const;

export const systemStatusPaths = {
  /** R28.042 */
  nodes: consoleUrl(systemStatusRoutes.nodes),
  /** R28.043 */
  ha: consoleUrl(systemStatusRoutes.ha),
  /** The service status view: per service type, its nodes (R20.01). */
  services: consoleUrl(systemStatusRoutes.services),
  /** R28.044 */
  deleteNode: (serviceId: string, nodeId: string) => apiUrl(systemStatusRoutes.removeNode, { serviceId, nodeId }),
  /** Router health, read without authentication (jfrog-wire-compat §5). */
  health: apiUrl(systemStatusRoutes.health),
} as const;
