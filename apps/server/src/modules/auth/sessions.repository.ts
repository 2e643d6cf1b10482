import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export interface NewSession {
  accessHash: string;
  refreshHash: string;
  userId: number;
  remember: boolean;
  accessExpiresAt: number;
  expiresAt: number;
}

export interface SessionRow {
  accessHash: string;
  userId: number;
  remember: boolean;
  expiresAt: number;
}

const live = ['token_hash', 'user_id', 'remember', 'expires_at'] as const;

function toRow(r: { token_hash: string; user_id: number; remember: number; expires_at: number }): SessionRow {
  return {
    accessHash: r.token_hash,
    userId: Number(r.user_id),
    remember: r.remember === 1,
    expiresAt: Number(r.expires_at),
  };
}

export class SessionsRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(session: NewSession): Promise<void> {
    await this.#db
      .insertInto('sessions')
      .values({
        token_hash: session.accessHash,
        refresh_hash: session.refreshHash,
        user_id: session.userId,
        remember: session.remember ? 1 : 0,
        created_at: Date.now(),
        access_expires_at: session.accessExpiresAt,
        expires_at: session.expiresAt,
        revoked_at: null,
      })
      .execute();
  }

  /** A session whose access token is current: not revoked, not expired. */
  async findByAccess(accessHash: string, now: number): Promise<SessionRow | undefined> {
    const row = await this.#db
      .selectFrom('sessions')
      .select(live)
      .where('token_hash', '=', accessHash)
      .where('revoked_at', 'is', null)
      .where('access_expires_at', '>', now)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row && toRow(row);
  }

  /** A session that its refresh token may still renew. */
  async findByRefresh(refreshHash: string, now: number): Promise<SessionRow | undefined> {
    const row = await this.#db
      .selectFrom('sessions')
      .select(live)
      .where('refresh_hash', '=', refreshHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row && toRow(row);
  }

  /** Gives the session a new access token; the old one stops working. */
  async renewAccess(refreshHash: string, accessHash: string, accessExpiresAt: number): Promise<void> {
    await this.#db
      .updateTable('sessions')
      .set({ token_hash: accessHash, access_expires_at: accessExpiresAt })
      .where('refresh_hash', '=', refreshHash)
      .execute();
  }

  async revoke(accessHash: string, now: number): Promise<void> {
    await this.#db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', accessHash).execute();
  }

  /** Ends the session either token belongs to (a browser may hold only the refresh token by then). */
  async revokeByTokens(accessHash: string | undefined, refreshHash: string | undefined, now: number): Promise<void> {
    if (!accessHash && !refreshHash) return;
    await this.#db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where((eb) =>
        eb.or([
          ...(accessHash ? [eb('token_hash', '=', accessHash)] : []),
          ...(refreshHash ? [eb('refresh_hash', '=', refreshHash)] : []),
        ]),
      )
      .where('revoked_at', 'is', null)
      .execute();
  }

  /**
   * Ends every session of the user, each with its refresh token, but the one whose access token is
   * `keepAccessHash`, if given.
   */
  async revokeAllOfUser(
    userId: number,
    now: number,
    options: { keepAccessHash?: string | undefined; tx?: Db } = {},
  ): Promise<void> {
    const { keepAccessHash, tx = this.#db } = options;
    await tx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .$if(keepAccessHash !== undefined, (qb) => qb.where('token_hash', '!=', keepAccessHash ?? ''))
      .execute();
  }
}
