import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { SqliteDialect } from 'kysely';
import { registerAntMatch } from '../lib/ant-pattern-sql.ts';
import { SqliteDataChanges } from './data-changes.ts';

/** Kysely's SqliteDialect expects better-sqlite3's statement API; this adapts node:sqlite to it. */
function toParams(parameters: readonly unknown[]): SQLInputValue[] {
  return parameters.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value === undefined) return null;
    return value as SQLInputValue;
  });
}

/** Statements that only read: anything else (INSERT, UPDATE, DELETE, WITH …, BEGIN …) may write. */
const READ_ONLY = /^\s*(select|pragma)\b/i;

/** `wrote` is told after each statement that may have written (see SqliteDataChanges). */
function adaptStatement(stmt: StatementSync, sql: string, wrote: () => void) {
  const writes = !READ_ONLY.test(sql);
  const counted = <T>(result: T): T => {
    if (writes) wrote();
    return result;
  };
  return {
    reader: stmt.columns().length > 0,
    all: (parameters: readonly unknown[]) => counted(stmt.all(...toParams(parameters))),
    run: (parameters: readonly unknown[]) => {
      const { changes, lastInsertRowid } = stmt.run(...toParams(parameters));
      return counted({ changes, lastInsertRowid });
    },
    iterate: (parameters: readonly unknown[]) => stmt.iterate(...toParams(parameters)),
  };
}

const STATEMENT_CACHE_SIZE = 500;

export function openSqlite(file: string): { dialect: SqliteDialect; raw: DatabaseSync; changes: SqliteDataChanges } {
  const raw = new DatabaseSync(file);
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA synchronous = NORMAL');
  raw.exec('PRAGMA foreign_keys = ON');
  raw.exec('PRAGMA busy_timeout = 5000');
  // Queries that keep only the paths a permission lets read match its patterns in SQL.
  registerAntMatch(raw);
  const changes = new SqliteDataChanges(raw);
  const wrote = () => changes.wrote();
  // Kysely prepares every query it runs; the same few hundred statements come back all the time.
  const prepared = new Map<string, ReturnType<typeof adaptStatement>>();
  const prepare = (sql: string) => {
    let statement = prepared.get(sql);
    if (statement) {
      // Most recently used last, so the oldest goes first when the cache is full.
      prepared.delete(sql);
    } else {
      statement = adaptStatement(raw.prepare(sql), sql, wrote);
      if (prepared.size >= STATEMENT_CACHE_SIZE) prepared.delete(prepared.keys().next().value ?? '');
    }
    prepared.set(sql, statement);
    return statement;
  };
  const database = {
    prepare,
    close: () => raw.close(),
  };
  return { dialect: new SqliteDialect({ database }), raw, changes };
}
