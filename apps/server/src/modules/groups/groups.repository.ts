import { type Kysely, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, GroupsTable } from '../../db/schema.ts';

export interface GroupRow {
  id: number;
  name: string;
  description: string;
  autoJoin: boolean;
  adminPrivileges: boolean;
  realm: string;
}

export interface GroupFields {
  description: string;
  autoJoin: boolean;
  adminPrivileges: boolean;
}

function toRow(
  r: Pick<GroupsTable, 'name' | 'description' | 'auto_join' | 'admin_privileges' | 'realm'> & { id: number },
): GroupRow {
  return {
    id: Number(r.id),
    name: r.name,
    description: r.description,
    autoJoin: r.auto_join === 1,
    adminPrivileges: r.admin_privileges === 1,
    realm: r.realm,
  };
}

/** Inserts memberships, leaving those that exist already. */
async function addMemberships(tx: Db, rows: { group_id: number; user_id: number }[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insertInto('group_members')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['group_id', 'user_id']).doNothing())
    .execute();
}

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

export class GroupsRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  transaction<T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute(work);
  }

  /** Group names match regardless of case. */
  async findByName(name: string, tx: Db = this.#db): Promise<GroupRow | undefined> {
    const row = await tx
      .selectFrom('groups')
      .selectAll()
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst();
    return row && toRow(row);
  }

  async list(): Promise<GroupRow[]> {
    const rows = await this.#db.selectFrom('groups').selectAll().orderBy('name').execute();
    return rows.map(toRow);
  }

  async insert(name: string, fields: GroupFields, tx: Db = this.#db): Promise<GroupRow> {
    const now = Date.now();
    const row = await tx
      .insertInto('groups')
      .values({
        name,
        description: fields.description,
        auto_join: flag(fields.autoJoin),
        admin_privileges: flag(fields.adminPrivileges),
        realm: 'internal',
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRow(row);
  }

  async update(id: number, fields: GroupFields, tx: Db = this.#db): Promise<void> {
    await tx
      .updateTable('groups')
      .set({
        description: fields.description,
        auto_join: flag(fields.autoJoin),
        admin_privileges: flag(fields.adminPrivileges),
        updated_at: Date.now(),
      })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.#db.deleteFrom('groups').where('id', '=', id).execute();
  }

  async memberNames(groupId: number, tx: Db = this.#db): Promise<string[]> {
    const rows = await tx
      .selectFrom('group_members')
      .innerJoin('users', 'users.id', 'group_members.user_id')
      .select('users.name')
      .where('group_members.group_id', '=', groupId)
      .orderBy('users.name')
      .execute();
    return rows.map((row) => row.name);
  }

  async addMembers(groupId: number, userIds: readonly number[], tx: Db = this.#db): Promise<void> {
    await addMemberships(
      tx,
      userIds.map((userId) => ({ group_id: groupId, user_id: userId })),
    );
  }

  async removeMembers(groupId: number, userIds: readonly number[], tx: Db = this.#db): Promise<void> {
    if (userIds.length === 0) return;
    await tx.deleteFrom('group_members').where('group_id', '=', groupId).where('user_id', 'in', userIds).execute();
  }

  /** Puts a new user into every group that new users join by themselves. */
  async joinAutoJoinGroups(userId: number, tx: Db = this.#db): Promise<void> {
    const groups = await tx.selectFrom('groups').select('id').where('auto_join', '=', 1).execute();
    await addMemberships(
      tx,
      groups.map((group) => ({ group_id: Number(group.id), user_id: userId })),
    );
  }

  /** The groups a user belongs to, by name. */
  async groupsOf(userId: number, tx: Db = this.#db): Promise<GroupRow[]> {
    const rows = await tx
      .selectFrom('group_members')
      .innerJoin('groups', 'groups.id', 'group_members.group_id')
      .selectAll('groups')
      .where('group_members.user_id', '=', userId)
      .orderBy('groups.name')
      .execute();
    return rows.map(toRow);
  }

  /** The groups with these names (any case); names without a group are simply absent. */
  async findByNames(names: readonly string[], tx: Db = this.#db): Promise<GroupRow[]> {
    if (names.length === 0) return [];
    const rows = await tx
      .selectFrom('groups')
      .selectAll()
      .where(
        sql<string>`lower(name)`,
        'in',
        names.map((name) => name.toLowerCase()),
      )
      .execute();
    return rows.map(toRow);
  }

  /** Adds one user to these groups, leaving memberships they already have. */
  async addMembersTo(groupIds: readonly number[], userId: number, tx: Db = this.#db): Promise<void> {
    await addMemberships(
      tx,
      groupIds.map((groupId) => ({ group_id: groupId, user_id: userId })),
    );
  }

  /** Makes the user a member of exactly these groups. */
  async setGroupsOf(userId: number, groupIds: readonly number[], tx: Db = this.#db): Promise<void> {
    await tx.deleteFrom('group_members').where('user_id', '=', userId).execute();
    await addMemberships(
      tx,
      groupIds.map((groupId) => ({ group_id: groupId, user_id: userId })),
    );
  }

  /** Every membership as user and group names, in one read, for whole-table views. */
  async memberships(): Promise<{ userName: string; groupName: string }[]> {
    return this.#db
      .selectFrom('group_members')
      .innerJoin('users', 'users.id', 'group_members.user_id')
      .innerJoin('groups', 'groups.id', 'group_members.group_id')
      .select(['users.name as userName', 'groups.name as groupName'])
      .orderBy('groups.name')
      .orderBy('users.name')
      .execute();
  }
}
