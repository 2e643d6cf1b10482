import { supportBundleRoutes } from '@arca/contract';
import { NotFound } from '../../lib/errors.ts';
import { handle } from '../../lib/routes.ts';
import type { NodeForwarder } from '../nodes/node-forward.ts';
import { logFilesFor, redactedLogFile } from './bundle-contents.ts';

export interface NodeLogsDeps {
  dataDir: string;
  forwarder: NodeForwarder;
  flushLogs: () => void;
}

/** Every log file there is, whatever its days: a file is sent by name once it was listed. */
const ALL_DAYS = { from: 0, to: Number.MAX_SAFE_INTEGER };

/**
 * This node's side of a bundle made on another node (other-nodes-logs.ts): the log files of the
 * bundle's days, then each file, redacted as in a bundle of its own. For the node making the
 * bundle, signed, or an administrator.
 */
export function nodeLogsRoutes(deps: NodeLogsDeps) {
  return [
    handle(supportBundleRoutes.nodeLogs, async (request) => {
      deps.forwarder.requireAdminOrNode(request);
      deps.flushLogs();
      const range = { from: Number(request.query.from), to: Number(request.query.to) };
      const files = await logFilesFor(deps.dataDir, range);
      return { files: files.map(({ name, modified }) => ({ name, modified })) };
    }),
    handle(supportBundleRoutes.nodeLogFile, async (request, reply) => {
      deps.forwarder.requireAdminOrNode(request);
      const file = (await logFilesFor(deps.dataDir, ALL_DAYS)).find((each) => each.name === request.params.name);
      if (!file) throw new NotFound(`No log file '${request.params.name}' on this node`);
      return reply.type('text/plain; charset=utf-8').send(redactedLogFile(file));
    }),
  ];
}
