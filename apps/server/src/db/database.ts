import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import type pg from 'pg';
import { ConfigError } from '../config.ts';
import { type ClusterLock, LOCK_CONNECTIONS, PostgresLock, ProcessLock } from './cluster-lock.ts';
import { type DataChanges, PostgresDataChanges, watchingWrites } from './data-changes.ts';
import { migrateToLatest } from './migrator.ts';
import type { Database } from './schema.ts';
import { openSqlite } from './sqlite-driver.ts';
import { unavailableWhenDisconnected } from './unavailable-when-disconnected.ts';

export type Dialect = 'sqlite' | 'postgres';

/** The database or a transaction on it: what a repository's query runs on when its caller holds a transaction. */
export type Db = Kysely<Database> | Transaction<Database>;

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Whether the database may have changed since a value was read: what hot read paths cache by. */
  changes: DataChanges;
  /**
   * Takes a lock named `name` for as long as this process keeps the database open, or answers
   * `false` when another process holds it: what makes a node's id its own in a cluster. PostgreSQL
   * holds it on a connection of its own; SQLite, which one process serves, always answers `true`.
   */
  holdLock(name: string): Promise<boolean>;
  /** Locks by name that hold across every node of a cluster (ADR 029). */
  locks: ClusterLock;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use; tests give each file its own. */
  schema?: string;
}

/**
 * A PostgreSQL pool whose first connection has been made, so that a wrong URL fails at start
 * with one clear line. `schema` becomes the search path (tests give each file its own).
 */
export async function openPostgresPool(url: string, schema: string | undefined, max: number): Promise<pg.Pool> {
  // Loaded here, not at start-up, so that a server on SQLite never loads the PostgreSQL driver.
  const { default: postgres } = await import('pg');
  // int8 (COUNT, BIGINT columns) as numbers: our values (epoch ms, sizes) stay below 2^53.
  postgres.types.setTypeParser(20, (value) => Number(value));
  const pool = new postgres.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  try {
    const client = await pool.connect();
    try {
      if (schema) await createSchema(client, schema);
    } finally {
      // A client kept checked out would make pool.end() below wait for ever.
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `ARCA_DATABASE_URL: cannot connect to PostgreSQL (${reason}): check the host, port, user and password, and that the server is running.`,
    );
  }
  return pool;
}

/** Postgres's unique_violation: two sessions creating one schema at once, both past IF NOT EXISTS. */
const UNIQUE_VIOLATION = '23505';

async function createSchema(client: pg.PoolClient, schema: string): Promise<void> {
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  } catch (error) {
    if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
  }
}

async function openPostgres(url: string, schema: string | undefined): Promise<DatabaseHandle> {
  const pool = await openPostgresPool(url, schema, 10);
  const { default: postgres } = await import('pg');
  const changes = new PostgresDataChanges(
    () => new postgres.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true }),
    schema,
  );
  await changes.start();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: unavailableWhenDisconnected(watchingWrites(pool, changes)) }),
  });
  const held: pg.Client[] = [];
  const holdLock = async (name: string) => {
    const client = new postgres.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
    // A lost connection loses the lock; the process then runs on, as it would without one.
    client.on('error', () => undefined);
    await client.connect();
    const { rows } = await client.query<{ held: boolean }>(
      'select pg_try_advisory_lock(hashtextextended($1, 0)) as held',
      [`${schema ?? ''}/${name}`],
    );
    if (rows[0]?.held) held.push(client);
    else await client.end();
    return rows[0]?.held === true;
  };
  // Lock holders wait on connections of their own, never on the query pool (ADR 029).
  const lockPool = new postgres.Pool({
    connectionString: url,
    max: LOCK_CONNECTIONS,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
  });
  lockPool.on('error', () => {
    // An idle lock connection was lost; it held nothing, and the pool replaces it on next use.
  });
  const locks = new PostgresLock(db, lockPool, schema ?? '');
  const close = async () => {
    await Promise.all(held.splice(0).map((client) => client.end().catch(() => undefined)));
    await locks.close();
    await changes.close();
    await db.destroy();
  };
  return { db, dialect: 'postgres', changes, holdLock, locks, close };
}

function openEmbedded(dataDir: string): DatabaseHandle {
  const dir = join(dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const { dialect, changes } = openSqlite(join(dir, 'arca.db'));
  const db = new Kysely<Database>({ dialect });
  const close = async () => {
    await changes.close();
    await db.destroy();
  };
  return { db, dialect: 'sqlite', changes, holdLock: async () => true, locks: new ProcessLock(db), close };
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.schema)
    : openEmbedded(options.dataDir);
  try {
    await migrateToLatest(handle.db, handle.dialect, options.databaseUrl ? options.schema : undefined);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
