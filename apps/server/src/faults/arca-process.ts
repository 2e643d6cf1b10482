import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@arca/test-support';
import { testDatabaseUrl } from '../test/build-test-app.ts';

const MAIN = new URL('../main.ts', import.meta.url).pathname;
export const ADMIN_PASSWORD = 'Fault-Test-Passw0rd';
export const adminAuth = `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`;

/**
 * A real Arca process, for tests that end it as a crash would (SIGKILL) and start it again over
 * the same data dir and database. Unlike `buildTestApp`, nothing runs in the test's own process.
 */
export interface ArcaProcess {
  baseUrl: string;
  dataDir: string;
  /** The database the process runs on: undefined for the data dir's SQLite file. */
  databaseUrl: string | undefined;
  /** SIGKILL: no shutdown hook runs, open files and transactions are cut where they are. */
  crash(): Promise<void>;
  /** A new process over the same data dir, database and port. */
  restart(): Promise<ArcaProcess>;
  /** Ends the process and removes its data dir and database. */
  dispose(): Promise<void>;
  /** What the process printed, for failure messages. */
  output(): string;
}

export interface ArcaProcessOptions {
  env?: Record<string, string>;
  /** Another data dir than a fresh temp dir (e.g. on a small file system). */
  dataDir?: string;
  /** Another database than a fresh one on the test database server (e.g. a cluster the test restarts). */
  databaseUrl?: string;
}

let databaseCount = 0;

/**
 * On PostgreSQL (ARCA_TEST_DATABASE_URL set), a new database of its own beside the test database,
 * with a function that drops it; on SQLite, undefined.
 */
export async function freshDatabase(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  if (!testDatabaseUrl) return { url: undefined, drop: async () => undefined };
  const name = `fault_${process.pid}_${++databaseCount}_${Date.now().toString(36)}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

async function adminQuery(sql: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`Arca exited: ${output()}`);
    const ok = await fetch(`${baseUrl}/artifactory/api/v1/system/readiness`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Arca did not become ready: ${output()}`);
}

async function launch(
  dataDir: string,
  databaseUrl: string | undefined,
  port: number,
  env: Record<string, string>,
  cleanup: () => Promise<void>,
): Promise<ArcaProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  let printed = '';
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      ARCA_DATA_DIR: dataDir,
      ARCA_PORT: String(port),
      ARCA_BASE_URL: baseUrl,
      ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD,
      ARCA_SKIP_ONBOARDING: 'true',
      // Upstreams and webhook receivers of the tests listen on 127.0.0.1.
      ARCA_OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true',
      ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      ...(databaseUrl ? { ARCA_DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (d: Buffer) => {
    printed += d;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      await exited;
    }
  };
  await waitUntilReady(baseUrl, child, () => printed).catch(async (error) => {
    await end('SIGKILL');
    throw error;
  });
  return {
    baseUrl,
    dataDir,
    databaseUrl,
    crash: () => end('SIGKILL'),
    async restart() {
      await end('SIGKILL');
      return launch(dataDir, databaseUrl, port, env, cleanup);
    },
    async dispose() {
      await end('SIGTERM');
      await cleanup();
    },
    output: () => printed,
  };
}

/** Starts Arca on a fresh data dir and, on PostgreSQL, a fresh database; ready when it resolves. */
export async function startArcaProcess(options: ArcaProcessOptions = {}): Promise<ArcaProcess> {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'arca-fault-'));
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => undefined }
    : await freshDatabase();
  const cleanup = async () => {
    await database.drop();
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return launch(dataDir, database.url, await freePort(), options.env ?? {}, cleanup);
}
