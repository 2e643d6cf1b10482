import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface OAuthStateRow {
  provider: string;
  redirectTo: string;
  sealedVerifier: string;
}

export class OAuthStatesRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Stores a started login; expired ones are cleared on the way, so the table stays small. */
  async insert(stateHash: string, row: OAuthStateRow, now: number, expiresAt: number): Promise<void> {
    await this.#db.deleteFrom('oauth_states').where('expires_at', '<=', now).execute();
    await this.#db
      .insertInto('oauth_states')
      .values({
        state_hash: stateHash,
        provider: row.provider,
        redirect_to: row.redirectTo,
        sealed_verifier: row.sealedVerifier,
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
  }

  /** The login of that state, once: the first caller deletes it, later (even racing) callers get nothing. */
  async take(stateHash: string, now: number): Promise<OAuthStateRow | undefined> {
    const row = await this.#db
      .selectFrom('oauth_states')
      .select(['provider', 'redirect_to', 'sealed_verifier', 'expires_at'])
      .where('state_hash', '=', stateHash)
      .executeTakeFirst();
    if (!row) return undefined;
    const deleted = await this.#db.deleteFrom('oauth_states').where('state_hash', '=', stateHash).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1 || Number(row.expires_at) <= now) return undefined;
    return { provider: row.provider, redirectTo: row.redirect_to, sealedVerifier: row.sealed_verifier };
  }
}
