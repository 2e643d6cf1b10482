import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface CliLoginRow {
  sessionHash: string;
  sealedToken: string | null;
  deliveredAt: number | null;
}

export class CliLoginRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** False when a request with that session already exists. */
  async insert(sessionHash: string, now: number, expiresAt: number): Promise<boolean> {
    const inserted = await this.#db
      .insertInto('cli_login_requests')
      .values({
        session_hash: sessionHash,
        created_at: now,
        expires_at: expiresAt,
        sealed_token: null,
        delivered_at: null,
      })
      .onConflict((c) => c.column('session_hash').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async findLive(sessionHash: string, now: number): Promise<CliLoginRow | undefined> {
    const row = await this.#db
      .selectFrom('cli_login_requests')
      .select(['session_hash', 'sealed_token', 'delivered_at'])
      .where('session_hash', '=', sessionHash)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return (
      row && {
        sessionHash: row.session_hash,
        sealedToken: row.sealed_token,
        deliveredAt: row.delivered_at === null ? null : Number(row.delivered_at),
      }
    );
  }

  /** Stores the token for the CLI; false when the login was already completed. */
  async complete(sessionHash: string, sealedToken: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('cli_login_requests')
      .set({ sealed_token: sealedToken })
      .where('session_hash', '=', sessionHash)
      .where('sealed_token', 'is', null)
      .where('delivered_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Hands the token over once: the first caller gets it, later ones (even racing) nothing. */
  async takeToken(sessionHash: string, now: number): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('cli_login_requests')
      .select('sealed_token')
      .where('session_hash', '=', sessionHash)
      .where('delivered_at', 'is', null)
      .executeTakeFirst();
    if (!row?.sealed_token) return undefined;
    const claimed = await this.#db
      .updateTable('cli_login_requests')
      .set({ delivered_at: now, sealed_token: null })
      .where('session_hash', '=', sessionHash)
      .where('delivered_at', 'is', null)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1 ? row.sealed_token : undefined;
  }
}
