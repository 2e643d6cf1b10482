import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Password-reset keys, stored as sha256 only; single-use and short-lived. */
export class ResetKeysRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Stores a new key and retires the user's earlier ones: only the latest mail works. */
  async replace(userId: number, keyHash: string, now: number, expiresAt: number): Promise<void> {
    await this.#db.transaction().execute(async (tx) => {
      await tx
        .updateTable('password_reset_keys')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
      await tx
        .insertInto('password_reset_keys')
        .values({ key_hash: keyHash, user_id: userId, created_at: now, expires_at: expiresAt, used_at: null })
        .execute();
    });
  }

  /** The user a key belongs to, while it is unused and unexpired. */
  async findUsable(keyHash: string, now: number): Promise<number | undefined> {
    const row = await this.#db
      .selectFrom('password_reset_keys')
      .select('user_id')
      .where('key_hash', '=', keyHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row ? Number(row.user_id) : undefined;
  }

  /** Marks the key used; false when another request used it first. */
  async consume(keyHash: string, now: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('password_reset_keys')
      .set({ used_at: now })
      .where('key_hash', '=', keyHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
