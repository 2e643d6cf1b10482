import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface CodeAttempt {
  /** Attempts since the account's last right code, this one included. */
  attempts: number;
  /** When the account's codes are locked, the end of the lock. */
  lockedUntil: number | undefined;
}

/**
 * One-time password attempts per account. An attempt is counted before its code is checked, in
 * one statement, so parallel guesses cannot all slip in under the limit; a right code clears it.
 */
export class MfaCodeFailuresRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Counts an attempt, unless the account is locked; a lock that has ended starts the count afresh. */
  async begin(userId: number, now: number): Promise<CodeAttempt> {
    const row = await this.#db
      .insertInto('mfa_code_failures')
      .values({ user_id: userId, attempts: 1, locked_until: 0 })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          attempts: sql`CASE WHEN mfa_code_failures.locked_until > ${now} THEN mfa_code_failures.attempts
            WHEN mfa_code_failures.locked_until > 0 THEN 1 ELSE mfa_code_failures.attempts + 1 END`,
          locked_until: sql`CASE WHEN mfa_code_failures.locked_until > ${now} THEN mfa_code_failures.locked_until
            ELSE 0 END`,
        }),
      )
      .returning(['attempts', 'locked_until'])
      .executeTakeFirstOrThrow();
    const lockedUntil = Number(row.locked_until);
    return { attempts: Number(row.attempts), lockedUntil: lockedUntil > now ? lockedUntil : undefined };
  }

  async lock(userId: number, until: number): Promise<void> {
    await this.#db
      .updateTable('mfa_code_failures')
      .set({ locked_until: until })
      .where('user_id', '=', userId)
      .execute();
  }

  async clear(userId: number): Promise<void> {
    await this.#db.deleteFrom('mfa_code_failures').where('user_id', '=', userId).execute();
  }
}
