import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The tokens that replace one another through refreshes, from the first one issued. */
export interface RefreshChain {
  startedAt: number;
  /** Started by a non-administrator: the token policy's maximum lifetime ends the whole chain. */
  capped: boolean;
}

export interface NewToken {
  tokenId: string;
  tokenHash: string;
  userId: number;
  scope: string;
  description: string | null;
  createdAt: number;
  expiresAt: number | null;
  refreshHash?: string | null;
  chain: RefreshChain;
}

/** What a spent refresh token leaves for its replacement. */
export interface SpentToken {
  userId: number;
  scope: string;
  description: string | null;
  /** Milliseconds the spent token was issued for; null when it never expired. */
  lifetime: number | null;
  chain: RefreshChain;
}

/** A stored token as listings show it; never its secret. */
export interface TokenRow {
  tokenId: string;
  userId: number;
  userName: string;
  scope: string;
  description: string | null;
  createdAt: number;
  expiresAt: number | null;
  refreshable: boolean;
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
        created_at: token.createdAt,
        expires_at: token.expiresAt,
        revoked_at: null,
        refresh_hash: token.refreshHash ?? null,
        chain_started_at: token.chain.startedAt,
        chain_capped: token.chain.capped ? 1 : 0,
      })
      .execute();
  }

  /** Live tokens, newest first: one user's, or everyone's when no user is given. */
  async list(userId?: number): Promise<TokenRow[]> {
    let query = this.#db
      .selectFrom('access_tokens')
      .innerJoin('users', 'users.id', 'access_tokens.user_id')
      .select([
        'access_tokens.token_id',
        'access_tokens.user_id',
        'users.name',
        'access_tokens.scope',
        'access_tokens.description',
        'access_tokens.created_at',
        'access_tokens.expires_at',
        'access_tokens.refresh_hash',
      ])
      .where('access_tokens.revoked_at', 'is', null)
      .where((eb) =>
        eb.or([eb('access_tokens.expires_at', 'is', null), eb('access_tokens.expires_at', '>', Date.now())]),
      )
      .orderBy('access_tokens.created_at', 'desc');
    if (userId !== undefined) query = query.where('access_tokens.user_id', '=', userId);
    const rows = await query.execute();
    return rows.map((row) => ({
      tokenId: row.token_id,
      userId: Number(row.user_id),
      userName: row.name,
      scope: row.scope,
      description: row.description,
      createdAt: Number(row.created_at),
      expiresAt: row.expires_at === null ? null : Number(row.expires_at),
      refreshable: row.refresh_hash !== null,
    }));
  }

  /**
   * Forgets the tokens that can open nothing again: expired or revoked before `before`, and not
   * refreshable (a refresh token outlives its access token). Answers how many went.
   */
  async prune(before: number): Promise<number> {
    const result = await this.#db
      .deleteFrom('access_tokens')
      .where('refresh_hash', 'is', null)
      .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Revokes a live token; false when there was none with that id. */
  async revoke(tokenId: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('access_tokens')
      .set({ revoked_at: Date.now() })
      .where('token_id', '=', tokenId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Spends a refresh token: the token it belongs to is revoked in the same write, so a refresh
   * token works once. A token of a capped chain that began at `cappedChainsStartedAfter` or before
   * is not spent: its chain has ended. Answers what the replacement needs, or undefined for an
   * unknown, spent or ended one.
   */
  async spendRefreshToken(refreshHash: string, cappedChainsStartedAfter: number): Promise<SpentToken | undefined> {
    const row = await this.#db
      .updateTable('access_tokens')
      .set({ revoked_at: Date.now(), refresh_hash: null })
      .where('refresh_hash', '=', refreshHash)
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('chain_capped', '=', 0), eb('chain_started_at', '>', cappedChainsStartedAfter)]))
      .returning(['user_id', 'scope', 'description', 'created_at', 'expires_at', 'chain_started_at', 'chain_capped'])
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      userId: Number(row.user_id),
      scope: row.scope,
      description: row.description,
      lifetime: row.expires_at === null ? null : Number(row.expires_at) - Number(row.created_at),
      chain: { startedAt: Number(row.chain_started_at), capped: Number(row.chain_capped) === 1 },
    };
  }

  /** The owner of a token that is neither revoked nor expired. */
  async findLive(
    tokenHash: string,
    now: number,
  ): Promise<{ tokenId: string; userId: number; scope: string; expiresAt: number | null } | undefined> {
    const row = await this.#db
      .selectFrom('access_tokens')
      .select(['token_id', 'user_id', 'scope', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirst();
    return row
      ? {
          tokenId: row.token_id,
          userId: Number(row.user_id),
          scope: row.scope,
          expiresAt: row.expires_at === null ? null : Number(row.expires_at),
        }
      : undefined;
  }
}
