import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface NewToken {
  tokenId: string;
  tokenHash: string;
  userId: number;
  scope: string;
  description: string | null;
  expiresAt: number | null;
}

export class TokensRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(token: NewToken): Promise<void> {
    await this.#db
      .insertInto('access_tokens')
      .values({
        token_id: token.tokenId,
        token_hash: token.tokenHash,
        user_id: token.userId,
        scope: token.scope,
        description: token.description,
        created_at: Date.now(),
        expires_at: token.expiresAt,
        revoked_at: null,
      })
      .execute();
  }

  /** The owner of a token that is neither revoked nor expired. */
  async findLiveUserId(tokenHash: string, now: number): Promise<number | undefined> {
    const row = await this.#db
      .selectFrom('access_tokens')
      .select('user_id')
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirst();
    return row ? Number(row.user_id) : undefined;
  }
}
