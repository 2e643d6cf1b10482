import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '@arca/test-support';

const ROOT = resolve(import.meta.dirname, '../..');
/** The Node options package.json's start script gives the server (`node --max-semi-space-size=8 --expose-gc …`). */
const START_NODE_OPTIONS = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(' ')
  .filter((word) => word.startsWith('--'));

export interface ArcaServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
  /** Ends the process at once, as a crash would: no clean shutdown. The data dir stays until `stop`. */
  crash(): Promise<void>;
}

export interface StartOptions {
  /** Runs on the fresh data dir before the server starts (e.g. to give it a cluster's master key). */
  prepare?(dataDir: string): void;
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output()}`);
    const ok = await fetch(`${url}/artifactory/api/v1/system/readiness`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not become ready: ${output()}`);
}

/** The real server (built console included) on a free port with a fresh data dir. */
export async function startArcaServer(env: Record<string, string>, options: StartOptions = {}): Promise<ArcaServer> {
  if (!existsSync(join(ROOT, 'apps/console/dist/index.html'))) {
    throw new Error('The console is not built: run `npm run build` before the end-to-end tests.');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'arca-e2e-'));
  options.prepare?.(dataDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  // As `npm start` runs it: the prebuilt bundle (rebuilt first when a source changed), so the
  // journeys exercise what is shipped.
  const child = spawn(process.execPath, [...START_NODE_OPTIONS, join(ROOT, 'scripts/start.mjs')], {
    env: {
      PATH: process.env.PATH ?? '',
      ARCA_DATA_DIR: dataDir,
      ARCA_PORT: String(port),
      ARCA_BASE_URL: baseUrl,
      // Journeys start on a fresh server; only the onboarding journey wants quick setup offered.
      ARCA_SKIP_ONBOARDING: 'true',
      // Remote repositories and integrations of the journeys point at stand-ins on this machine.
      ARCA_OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  await waitUntilReady(baseUrl, child, () => output);
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((done) => child.once('exit', done));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
    async crash() {
      child.kill('SIGKILL');
      if (child.exitCode === null && child.signalCode === null) await new Promise((done) => child.once('exit', done));
    },
  };
}
