import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** Invitation tokens, stored as sha256 only; single-use and valid for a limited time. */
export class InvitationsRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Stores a new token and retires the user's earlier ones: only the latest invitation works. */
  async replace(userId: number, tokenHash: string, now: number, expiresAt: number, tx: Db = this.#db): Promise<void> {
    await tx
      .updateTable('invitations')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    await tx
      .insertInto('invitations')
      .values({ token_hash: tokenHash, user_id: userId, created_at: now, expires_at: expiresAt, used_at: null })
      .execute();
  }

  /** The user a token belongs to, while it is unused and unexpired. */
  async findUsable(tokenHash: string, now: number): Promise<number | undefined> {
    const row = await this.#db
      .selectFrom('invitations')
      .select('user_id')
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row ? Number(row.user_id) : undefined;
  }

  /** Marks the token used; false when it is expired or another request used it first. */
  async consume(tokenHash: string, now: number, tx: Db = this.#db): Promise<boolean> {
    const result = await tx
      .updateTable('invitations')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * A renewed invitation may correct the address and the role of a user who has not accepted yet;
   * the user row is only touched while it still has no password.
   */
  async updateInvitee(userId: number, email: string, admin: boolean, now: number, tx: Db = this.#db): Promise<void> {
    await tx
      .updateTable('users')
      .set({ email, admin: admin ? 1 : 0, updated_at: now })
      .where('id', '=', userId)
      .where('password_hash', 'is', null)
      .execute();
  }

  /** Runs `work` in one transaction. */
  transaction<T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute(work);
  }
}
