import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.ts';

export interface UserRow {
  id: number;
  name: string;
  email: string;
  passwordHash: string | null;
  admin: boolean;
  disableUiAccess: boolean;
  realm: string;
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  admin: boolean;
  disableUiAccess: boolean;
}

type Db = Kysely<Database> | Transaction<Database>;

function toRow(
  r: Pick<UsersTable, 'name' | 'email' | 'password_hash' | 'admin' | 'disable_ui_access' | 'realm'> & { id: number },
): UserRow {
  return {
    id: Number(r.id),
    name: r.name,
    email: r.email,
    passwordHash: r.password_hash,
    admin: r.admin === 1,
    disableUiAccess: r.disable_ui_access === 1,
    realm: r.realm,
  };
}

export class UsersRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
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
        realm: 'internal',
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRow(row);
  }
}
