import { type Kysely, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, UsersTable } from '../../db/schema.ts';

export interface UserRow {
  id: number;
  name: string;
  email: string;
  passwordHash: string | null;
  admin: boolean;
  disableUiAccess: boolean;
  realm: string;
  passwordChangedAt: number | null;
  /** The sealed TOTP seed, when the user has an authenticator. */
  mfaSecret: string | null;
  mfaLastStep: number | null;
  lastLoginAt: number | null;
  /** An administrator expired the password: the next login must change it. */
  passwordExpired: boolean;
}

export interface NewUser {
  name: string;
  email: string;
  /** None for users who log in elsewhere (single sign-on). */
  passwordHash: string | null;
  admin: boolean;
  disableUiAccess: boolean;
  realm?: string;
}

type StoredUser = Pick<
  UsersTable,
  | 'name'
  | 'email'
  | 'password_hash'
  | 'admin'
  | 'disable_ui_access'
  | 'realm'
  | 'password_changed_at'
  | 'mfa_secret'
  | 'mfa_last_step'
  | 'last_login_at'
> & { id: number; password_expired: number };

function toRow(r: StoredUser): UserRow {
  return {
    id: Number(r.id),
    name: r.name,
    email: r.email,
    passwordHash: r.password_hash,
    admin: r.admin === 1,
    disableUiAccess: r.disable_ui_access === 1,
    realm: r.realm,
    passwordChangedAt: r.password_changed_at === null ? null : Number(r.password_changed_at),
    mfaSecret: r.mfa_secret,
    mfaLastStep: r.mfa_last_step === null ? null : Number(r.mfa_last_step),
    lastLoginAt: r.last_login_at === null ? null : Number(r.last_login_at),
    passwordExpired: Number(r.password_expired) === 1,
  };
}

export class UsersRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  transaction<T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute(work);
  }

  /** User names match regardless of case. */
  async findByName(name: string, tx: Db = this.#db): Promise<UserRow | undefined> {
    const row = await tx
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst();
    return row && toRow(row);
  }

  /** The users with these names (any case); names without a user are simply absent. */
  async findByNames(names: readonly string[], tx: Db = this.#db): Promise<UserRow[]> {
    if (names.length === 0) return [];
    const rows = await tx
      .selectFrom('users')
      .selectAll()
      .where(
        sql<string>`lower(name)`,
        'in',
        names.map((name) => name.toLowerCase()),
      )
      .execute();
    return rows.map(toRow);
  }

  async findById(id: number, tx: Db = this.#db): Promise<UserRow | undefined> {
    const row = await tx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRow(row);
  }

  async insert(user: NewUser, tx: Db = this.#db): Promise<UserRow> {
    const now = Date.now();
    const row = await tx
      .insertInto('users')
      .values({
        name: user.name,
        email: user.email,
        password_hash: user.passwordHash,
        admin: user.admin ? 1 : 0,
        disable_ui_access: user.disableUiAccess ? 1 : 0,
        realm: user.realm ?? 'internal',
        created_at: now,
        updated_at: now,
        password_changed_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRow(row);
  }

  /**
   * A user an external identity source (an SSO proxy, Crowd, an OAuth provider) vouches for,
   * created at their first login: no password, not an administrator. When two first requests
   * race, the one that lost the unique name gets the row the other created.
   */
  async insertExternal(name: string, email: string, realm: string): Promise<UserRow> {
    try {
      return await this.insert({ name, email, passwordHash: null, admin: false, disableUiAccess: false, realm });
    } catch (error) {
      const created = await this.findByName(name);
      if (created) return created;
      throw error;
    }
  }

  async list(): Promise<UserRow[]> {
    const rows = await this.#db.selectFrom('users').selectAll().orderBy('name').execute();
    return rows.map(toRow);
  }

  async update(
    id: number,
    fields: { email: string; admin: boolean; disableUiAccess: boolean },
    tx: Db = this.#db,
  ): Promise<void> {
    await tx
      .updateTable('users')
      .set({
        email: fields.email,
        admin: fields.admin ? 1 : 0,
        disable_ui_access: fields.disableUiAccess ? 1 : 0,
        updated_at: Date.now(),
      })
      .where('id', '=', id)
      .execute();
  }

  /** The user's own change: only the address, whatever else the caller's copy of the row says. */
  async updateEmail(id: number, email: string, tx: Db = this.#db): Promise<void> {
    await tx.updateTable('users').set({ email, updated_at: Date.now() }).where('id', '=', id).execute();
  }

  async delete(id: number, tx: Db = this.#db): Promise<void> {
    await tx.deleteFrom('users').where('id', '=', id).execute();
  }

  async countAdmins(tx: Db = this.#db): Promise<number> {
    const row = await tx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('admin', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** A new password also ends any lock and expiry: the user proved who they are. */
  async updatePassword(id: number, passwordHash: string, tx: Db = this.#db): Promise<void> {
    const now = Date.now();
    await tx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now, password_expired: 0 })
      .where('id', '=', id)
      .execute();
    await tx.deleteFrom('login_locks').where('user_id', '=', id).execute();
  }

  async recordLogin(id: number, at: number): Promise<void> {
    await this.#db.updateTable('users').set({ last_login_at: at }).where('id', '=', id).execute();
  }

  /** Expired, the next login must change the password; unexpired, the password counts as new. */
  async setPasswordExpired(id: number, expired: boolean): Promise<void> {
    await this.#db
      .updateTable('users')
      .set(expired ? { password_expired: 1 } : { password_expired: 0, password_changed_at: Date.now() })
      .where('id', '=', id)
      .execute();
  }

  async setMfaSecret(id: number, sealedSecret: string, step: number): Promise<void> {
    await this.#db
      .updateTable('users')
      .set({ mfa_secret: sealedSecret, mfa_last_step: step, updated_at: Date.now() })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Records the time step of an accepted one-time password; false when that step (or a later
   * one) was already used, so each code works once even with two requests racing.
   */
  async claimMfaStep(id: number, step: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('users')
      .set({ mfa_last_step: step })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('mfa_last_step', 'is', null), eb('mfa_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
