import { type Kysely, sql, type Transaction } from 'kysely';
import type pg from 'pg';
import { KeyedLock } from '../lib/keyed-lock.ts';
import type { Database } from './schema.ts';

/**
 * A lock by name held across every node of a cluster (ADR 029): one holder of a key at a time,
 * whichever process it runs in; different keys run concurrently. On PostgreSQL an advisory lock,
 * which the server frees when its holder's connection dies, so a killed node never leaves one
 * held; on SQLite, which one process serves (ADR 016), the in-process `KeyedLock`. In both, the
 * process's own waiters queue in a `KeyedLock` first, so that only one of them per key waits in
 * the database.
 */
export interface ClusterLock {
  /** Runs `work` holding `key` for its whole length: work that spans several transactions, or calls out. */
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` in one transaction that holds `key` until it ends: the cheaper form, when the work
   * fits in one transaction. What must happen under the lock beside the transaction's rows (a file
   * the commit refers to, or one it forgets) is `prepare`, done before the work, and `settle`,
   * given the work's answer after it: inside the transaction where the lock spans processes
   * (PostgreSQL), around it on SQLite, whose one connection would otherwise wait on the file system.
   * Several keys are taken in the order given, and every holder of two keys takes them in one order
   * (a package's before a blob's, ADR 032), so that no two wait on each other.
   */
  transaction<T>(
    key: string | readonly string[],
    work: (tx: Transaction<Database>) => Promise<T>,
    around?: AroundWork<T>,
  ): Promise<T>;
  close(): Promise<void>;
}

/** What a transaction under a lock does beside its rows, under the same lock (`ClusterLock.transaction`). */
export interface AroundWork<T> {
  prepare?: () => Promise<void>;
  settle?: (answer: T) => Promise<void>;
}

/** Connections the lock holders of one process may use at once, apart from the query pool. */
export const LOCK_CONNECTIONS = 16;

/**
 * The text PostgreSQL hashes to a lock's 64-bit id: the key within its namespace, written so that
 * any key, a NUL in it included (PostgreSQL's text holds none), names one lock.
 */
export function lockName(namespace: string, key: string): string {
  return JSON.stringify([namespace, key]);
}

/** `keys`, each in the order given. */
function keysOf(keys: string | readonly string[]): readonly string[] {
  return typeof keys === 'string' ? [keys] : keys;
}

/** Runs `work` holding each of `keys` in `local`, taken in the order given. */
function holdingEach<T>(local: KeyedLock, keys: readonly string[], work: () => Promise<T>): Promise<T> {
  const [first, ...rest] = keys;
  return first === undefined ? work() : local.run(first, () => holdingEach(local, rest, work));
}

/** The in-process form, enough where one process serves the database (SQLite). */
export class ProcessLock implements ClusterLock {
  readonly #local = new KeyedLock();
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    return this.#local.run(key, work);
  }

  transaction<T>(
    key: string | readonly string[],
    work: (tx: Transaction<Database>) => Promise<T>,
    around: AroundWork<T> = {},
  ): Promise<T> {
    return holdingEach(this.#local, keysOf(key), async () => {
      await around.prepare?.();
      const answer = await this.#db.transaction().execute(work);
      await around.settle?.(answer);
      return answer;
    });
  }

  async close(): Promise<void> {}
}

/**
 * PostgreSQL advisory locks. `run` holds a session lock on a connection of `lockPool`, never of
 * the query pool: holders waiting for a query connection while their waiters sit on all of them
 * would deadlock. `transaction` takes a transaction lock as the transaction's first statement.
 * Keys are hashed to 64 bits within `namespace` (the schema: tests give each file its own), `lockName`.
 */
export class PostgresLock implements ClusterLock {
  readonly #local = new KeyedLock();
  readonly #db: Kysely<Database>;
  readonly #lockPool: pg.Pool;
  readonly #namespace: string;

  constructor(db: Kysely<Database>, lockPool: pg.Pool, namespace: string) {
    this.#db = db;
    this.#lockPool = lockPool;
    this.#namespace = namespace;
  }

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    return this.#local.run(key, async () => {
      const name = this.#name(key);
      const client = await this.#lockPool.connect();
      // A connection that failed to lock or unlock is closed, not reused: closing frees what it holds.
      let reusable = false;
      // Lost while held (the server ended it): the lock went with it, and the unlock below fails.
      const lost = () => undefined;
      client.on('error', lost);
      try {
        await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [name]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [name]).then(
            () => {
              reusable = true;
            },
            () => undefined,
          );
        }
      } finally {
        client.off('error', lost);
        client.release(!reusable);
      }
    });
  }

  transaction<T>(
    key: string | readonly string[],
    work: (tx: Transaction<Database>) => Promise<T>,
    around: AroundWork<T> = {},
  ): Promise<T> {
    const keys = keysOf(key);
    return holdingEach(this.#local, keys, () =>
      this.#db.transaction().execute(async (tx) => {
        for (const each of keys)
          await sql`select pg_advisory_xact_lock(hashtextextended(${this.#name(each)}, 0))`.execute(tx);
        await around.prepare?.();
        const answer = await work(tx);
        await around.settle?.(answer);
        return answer;
      }),
    );
  }

  close(): Promise<void> {
    return this.#lockPool.end();
  }

  #name(key: string): string {
    return lockName(this.#namespace, key);
  }
}
