import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** The failures of one account from one address, and the lock they led to. */
export interface LoginLockRow {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number | null;
}

/**
 * What the lock policy keeps (SQL only; the rules are UserLockout's): failed logins and locks per
 * account and client address, an account's failures from every address together, and the
 * addresses where its password was right.
 */
export class LoginLocksRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  transaction<T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute(work);
  }

  async find(userId: number, address: string): Promise<LoginLockRow | undefined> {
    const row = await this.#db
      .selectFrom('login_locks')
      .select(['failures', 'last_failure_at', 'locked_until'])
      .where('user_id', '=', userId)
      .where('address', '=', address)
      .executeTakeFirst();
    return (
      row && {
        failures: Number(row.failures),
        lastFailureAt: Number(row.last_failure_at),
        lockedUntil: row.locked_until === null ? null : Number(row.locked_until),
      }
    );
  }

  /**
   * Counts one more failure and returns the count: failures in a row, each within `periodMs` of
   * the one before; an older failure no longer counts.
   */
  async recordFailure(userId: number, address: string, now: number, periodMs: number): Promise<number> {
    const row = await this.#db
      .insertInto('login_locks')
      .values({ user_id: userId, address, failures: 1, last_failure_at: now, locked_until: null })
      .onConflict((oc) =>
        oc.columns(['user_id', 'address']).doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when('login_locks.last_failure_at', '>', now - periodMs)
            .then(eb('login_locks.failures', '+', 1))
            .else(1)
            .end(),
          last_failure_at: now,
        })),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    return Number(row.failures);
  }

  /** Locks the account at this address until then; the count starts again after the lock. */
  async lock(userId: number, address: string, until: number, db: Db = this.#db): Promise<void> {
    await db
      .updateTable('login_locks')
      .set({ locked_until: until, failures: 0 })
      .where('user_id', '=', userId)
      .where('address', '=', address)
      .execute();
  }

  /** Forgets the failures of the account at this address (a right password came from there). */
  async clear(userId: number, address: string): Promise<void> {
    await this.#db.deleteFrom('login_locks').where('user_id', '=', userId).where('address', '=', address).execute();
  }

  /** Forgets every failure and lock of the account, at every address; where it signed in stays known. */
  async clearAll(userId: number): Promise<void> {
    await this.#db.transaction().execute(async (tx) => {
      await tx.deleteFrom('login_locks').where('user_id', '=', userId).execute();
      await tx.deleteFrom('login_failures').where('user_id', '=', userId).execute();
    });
  }

  /** Counts one failure of the account, from whichever address; those before `forgetBefore` go. */
  async recordAccountFailure(userId: number, now: number, forgetBefore: number): Promise<void> {
    await this.#db
      .deleteFrom('login_failures')
      .where('user_id', '=', userId)
      .where('failed_at', '<', forgetBefore)
      .execute();
    await this.#db.insertInto('login_failures').values({ user_id: userId, failed_at: now }).execute();
  }

  /** The time of the account's `n`th latest failure after `since`, if it has that many. */
  async nthLatestFailureAt(userId: number, n: number, since: number): Promise<number | undefined> {
    const row = await this.#db
      .selectFrom('login_failures')
      .select('failed_at')
      .where('user_id', '=', userId)
      .where('failed_at', '>', since)
      .orderBy('failed_at', 'desc')
      .limit(1)
      .offset(n - 1)
      .executeTakeFirst();
    return row && Number(row.failed_at);
  }

  /** The account's password was right from this address now; successes before `forgetBefore` go. */
  async recordSuccess(userId: number, address: string, now: number, forgetBefore: number): Promise<void> {
    await this.#db
      .deleteFrom('login_successes')
      .where('user_id', '=', userId)
      .where('succeeded_at', '<', forgetBefore)
      .execute();
    await this.#db
      .insertInto('login_successes')
      .values({ user_id: userId, address, succeeded_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'address']).doUpdateSet({ succeeded_at: now }))
      .execute();
  }

  /** Whether the account's password was right from this address after `since`. */
  async succeededSince(userId: number, address: string, since: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('login_successes')
      .select('succeeded_at')
      .where('user_id', '=', userId)
      .where('address', '=', address)
      .where('succeeded_at', '>', since)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Drops the account's rows that no longer count: failures too old and locks that ended. */
  async forgetStale(userId: number, now: number, periodMs: number): Promise<void> {
    await this.#db
      .deleteFrom('login_locks')
      .where('user_id', '=', userId)
      .where('last_failure_at', '<=', now - periodMs)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .execute();
  }

  /** The ids of the accounts locked at some address at `now`. */
  async lockedUserIds(now: number): Promise<Set<number>> {
    const rows = await this.#db
      .selectFrom('login_locks')
      .select('user_id')
      .distinct()
      .where('locked_until', '>', now)
      .execute();
    return new Set(rows.map((row) => Number(row.user_id)));
  }
}
