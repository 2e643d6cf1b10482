// PostgreSQL, Ceph's S3 gateway, nginx and a cluster of Arca nodes for the cluster figures, run by
// cluster-services.sh with scripts/cluster.sh's own functions (the bench starts them as
// `npm run cluster` does, rather than a second way). The script answers on its stdout, one line a
// command; what it prints besides goes to `logFile`.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const SCRIPT = new URL('./cluster-services.sh', import.meta.url).pathname;

/**
 * Starts the services with one cluster node behind nginx. Resolves to `{ url, adminPassword,
 * postgres (a server URL without a database), s3: { endpoint, region, accessKeyId,
 * secretAccessKey, bucket }, nginx (its version), nodePids(), nodes(n), stop() }`: `url` is nginx's
 * address, `nodes(n)` makes nodes 1..n answer behind it, `nodePids()` gives the running nodes' session
 * leaders (`npm start`, the server below it), `stop()` stops and removes everything.
 */
export async function startClusterServices(logFile) {
  const logFd = openSync(logFile, 'a');
  // Not a group of its own: Ctrl-C on the bench reaches it too, and it then stops what it started
  // (the nodes, PostgreSQL and Ceph run in sessions of their own). A bench that dies closes its
  // stdin, which stops it as well.
  const child = spawn('bash', [SCRIPT], { stdio: ['pipe', 'pipe', logFd] });
  closeSync(logFd);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const answer = async (what) => {
    const { value, done } = await lines.next();
    if (done) {
      const { code, signal } = await exited;
      const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
      throw new Error(`the cluster's services stopped (exit ${code ?? signal}) while ${what}:\n${tail}`);
    }
    return value;
  };
  const stop = async () => {
    child.stdin.end();
    await exited;
  };
  try {
    const { dir, ...facts } = JSON.parse(await answer('starting'));
    let running = 1;
    return {
      ...facts,
      async nodes(count) {
        child.stdin.write(`nodes ${count}\n`);
        const reply = await answer(`going to ${count} node(s)`);
        if (reply !== `ok ${count}`) throw new Error(`the cluster's services answered "${reply}" to nodes ${count}`);
        running = count;
      },
      nodePids: () =>
        Array.from({ length: running }, (_, i) => Number(readFileSync(join(dir, `node-${i + 1}`, 'pid'), 'utf8'))),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
