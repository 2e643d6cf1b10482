import type { Project, ProjectMember } from '@arca/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ProjectsTable } from '../../db/schema.ts';

function toProject(row: Selectable<ProjectsTable>): Project {
  return {
    project_key: row.project_key,
    display_name: row.display_name,
    description: row.description,
    admin_privileges: {
      manage_members: row.manage_members === 1,
      manage_resources: row.manage_resources === 1,
      index_resources: row.index_resources === 1,
    },
    storage_quota_bytes: Number(row.storage_quota_bytes),
  };
}

function toColumns(project: Project) {
  return {
    display_name: project.display_name,
    description: project.description,
    manage_members: project.admin_privileges.manage_members ? 1 : 0,
    manage_resources: project.admin_privileges.manage_resources ? 1 : 0,
    index_resources: project.admin_privileges.index_resources ? 1 : 0,
    storage_quota_bytes: project.storage_quota_bytes,
  } as const;
}

export class ProjectsRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async list(): Promise<Project[]> {
    return (await this.#db.selectFrom('projects').selectAll().orderBy('project_key').execute()).map(toProject);
  }

  async find(key: string): Promise<Project | undefined> {
    const row = await this.#db.selectFrom('projects').selectAll().where('project_key', '=', key).executeTakeFirst();
    return row && toProject(row);
  }

  /** False when a project with this key exists already. */
  async insert(project: Project): Promise<boolean> {
    const now = Date.now();
    const result = await this.#db
      .insertInto('projects')
      .values({ project_key: project.project_key, ...toColumns(project), created_at: now, updated_at: now })
      .onConflict((conflict) => conflict.column('project_key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async update(project: Project): Promise<void> {
    await this.#db
      .updateTable('projects')
      .set({ ...toColumns(project), updated_at: Date.now() })
      .where('project_key', '=', project.project_key)
      .execute();
  }

  /**
   * Deletes a project with its members and roles, after `alsoWithin` has let go of what other
   * tables hold for it, in one transaction. False when there was no such project.
   */
  async delete(key: string, alsoWithin: (tx: Transaction<Database>) => Promise<void>): Promise<boolean> {
    return this.#db.transaction().execute(async (tx) => {
      await alsoWithin(tx);
      const result = await tx.deleteFrom('projects').where('project_key', '=', key).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    });
  }

  /** The project's users or groups that still exist, by name, with their roles. */
  async members(key: string, kind: MemberKind): Promise<ProjectMember[]> {
    const members = this.#db
      .selectFrom('project_members')
      .where('project_members.project_key', '=', key)
      .where('project_members.kind', '=', kind);
    const rows =
      kind === 'user'
        ? await members
            .innerJoin('users', 'users.id', 'project_members.member_id')
            .select(['users.name as name', 'project_members.roles as roles'])
            .orderBy('name')
            .execute()
        : await members
            .innerJoin('groups', 'groups.id', 'project_members.member_id')
            .select(['groups.name as name', 'project_members.roles as roles'])
            .orderBy('name')
            .execute();
    return rows.map((row) => ({ name: row.name, roles: JSON.parse(row.roles) as string[] }));
  }

  async setMember(key: string, kind: MemberKind, memberId: number, roles: readonly string[]): Promise<void> {
    await this.#db
      .insertInto('project_members')
      .values({ project_key: key, kind, member_id: memberId, roles: JSON.stringify(roles) })
      .onConflict((conflict) =>
        conflict.columns(['project_key', 'kind', 'member_id']).doUpdateSet({ roles: JSON.stringify(roles) }),
      )
      .execute();
  }

  /**
   * Every project role the principal holds, directly or through a group, by project key: one read
   * answers "which projects does this user administer".
   */
  async rolesOf(principal: Principal): Promise<Map<string, Set<string>>> {
    if (principal.userId === undefined && principal.groupIds.length === 0) return new Map();
    const rows = await this.#db
      .selectFrom('project_members')
      .select(['project_key', 'roles'])
      .where((eb) =>
        eb.or([
          ...(principal.userId === undefined
            ? []
            : [eb.and([eb('kind', '=', 'user'), eb('member_id', '=', principal.userId)])]),
          ...(principal.groupIds.length > 0
            ? [eb.and([eb('kind', '=', 'group'), eb('member_id', 'in', [...principal.groupIds])])]
            : []),
        ]),
      )
      .execute();
    const roles = new Map<string, Set<string>>();
    for (const row of rows) {
      const held = roles.get(row.project_key) ?? new Set<string>();
      for (const role of JSON.parse(row.roles) as string[]) held.add(role);
      roles.set(row.project_key, held);
    }
    return roles;
  }

  /** False when it was not a member. */
  async removeMember(key: string, kind: MemberKind, memberId: number): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('project_members')
      .where('project_key', '=', key)
      .where('kind', '=', kind)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}

export type MemberKind = 'user' | 'group';

/** A user, with the groups they belong to: who they are in every project at once. */
export interface Principal {
  /** Left out for a groups-scoped token, which acts through its groups alone. */
  userId?: number;
  groupIds: readonly number[];
}
