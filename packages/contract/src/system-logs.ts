import { UI_API } from './prefixes.ts';

/** The live log viewer's calls (admin-and-widgets.md §3, §7; R28.053, R28.054). */
export const systemLogPaths = {
  /** `?nodeId=` */
  config: (type: string) => `${UI_API}/system/logs/config/${encodeURIComponent(type)}`,
  /** `?nodeId=&id=&file_size=` */
  data: (type: string) => `${UI_API}/system/logs/data/${encodeURIComponent(type)}`,
} as const;

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
