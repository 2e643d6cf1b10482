import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface Challenge {
  tokenHash: string;
  userId: number;
  remember: boolean;
  pendingSecret: string | null;
}

/** Logins that passed the password and wait for a one-time password. */
export class MfaChallengesRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(tokenHash: string, userId: number, remember: boolean, expiresAt: number): Promise<void> {
    await this.#db
      .insertInto('mfa_challenges')
      .values({
        token_hash: tokenHash,
        user_id: userId,
        remember: remember ? 1 : 0,
        pending_secret: null,
        expires_at: expiresAt,
      })
      .execute();
  }

  async findLive(tokenHash: string, now: number): Promise<Challenge | undefined> {
    const row = await this.#db
      .selectFrom('mfa_challenges')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return (
      row && {
        tokenHash: row.token_hash,
        userId: Number(row.user_id),
        remember: row.remember === 1,
        pendingSecret: row.pending_secret,
      }
    );
  }

  async setPendingSecret(tokenHash: string, sealedSecret: string): Promise<void> {
    await this.#db
      .updateTable('mfa_challenges')
      .set({ pending_secret: sealedSecret })
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  async delete(tokenHash: string): Promise<void> {
    await this.#db.deleteFrom('mfa_challenges').where('token_hash', '=', tokenHash).execute();
  }

  /** Every login of the user that still waits for its code, within the caller's transaction if given. */
  async deleteAllOfUser(userId: number, tx: Kysely<Database> | Transaction<Database> = this.#db): Promise<void> {
    await tx.deleteFrom('mfa_challenges').where('user_id', '=', userId).execute();
  }
}
