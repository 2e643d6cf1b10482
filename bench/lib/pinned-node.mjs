// Arca runs its TypeScript sources with the Node the project pins (24); the machine's own node may be
// older, so a command started with it continues under the pinned one.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const PINNED_NODE = join(ROOT, 'node_modules/.bin/node');

/**
 * Re-runs this process's command under the pinned Node 24 and exits with its status when the
 * running node is older; exits with a message when no Node 24 is at hand. Resolves under Node 24.
 * `what` names the command in that message. SIGINT and SIGTERM sent to this process go on to the
 * re-run one, so that it stops its servers and load generators rather than outlive this one.
 */
export async function ensurePinnedNode(what = 'bench') {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 24) return;
  if (existsSync(PINNED_NODE)) {
    const child = spawn(PINNED_NODE, process.argv.slice(1), { stdio: 'inherit' });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    const status = await new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
    process.exit(status);
  }
  console.error(`${what} needs Node 24 (this is ${process.version}); run \`npm ci\` at the root first`);
  process.exit(1);
}
