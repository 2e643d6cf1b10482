import {
  type HaStatus,
  type LogConfig,
  type LogData,
  type NodeStatusItem,
  type ServiceStatus,
  type ServiceStatusNode,
  systemLogRoutes,
  systemStatusRoutes,
} from '@arca/contract';
import { HttpResponse } from 'msw';
import { mockCall } from '../../test/mock-call.ts';

/** Nodes, services and log files the monitoring screens' tests share. */
export const SERVICE_ID = 'jfrt@01hxk7q2';

export function statusNode(overrides: Partial<ServiceStatusNode> = {}): ServiceStatusNode {
  return {
    node_id: 'arca-1',
    status: 'Online',
    last_heartbeat: Date.now() - 4000,
    uptime: 2 * 86_400 + 3 * 3600 + 17,
    micro_services: ['access', 'event', 'metadata'],
    service_id: SERVICE_ID,
    address: 'http://10.0.0.11:8082',
    version: '0.1.0',
    ...overrides,
  };
}

/** Made afresh for each use: the heartbeats are relative to now. */
export function twoNodeStatus(): ServiceStatus {
  return {
    services: [
      {
        type: 'artifactory',
        nodes: [
          statusNode(),
          statusNode({
            node_id: 'arca-2',
            status: 'Offline',
            uptime: null,
            last_heartbeat: Date.now() - 3 * 60_000,
            address: 'http://10.0.0.12:8082',
          }),
        ],
      },
    ],
  };
}

export const twoNodeItems: NodeStatusItem[] = [
  { service_id: SERVICE_ID, state: 'HEALTHY', node_id: 'arca-1' },
  { service_id: SERVICE_ID, state: 'HEALTHY', node_id: 'arca-3' },
  { service_id: SERVICE_ID, state: 'UNHEALTHY', node_id: 'arca-2' },
  { service_id: 'jfxr@9', state: 'HEALTHY', node_id: 'xray-1' },
];

/** The status reads; `calls` records the paths asked for. */
export function statusHandlers(options: { status?: ServiceStatus; nodes?: NodeStatusItem[]; ha?: HaStatus } = {}) {
  const calls: string[] = [];
  const record = (request: Request) => calls.push(new URL(request.url).pathname);
  const handlers = [
    mockCall(systemStatusRoutes.services, ({ request }) => {
      record(request);
      return options.status ?? twoNodeStatus();
    }),
    mockCall(systemStatusRoutes.nodes, ({ request }) => {
      record(request);
      return options.nodes ?? twoNodeItems;
    }),
    mockCall(systemStatusRoutes.ha, ({ request }) => {
      record(request);
      return options.ha ?? { isHa: true, nodeCount: 3 };
    }),
  ];
  return { calls, handlers };
}

/** One log read as the server answered it. */
export interface LogRead {
  type: string;
  nodeId: string | null;
  id: string | null;
  fileSize: string | null;
}

/**
 * A node's log files that tests write to; the data call answers the bytes after `file_size`, as
 * the server does, and `reads` records each call's query.
 */
export function logHandlers(options: { files?: Record<string, string>; refreshMillis?: number | null } = {}) {
  const files: Record<string, string> = options.files ?? {
    'artifactory-service.log': '{"msg":"started"}\n',
    'artifactory-request.log': '{"method":"GET","path":"/ui/"}\n',
  };
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const reads: LogRead[] = [];
  const configs: { type: string; nodeId: string | null }[] = [];
  const handlers = [
    mockCall(systemLogRoutes.config, ({ request, params }) => {
      const url = new URL(request.url);
      configs.push({ type: String(params.type), nodeId: url.searchParams.get('nodeId') });
      const body: Partial<LogConfig> = { logs: Object.keys(files) };
      if (options.refreshMillis !== null) body.refresh_rate_millis = options.refreshMillis ?? 5000;
      // Sent as it is: a test may leave the refresh period out, as an older server would.
      return HttpResponse.json(body);
    }),
    mockCall(systemLogRoutes.data, ({ request, params }) => {
      const url = new URL(request.url);
      const read: LogRead = {
        type: String(params.type),
        nodeId: url.searchParams.get('nodeId'),
        id: url.searchParams.get('id'),
        fileSize: url.searchParams.get('file_size'),
      };
      reads.push(read);
      const bytes = encoder.encode(files[read.id ?? ''] ?? '');
      const from = Math.min(Number(read.fileSize ?? 0), bytes.length);
      const body: LogData = {
        log_content: decoder.decode(bytes.subarray(from)),
        file_size: bytes.length,
        last_update_modified: Date.UTC(2026, 10, 26, 9, 15, 30),
        last_update_label: Date.UTC(2026, 10, 26, 9, 15, 42),
      };
      return body;
    }),
  ];
  return {
    handlers,
    reads,
    configs,
    /** Writes more lines to a file, as a running service would. */
    write: (file: string, text: string) => {
      files[file] = (files[file] ?? '') + text;
    },
  };
}
