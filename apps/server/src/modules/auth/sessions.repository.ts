import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface SessionRow {
  tokenHash: string;
  userId: number;
  remember: boolean;
  expiresAt: number;
}

export class SessionsRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(session: SessionRow): Promise<void> {
    await this.#db
      .insertInto('sessions')
      .values({
        token_hash: session.tokenHash,
        user_id: session.userId,
        remember: session.remember ? 1 : 0,
        created_at: Date.now(),
        expires_at: session.expiresAt,
        revoked_at: null,
      })
      .execute();
  }

  /** A session that exists, is not revoked and has not expired. */
  async findLive(tokenHash: string, now: number): Promise<SessionRow | undefined> {
    const row = await this.#db
      .selectFrom('sessions')
      .select(['token_hash', 'user_id', 'remember', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return (
      row && {
        tokenHash: row.token_hash,
        userId: Number(row.user_id),
        remember: row.remember === 1,
        expiresAt: Number(row.expires_at),
      }
    );
  }

  async revoke(tokenHash: string, now: number): Promise<void> {
    await this.#db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).execute();
  }
}
