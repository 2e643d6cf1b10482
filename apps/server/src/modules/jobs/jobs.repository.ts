import { type Kysely, type Selectable, sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.ts';
import { databaseClock, type SqlClock } from '../../db/database-clock.ts';
import type { Database, JobStatus, JobsTable } from '../../db/schema.ts';

export interface Job {
  id: number;
  kind: string;
  payload: unknown;
  status: JobStatus;
  /** Attempts started so far, this one included once claimed. */
  attempts: number;
  runAt: number;
  lastError: string | null;
}

type Row = Selectable<JobsTable>;

function jobOf(row: Row): Job {
  return {
    id: Number(row.id),
    kind: row.kind,
    payload: JSON.parse(row.payload),
    status: row.status,
    attempts: Number(row.attempts),
    runAt: Number(row.run_at),
    lastError: row.last_error,
  };
}

/**
 * SQL of the jobs table: enqueue inside a caller's transaction, claim with a lease, settle. Every
 * time a lease or a due time is compared against is the database's (`SqlClock`), so nodes whose
 * clocks differ still agree on whose lease has run out.
 */
export class JobsRepository {
  readonly #db: Kysely<Database>;
  readonly #dialect: Dialect;
  readonly #now: SqlClock;

  constructor(db: Kysely<Database>, dialect: Dialect, clock: SqlClock = databaseClock(dialect)) {
    this.#db = db;
    this.#dialect = dialect;
    this.#now = clock;
  }

  /**
   * Adds a job, due at `runAt` or at once; pass the transaction of the change that causes it, so
   * both commit or neither does.
   */
  async enqueue(db: Db, kind: string, payload: unknown, now: number, runAt?: number): Promise<number> {
    const row = await db
      .insertInto('jobs')
      .values({
        kind,
        payload: JSON.stringify(payload),
        status: 'pending',
        run_at: runAt ?? this.#now(),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /**
   * Takes the next due job of these kinds, leased to `worker` for `leaseMs`: a pending job whose
   * time has come, or a running one whose lease has run out (its node stopped mid-way).
   * PostgreSQL skips rows another node is claiming; SQLite has one writer at a time anyway.
   */
  async claim(kinds: readonly string[], worker: string, leaseMs: number): Promise<Job | undefined> {
    if (kinds.length === 0) return undefined;
    const lock = this.#dialect === 'postgres' ? sql`for update skip locked` : sql``;
    const result = await sql<Row>`
      update jobs set status = 'running', attempts = attempts + 1, locked_by = ${worker},
        locked_until = ${this.#now()} + ${leaseMs}
      where id = (
        select id from jobs
        where kind in (${sql.join(kinds)})
          and ((status = 'pending' and run_at <= ${this.#now()}) or (status = 'running' and locked_until < ${this.#now()}))
        order by run_at, id
        limit 1
        ${lock}
      )
      returning *`.execute(this.#db);
    const row = result.rows[0];
    return row ? jobOf(row) : undefined;
  }

  /** Settles a claimed job, only while the lease is still this worker's. */
  async finish(id: number, worker: string, outcome: 'done' | 'failed', error?: string): Promise<void> {
    await this.#db
      .updateTable('jobs')
      .set({ status: outcome, finished_at: this.#now(), locked_until: null, last_error: error ?? null })
      .where('id', '=', id)
      .where('locked_by', '=', worker)
      .where('status', '=', 'running')
      .execute();
  }

  /** Puts a claimed job back for another attempt `delayMs` from now. */
  async retryAfter(id: number, worker: string, delayMs: number, error: string): Promise<void> {
    await this.#db
      .updateTable('jobs')
      .set({
        status: 'pending',
        run_at: sql<number>`${this.#now()} + ${delayMs}`,
        locked_until: null,
        locked_by: null,
        last_error: error,
      })
      .where('id', '=', id)
      .where('locked_by', '=', worker)
      .where('status', '=', 'running')
      .execute();
  }

  /**
   * Makes the running jobs of workers named `prefix…` (other than `worker`) due now: their process
   * stopped without settling them (killed, or the machine went down), and waiting out their lease
   * would hold them for minutes. The attempt they were in counts as made.
   */
  async releaseAbandoned(prefix: string, worker: string): Promise<number> {
    const result = await this.#db
      .updateTable('jobs')
      .set({
        status: 'pending',
        run_at: this.#now(),
        locked_until: null,
        locked_by: null,
        last_error: 'the process stopped',
      })
      .where('status', '=', 'running')
      .where(sql<boolean>`substr(locked_by, 1, ${prefix.length}) = ${prefix}`)
      .where('locked_by', '!=', worker)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * How long until the next job of these kinds can be claimed, to sleep until then: a pending
   * job's time, or a running job's lease end; zero or less when one is due. Undefined when nothing waits.
   */
  async nextDueIn(kinds: readonly string[]): Promise<number | undefined> {
    if (kinds.length === 0) return undefined;
    const row = await this.#db
      .selectFrom('jobs')
      .select(
        sql<
          number | string | null
        >`min(case when status = 'pending' then run_at else locked_until end) - ${this.#now()}`.as('due'),
      )
      .where('kind', 'in', kinds)
      .where('status', 'in', ['pending', 'running'])
      .executeTakeFirst();
    return row?.due === null || row?.due === undefined ? undefined : Number(row.due);
  }

  async get(id: number): Promise<Job | undefined> {
    const row = await this.#db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? jobOf(row) : undefined;
  }

  /** Drops settled jobs finished before `before`; their history, where kept, lives elsewhere. */
  async prune(before: number): Promise<number> {
    const result = await this.#db
      .deleteFrom('jobs')
      .where('status', 'in', ['done', 'failed'])
      .where('finished_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
