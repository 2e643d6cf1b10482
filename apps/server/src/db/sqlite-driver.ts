import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { type DatabaseConnection, SqliteAdapter, SqliteDialect, type SqliteDialectConfig, SqliteDriver } from 'kysely';

/** Kysely's SqliteDialect expects better-sqlite3's statement API; this adapts node:sqlite to it. */
function toParams(parameters: readonly unknown[]): SQLInputValue[] {
  return parameters.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value === undefined) return null;
    return value as SQLInputValue;
  });
}

function adaptStatement(stmt: StatementSync) {
  return {
    reader: stmt.columns().length > 0,
    all: (parameters: readonly unknown[]) => stmt.all(...toParams(parameters)),
    run: (parameters: readonly unknown[]) => {
      const { changes, lastInsertRowid } = stmt.run(...toParams(parameters));
      return { changes, lastInsertRowid };
    },
    iterate: (parameters: readonly unknown[]) => stmt.iterate(...toParams(parameters)),
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * SQLite's one connection, handed to those who ask for it in the order they asked. Kysely's own
 * lock wakes every waiter at each release, only for all but one to wait again, and lets whoever
 * asks in that moment overtake them: with 200 clients that churn cost a session call about 40 % of
 * its throughput.
 */
class FifoLock {
  #held = false;
  readonly #waiting: (() => void)[] = [];

  acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  release(): void {
    const next = this.#waiting.shift();
    // The lock passes straight to the next waiter, so no one arriving meanwhile can take it first.
    if (next) next();
    else this.#held = false;
  }
}

class FairSqliteDriver extends SqliteDriver {
  readonly #lock = new FifoLock();

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#lock.acquire();
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    this.#lock.release();
  }
}

class FairSqliteAdapter extends SqliteAdapter {
  /** The driver queues for the connection itself, so Kysely does not add its own lock. */
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

class FairSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): SqliteDriver {
    return new FairSqliteDriver(this.#config);
  }

  override createAdapter(): SqliteAdapter {
    return new FairSqliteAdapter();
  }
}

export function openSqlite(file: string): { dialect: SqliteDialect; raw: DatabaseSync } {
  const raw = new DatabaseSync(file);
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA synchronous = NORMAL');
  raw.exec('PRAGMA foreign_keys = ON');
  raw.exec('PRAGMA busy_timeout = 5000');
  // Kysely prepares every query it runs; the same few hundred statements come back all the time.
  const prepared = new Map<string, ReturnType<typeof adaptStatement>>();
  const prepare = (sql: string) => {
    let statement = prepared.get(sql);
    if (statement) {
      // Most recently used last, so the oldest goes first when the cache is full.
      prepared.delete(sql);
    } else {
      statement = adaptStatement(raw.prepare(sql));
      if (prepared.size >= STATEMENT_CACHE_SIZE) prepared.delete(prepared.keys().next().value ?? '');
    }
    prepared.set(sql, statement);
    return statement;
  };
  const database = {
    prepare,
    close: () => raw.close(),
  };
  return { dialect: new FairSqliteDialect({ database }), raw };
}
