import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { trackGroup } from '../lib/processes.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;

/** package.json's start script: Node with the server's options, then scripts/start.mjs (ADR 022). */
export function npmStartScript() {
  return JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start;
}

/** What `npm start` runs, npm itself left out: its start script, with this Node and absolute paths. */
export function npmStartCommand() {
  const [node, ...args] = npmStartScript().split(' ');
  if (node !== 'node') throw new Error(`package.json's start script no longer starts with node: ${npmStartScript()}`);
  return { command: process.execPath, args: args.map((arg) => (arg.startsWith('-') ? arg : join(ROOT, arg))) };
}

/**
 * Starts Arca on a free port, as `npm start` does; `stop()` ends it. Without `dataDir` it runs on a
 * scratch data dir that `stop()` removes; with one, the data stays (a bench that seeds a database
 * restarts on it).
 * `env` adds settings such as ARCA_DATABASE_URL.
 */
export async function startArca(adminPassword, options = {}) {
  const scratch = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'arca-bench-'));
  const { command, args } = npmStartCommand();
  const server = spawn(command, args, {
    env: {
      PATH: process.env.PATH,
      ARCA_DATA_DIR: dataDir,
      ARCA_PORT: '0',
      ARCA_ADMIN_PASSWORD: adminPassword,
      // For profiling a scenario's server: ARCA_BENCH_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
      ...(process.env.ARCA_BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.ARCA_BENCH_NODE_OPTIONS } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  trackGroup(server);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const baseUrl = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/ready at (http:\/\/[^ ]+)\/ui\//);
      if (match) resolve(match[1]);
    });
    server.on('exit', () => reject(new Error(`the server stopped: ${out}`)));
  });
  return {
    baseUrl,
    dataDir,
    pid: server.pid,
    /** Ends the server; the promise settles once it has exited. */
    stop() {
      server.kill();
      return exited.then(() => {
        if (scratch) rmSync(dataDir, { recursive: true, force: true });
      });
    },
  };
}
