import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type pg from 'pg';
import type { Dialect } from '../db/database.ts';

/** The values a backup carries: what the Arca schema stores in both dialects. */
export type SqlValue = string | number | null;

/**
 * One way to run catalogue and data queries over the three connections backup and restore use: a
 * raw SQLite connection (the snapshot), a PostgreSQL client (the snapshot) and Kysely (restore).
 * Queries are written per dialect (`?` or `$1` placeholders), so no SQL is translated.
 */
export interface SqlSession {
  dialect: Dialect;
  all<Row>(text: string, parameters?: readonly SqlValue[]): Promise<Row[]>;
  run(text: string, parameters?: readonly SqlValue[]): Promise<void>;
}

export function sqliteSession(raw: DatabaseSync): SqlSession {
  return {
    dialect: 'sqlite',
    all: async <Row>(text: string, parameters: readonly SqlValue[] = []) =>
      raw.prepare(text).all(...(parameters as SQLInputValue[])) as Row[],
    run: async (text, parameters = []) => {
      raw.prepare(text).run(...(parameters as SQLInputValue[]));
    },
  };
}

export function postgresSession(client: pg.ClientBase): SqlSession {
  return {
    dialect: 'postgres',
    all: async <Row>(text: string, parameters: readonly SqlValue[] = []) =>
      (await client.query(text, [...parameters])).rows as Row[],
    run: async (text, parameters = []) => {
      await client.query(text, [...parameters]);
    },
  };
}

export function kyselySession<DB>(db: Kysely<DB> | Transaction<DB>, dialect: Dialect): SqlSession {
  return {
    dialect,
    all: async <Row>(text: string, parameters: readonly SqlValue[] = []) =>
      (await db.executeQuery<Row>(CompiledQuery.raw(text, [...parameters]))).rows as Row[],
    run: async (text, parameters = []) => {
      await db.executeQuery(CompiledQuery.raw(text, [...parameters]));
    },
  };
}

/** A quoted identifier; table and column names come from the database's own catalogue. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
