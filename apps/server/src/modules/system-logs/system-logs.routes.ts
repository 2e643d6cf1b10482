import { type LogConfig, type LogData, SERVER_LOG_REFRESH_MILLIS, systemLogMessages } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { NotFound } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { NodeForwarder } from '../nodes/node-forward.ts';
import type { LogFiles } from './log-files.ts';

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
    // Checked by LogFiles, so a bad value gets the viewer's own message.
    file_size: { type: 'string', maxLength: 32 },
  },
} as const;

interface LogRequest {
  Params: { type: string };
  Querystring: { nodeId?: string; id?: string; file_size?: string };
}

/**
 * The live log viewer's calls (R28.053, R28.054), mounted at /ui/api/v1/system/logs. A request for
 * another node's logs is answered by that node.
 */
export function systemLogsRoutes(files: LogFiles, forwarder: NodeForwarder) {
  return async function register(app: FastifyInstance) {
    const schema = { params: typeParams, querystring: logQuery, response: errorResponses };

    app.get<LogRequest>('/config/:type', { schema }, async (request, reply) => {
      forwarder.requireAdminOrNode(request);
      if (await forwarder.forward(request, reply, request.query.nodeId, systemLogMessages)) return reply;
      const { type } = request.params;
      if (!files.hosts(type)) throw new NotFound(systemLogMessages.serviceNotOnNode(type, forwarder.selfId));
      const config: LogConfig = { logs: await files.list(type), refresh_rate_millis: SERVER_LOG_REFRESH_MILLIS };
      return config;
    });

    app.get<LogRequest>('/data/:type', { schema }, async (request, reply) => {
      forwarder.requireAdminOrNode(request);
      if (await forwarder.forward(request, reply, request.query.nodeId, systemLogMessages)) return reply;
      const { type } = request.params;
      if (!files.hosts(type)) throw new NotFound(systemLogMessages.serviceNotOnNode(type, forwarder.selfId));
      const data: LogData = await files.read(type, request.query.id ?? '', request.query.file_size);
      return data;
    });
  };
}
