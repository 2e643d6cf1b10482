import { NODE_ONLINE, type NodeLogFile, type ServiceStatusNode, supportBundlePaths } from '@arca/contract';
import type { ZipWriter } from '../../lib/zip-writer.ts';
import type { NodeAddress, NodeForwarder } from '../nodes/node-forward.ts';

/** How long another node has to list its logs, and to send one file (a rotated file is 25 MB at most). */
const LIST_TIMEOUT_MILLIS = 15_000;
const FILE_TIMEOUT_MILLIS = 120_000;

export interface OtherNodesLogsDeps {
  selfId: string;
  nodes: () => Promise<ServiceStatusNode[]>;
  forwarder: NodeForwarder;
}

/**
 * The logs of the other Online nodes, for a bundle made on this one: each node lists the files of
 * the bundle's days and sends each redacted (support-bundles.routes.ts), and they go in under
 * `nodes/<id>/logs/`. A node that does not answer, or fails part-way, leaves
 * `nodes/<id>/not-gathered.txt` saying so, beside what it did send, and the bundle is made all
 * the same. A file is read whole before it goes in: a zip entry cut off by a node going away
 * would spoil the whole bundle.
 */
export function otherNodesLogs(deps: OtherNodesLogsDeps) {
  return async (zip: ZipWriter, range: { from: number; to: number }): Promise<void> => {
    const others = (await deps.nodes()).filter((node) => node.status === NODE_ONLINE && node.node_id !== deps.selfId);
    for (const node of others) {
      const folder = `nodes/${node.node_id}`;
      const target = { id: node.node_id, address: node.address };
      let files: NodeLogFile[];
      try {
        files = await listed(deps.forwarder, target, range);
      } catch (error) {
        await zip.addBuffer(`${folder}/not-gathered.txt`, notGathered(node, 'list its log files', error));
        continue;
      }
      for (const file of files) {
        let content: Buffer;
        try {
          content = await fetched(deps.forwarder, target, file.name);
        } catch (error) {
          await zip.addBuffer(`${folder}/not-gathered.txt`, notGathered(node, `send ${file.name}`, error));
          break;
        }
        await zip.addBuffer(`${folder}/logs/${file.name}`, content, { modified: new Date(file.modified) });
      }
    }
  };
}

async function listed(forwarder: NodeForwarder, node: NodeAddress, range: { from: number; to: number }) {
  const answer = await forwarder.ask(
    node,
    `${supportBundlePaths.nodeLogs}?from=${range.from}&to=${range.to}`,
    LIST_TIMEOUT_MILLIS,
  );
  if (!answer.ok) throw new Error(`it answered ${answer.status}`);
  return ((await answer.json()) as { files: NodeLogFile[] }).files;
}

async function fetched(forwarder: NodeForwarder, node: NodeAddress, name: string): Promise<Buffer> {
  const answer = await forwarder.ask(node, supportBundlePaths.nodeLogFile(name), FILE_TIMEOUT_MILLIS);
  if (!answer.ok) throw new Error(`it answered ${answer.status}`);
  return Buffer.from(await answer.arrayBuffer());
}

function notGathered(node: ServiceStatusNode, what: string, error: unknown): string {
  // fetch says only "fetch failed"; the cause names what went wrong (ECONNREFUSED, a timeout).
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return `Node ${node.node_id} (${node.address}) did not ${what} for this bundle: ${reason}\n`;
}
