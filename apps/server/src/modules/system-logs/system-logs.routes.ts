import { type LogConfig, SERVER_LOG_REFRESH_MILLIS, systemLogMessages, systemLogRoutes } from '@arca/contract';
import { NotFound } from '../../lib/errors.ts';
import { handle } from '../../lib/routes.ts';
import type { NodeForwarder } from '../nodes/node-forward.ts';
import type { LogFiles } from './log-files.ts';

/**
 * The live log viewer's calls (R28.053, R28.054), for administrators and for another node asking
 * on an administrator's behalf. A request for another node's logs is answered by that node.
 */
export function systemLogsRoutes(files: LogFiles, forwarder: NodeForwarder) {
  return [
    handle(systemLogRoutes.config, async (request, reply) => {
      forwarder.requireAdminOrNode(request);
      if (await forwarder.forward(request, reply, request.query.nodeId, systemLogMessages)) return reply;
      const { type } = request.params;
      if (!files.hosts(type)) throw new NotFound(systemLogMessages.serviceNotOnNode(type, forwarder.selfId));
      const config: LogConfig = { logs: await files.list(type), refresh_rate_millis: SERVER_LOG_REFRESH_MILLIS };
      return config;
    }),
    handle(systemLogRoutes.data, async (request, reply) => {
      forwarder.requireAdminOrNode(request);
      if (await forwarder.forward(request, reply, request.query.nodeId, systemLogMessages)) return reply;
      const { type } = request.params;
      if (!files.hosts(type)) throw new NotFound(systemLogMessages.serviceNotOnNode(type, forwarder.selfId));
      return files.read(type, request.query.id ?? '', request.query.file_size);
    }),
  ];
}
