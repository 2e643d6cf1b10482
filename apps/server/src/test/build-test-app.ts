import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { ACCESS_COOKIE, apiPaths, CSRF_HEADER, CSRF_HEADER_VALUE } from '@arca/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { prepareDataDir } from '../data-dir.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { MASTER_KEY_FILE } from '../lib/encryption.ts';
import type { StorageListeners } from '../modules/storage/storage-events.ts';
import { createLogFiles, type LogFiles } from '../plugins/logging.ts';

export const ADMIN_PASSWORD = 'Adm1n-Test-Password';

export interface TestApp {
  server: FastifyInstance;
  /** Where stored-file changes are told: a test adds a listener to see them. */
  storageListeners: StorageListeners;
  config: Config;
  database: DatabaseHandle;
  dataDir: string;
  /** The PostgreSQL schema of this app, when the tests run on PostgreSQL. */
  schema: string | undefined;
  /** Logs in through the console call and returns the Cookie header value. */
  login(user: string, password: string): Promise<string>;
  /** Headers of a console request authenticated by that cookie. */
  asConsole(cookie: string): Record<string, string>;
  /** Switches anonymous access on or off as the first administrator would. */
  setAnonymousAccess(enabled: boolean): Promise<void>;
  /** One API request, as the first administrator unless other headers are given. */
  call(
    method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** Creates repositories as the first administrator would, generic and local unless told. */
  createRepositories(
    keys: readonly string[],
    config?: { rclass?: string; packageType?: string } & Record<string, unknown>,
  ): Promise<void>;
  /** Creates a user with that password, as the first administrator would. */
  createUser(name: string, password: string): Promise<void>;
  /** A permission on whole repositories: each user's actions (READ, WRITE, DELETE…) there. */
  grant(name: string, repoKeys: readonly string[], users: Record<string, readonly string[]>): Promise<void>;
  /** The paths of the files a repository holds, sorted: what a test sees of storage. */
  storedPaths(repoKey: string): Promise<string[]>;
  /** Runs a periodic task's turn now, as its period would, and waits for it. */
  runTask(name: string): Promise<void>;
  /** Everything written to data/logs so far, after the pending lines are flushed. */
  readLogs(): Promise<string>;
  /** Stops the server and closes the database, keeping the data: `buildTestApp(env, app)` starts it again. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/** The Authorization header of HTTP Basic credentials, as scripts and package clients send them. */
export function basic(user: string, password: string): { authorization: string } {
  return { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` };
}

const adminHeaders = basic('admin', ADMIN_PASSWORD);

/** The database the server tests run on: SQLite by default, PostgreSQL when ARCA_TEST_DATABASE_URL is set. */
export const testDatabaseUrl = process.env.ARCA_TEST_DATABASE_URL || undefined;

/** Apps built in the same millisecond, as `Promise.all` does, still need schemas of their own. */
let schemaCount = 0;

/**
 * A whole server on a fresh database: a new SQLite file, or a new PostgreSQL schema that is
 * dropped afterwards. Nothing is shared between test files. Given a stopped app, it starts a
 * server again over that app's data and database, as a restart would.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  restartOf?: Pick<TestApp, 'dataDir' | 'schema'>,
): Promise<TestApp> {
  const dataDir = restartOf?.dataDir ?? mkdtempSync(join(tmpdir(), 'arca-test-'));
  const config = {
    // Upstreams, git vendors and sign-in servers of the tests are stand-ins on 127.0.0.1; a test of
    // the outbound guard itself sets ARCA_OUTBOUND_ALLOW_PRIVATE_TARGETS=false.
    ...loadConfig({ ARCA_DATA_DIR: dataDir, ARCA_PORT: '0', ARCA_OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true', ...env }),
    databaseUrl: testDatabaseUrl,
    consoleDir: env.ARCA_TEST_CONSOLE_DIR ?? join(dataDir, 'no-console'),
    // The repository's own mfe/ builds come and go with `npm run build`; a test names its folder.
    microfrontendsDir: env.ARCA_MICROFRONTENDS_DIR ?? join(dataDir, 'no-microfrontends'),
  };
  prepareDataDir(dataDir);
  const schema = restartOf
    ? restartOf.schema
    : testDatabaseUrl
      ? `test_${process.pid}_${++schemaCount}_${Date.now().toString(36)}`
      : undefined;
  const database = await openDatabase({ dataDir, databaseUrl: config.databaseUrl, ...(schema ? { schema } : {}) });
  const logs: LogFiles = createLogFiles(dataDir, 'info', false);
  const { server, users, storageListeners, runTask } = await buildApp({
    config,
    database,
    log: logs.service,
    requestLog: logs.request,
    auditLog: logs.audit,
    flushLogs: () => logs.flush(),
    arcaVersion: '0.0.0-test',
  });
  await users.bootstrapAdmin({ dataDir, password: ADMIN_PASSWORD, log: logs.service, print: () => undefined });
  await server.ready();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.close();
    await database.close();
    logs.close();
  };

  return {
    server,
    config,
    database,
    dataDir,
    schema,
    storageListeners,
    runTask,
    async login(user, password) {
      const res = await server.inject({
        method: 'POST',
        url: apiPaths.login,
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        payload: { user, password, type: 'login' },
      });
      const cookie = res.cookies.find((c) => c.name === ACCESS_COOKIE);
      if (res.statusCode !== 200 || !cookie) throw new Error(`login of ${user} failed: ${res.statusCode} ${res.body}`);
      return `${ACCESS_COOKIE}=${cookie.value}`;
    },
    asConsole(cookie) {
      return { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE };
    },
    call(method, url, payload, headers = adminHeaders) {
      return server.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    },
    async createRepositories(keys, config = {}) {
      for (const key of keys) {
        const res = await server.inject({
          method: 'PUT',
          url: `/artifactory/api/repositories/${encodeURIComponent(key)}`,
          headers: adminHeaders,
          payload: { rclass: 'local', packageType: 'generic', ...config },
        });
        if (res.statusCode !== 200) throw new Error(`creating repository ${key} failed: ${res.statusCode} ${res.body}`);
      }
    },
    async createUser(name, password) {
      const res = await server.inject({
        method: 'POST',
        url: apiPaths.accessUsers,
        headers: adminHeaders,
        payload: { username: name, password, email: `${name}@example.com` },
      });
      if (res.statusCode !== 201) throw new Error(`creating user ${name} failed: ${res.statusCode} ${res.body}`);
    },
    async grant(name, repoKeys, users) {
      const everything = { include_patterns: ['**'], exclude_patterns: [] };
      const res = await server.inject({
        method: 'POST',
        url: apiPaths.accessPermissions,
        headers: adminHeaders,
        payload: {
          name,
          resources: {
            artifact: {
              targets: Object.fromEntries(repoKeys.map((key) => [key, everything])),
              actions: { users, groups: {} },
            },
          },
        },
      });
      if (res.statusCode !== 201) throw new Error(`granting ${name} failed: ${res.statusCode} ${res.body}`);
    },
    async storedPaths(repoKey) {
      const rows = await database.db
        .selectFrom('items')
        .select(['path', 'name'])
        .where('repo_key', '=', repoKey)
        .where('type', '=', 'file')
        .execute();
      return rows.map((row) => (row.path === '.' ? row.name : `${row.path}/${row.name}`)).sort();
    },
    async setAnonymousAccess(enabled) {
      const headers = adminHeaders;
      const config = (await server.inject({ method: 'GET', url: apiPaths.securityConfig, headers })).json();
      const res = await server.inject({
        method: 'PUT',
        url: apiPaths.securityConfig,
        headers,
        payload: { ...config, anonAccessEnabled: enabled },
      });
      if (res.statusCode >= 300) throw new Error(`setting anonymous access failed: ${res.statusCode} ${res.body}`);
    },
    async readLogs() {
      // onResponse hooks run just after inject resolves; let them finish before flushing.
      await new Promise((resolve) => setTimeout(resolve, 20));
      logs.flush();
      const dir = join(dataDir, 'logs');
      return readdirSync(dir)
        .map((name) => readFileSync(join(dir, name), 'utf8'))
        .join('\n');
    },
    stop,
    async close() {
      await stop();
      if (testDatabaseUrl && schema) {
        const client = new pg.Client({ connectionString: testDatabaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another node of the same platform: its own data dir (logs, support bundles) over the first
 * node's database and master key, as nodes of one cluster share them. Closing it keeps the
 * shared database for the first node. `sharingBlobs`: its disk blob store is the first node's, as
 * nodes whose blobs folder is one shared file system (the S3 store is shared by its settings).
 */
export async function buildSecondNode(
  first: TestApp,
  env: Record<string, string>,
  { sharingBlobs = false } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'arca-node-'));
  symlinkSync(join(first.dataDir, 'db'), join(dataDir, 'db'));
  if (sharingBlobs) symlinkSync(join(first.dataDir, 'blobs'), join(dataDir, 'blobs'));
  copyFileSync(join(first.dataDir, MASTER_KEY_FILE), join(dataDir, MASTER_KEY_FILE));
  // A node of its own: a cluster's nodes each have their id.
  const node = await buildTestApp(
    { ARCA_NODE_ID: `second-${basename(dataDir)}`, ...env },
    { dataDir, schema: first.schema },
  );
  return {
    ...node,
    async close() {
      await node.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
