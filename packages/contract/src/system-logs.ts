import { consoleUrl, route } from './routes/route.ts';

/** R19.22 */
export interface LogConfig {
  /** The log files of the service on the node, newest first by name. */
  logs: string[];
  refresh_rate_millis: number;
}

/** R19.23: the bytes after `file_size`, so the viewer appends. */
export interface LogData {
  log_content: string;
  /** The file's size now: the offset of the next read. */
  file_size: number;
  /** When the file last changed, epoch milliseconds. */
  last_update_modified: number;
  /** When the server read it, epoch milliseconds. */
  last_update_label: number;
}

/** The query of both calls: `nodeId` names the node whose logs are read, `id` and `file_size` the file and offset. */
export interface LogQuery {
  nodeId?: string;
  id?: string;
  file_size?: string;
}

const typeParams = {
  type: 'object',
  required: ['type'],
  properties: { type: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const logQuery = {
  type: 'object',
  properties: {
    nodeId: { type: 'string', maxLength: 128 },
    id: { type: 'string', maxLength: 256 },
    // Checked by the server's log reader, so a bad value gets the viewer's own message.
    file_size: { type: 'string', maxLength: 32 },
  },
} as const;

export const logConfigSchema = {
  type: 'object',
  required: ['logs', 'refresh_rate_millis'],
  properties: { logs: { type: 'array', items: { type: 'string' } }, refresh_rate_millis: { type: 'integer' } },
} as const;

export const logDataSchema = {
  type: 'object',
  required: ['log_content', 'file_size', 'last_update_modified', 'last_update_label'],
  properties: {
    log_content: { type: 'string' },
    file_size: { type: 'integer' },
    last_update_modified: { type: 'integer' },
    last_update_label: { type: 'integer' },
  },
} as const;

const tag = 'System logs';

/**
 * The live log viewer's calls (admin-and-widgets.md §3, §7; R28.053, R28.054), for administrators
 * and for the node another node asks on an administrator's behalf, so open to that node's signed
 * call as well. A request for another node's logs is answered by that node.
 */
export const systemLogRoutes = {
  config: route<{ query: LogQuery; reply: LogConfig }>()({
    method: 'GET',
    path: '/system/logs/config/:type',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: "A service's log files on a node, and how often the viewer refreshes (administrators)",
    params: typeParams,
    query: logQuery,
    responses: { 200: logConfigSchema },
  }),
  data: route<{ query: LogQuery; reply: LogData }>()({
    method: 'GET',
    path: '/system/logs/data/:type',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'The lines of a log file after a byte offset (administrators)',
    params: typeParams,
    query: logQuery,
    responses: { 200: logDataSchema },
  }),
} as const;

export const systemLogPaths = {
  /** `?nodeId=` */
  config: (type: string) => consoleUrl(systemLogRoutes.config, { type }),
  /** `?nodeId=&id=&file_size=` */
  data: (type: string) => consoleUrl(systemLogRoutes.data, { type }),
} as const;

/**
 * The log services (R19.11), each with its log key, the type in the calls (O55), and the prefix
 * of its service id in the nodes status.
 */
export const logServices = [
  { key: 'artifactory', label: 'Artifactory', serviceIdPrefix: 'jfrt' },
  { key: 'mc', label: 'Mission Control', serviceIdPrefix: 'jfmc' },
  { key: 'xray', label: 'Xray', serviceIdPrefix: 'jfxr' },
  { key: 'distribution', label: 'Distribution', serviceIdPrefix: 'jfds' },
  { key: 'pipelines', label: 'Pipelines', serviceIdPrefix: 'jfpip' },
  { key: 'insight', label: 'Insight', serviceIdPrefix: 'jfin' },
] as const;

export type LogServiceKey = (typeof logServices)[number]['key'];

/** R19.12 */
export const DEFAULT_LOG_SERVICE: LogServiceKey = 'artifactory';

/** R27.08: the refresh period when the server gives none. */
export const DEFAULT_LOG_REFRESH_MILLIS = 10_000;
/** R27.09 */
export const LOG_COUNTDOWN_TICK_MILLIS = 1000;

/** How often the server tells the viewer to refresh. */
export const SERVER_LOG_REFRESH_MILLIS = 5000;

/** Log reads are capped, so a viewer far behind catches up in steps and a reply stays small. */
export const LOG_READ_MAX_BYTES = 512 * 1024;

export const systemLogMessages = {
  waiting: 'Waiting for Logs...',
  noData: 'No Data Fetched',
  serviceNotOnNode: (type: string, nodeId: string) => `No ${type} service runs on node '${nodeId}'`,
  fileNotFound: (id: string) => `Log file '${id}' was not found`,
  badFileSize: 'file_size must be a whole number of bytes, 0 or more',
  nodeNotFound: (nodeId: string) => `Node '${nodeId}' was not found`,
  nodeUnreachable: (nodeId: string) => `Node '${nodeId}' did not answer`,
} as const;
