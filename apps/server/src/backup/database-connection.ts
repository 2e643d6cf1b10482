import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect } from 'kysely';
import { ConfigError } from '../config.ts';
import { type Dialect, openPostgresPool } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { openSqlite } from '../db/sqlite-driver.ts';
import { postgresSession, type SqlSession, sqliteSession } from './sql-session.ts';

export interface DatabaseTarget {
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL schema; tests give each file its own. */
  schema?: string;
}

/** A connection of its own, for a transaction that must see one state of the database. */
export interface DedicatedSession {
  session: SqlSession;
  close(): Promise<void>;
}

/** The instance's database, opened without migrating it: backup reads it as it is, restore migrates step by step. */
export interface ArcaDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where the migration bookkeeping lives, as the server's migrator is told. */
  migrationSchema: string | undefined;
  dedicatedSession(): Promise<DedicatedSession>;
  close(): Promise<void>;
}

export function sqliteFile(dataDir: string): string {
  return join(dataDir, 'db', 'arca.db');
}

/** `mustExist`: a backup never creates an empty database where it expected the instance's. */
export async function connectDatabase(target: DatabaseTarget, mustExist: boolean): Promise<ArcaDatabase> {
  return target.databaseUrl
    ? connectPostgres(target.databaseUrl, target.schema)
    : connectSqlite(target.dataDir, mustExist);
}

function connectSqlite(dataDir: string, mustExist: boolean): ArcaDatabase {
  const file = sqliteFile(dataDir);
  if (mustExist && !existsSync(file))
    throw new ConfigError(
      `ARCA_DATA_DIR='${dataDir}' holds no Arca database (${file}): point ARCA_DATA_DIR at the instance's data dir.`,
    );
  mkdirSync(join(dataDir, 'db'), { recursive: true });
  const { dialect } = openSqlite(file);
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    dialect: 'sqlite',
    migrationSchema: undefined,
    async dedicatedSession() {
      const raw = new DatabaseSync(file);
      raw.exec('PRAGMA busy_timeout = 5000');
      return {
        session: sqliteSession(raw),
        close: async () => raw.close(),
      };
    },
    close: () => db.destroy(),
  };
}

async function connectPostgres(url: string, schema: string | undefined): Promise<ArcaDatabase> {
  const pool = await openPostgresPool(url, schema, 4);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    migrationSchema: schema,
    async dedicatedSession() {
      const client = await pool.connect();
      return {
        session: postgresSession(client),
        close: async () => client.release(),
      };
    },
    close: () => db.destroy(),
  };
}
