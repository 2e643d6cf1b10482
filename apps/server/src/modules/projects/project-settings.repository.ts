import type { ProjectRoleAction, ProjectRoleDefinition } from '@arca/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A global environment belongs to no project. */
export const GLOBAL = '';

/** Environments (global and per project) and the custom roles of each project. */
export class ProjectSettingsRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The global environments, and with a key also that project's own. */
  async environments(projectKey?: string): Promise<{ name: string; projectKey: string }[]> {
    const owners = projectKey === undefined ? [GLOBAL] : [GLOBAL, projectKey];
    const rows = await this.#db
      .selectFrom('environments')
      .select(['name', 'project_key'])
      .where('project_key', 'in', owners)
      .orderBy('created_at')
      .orderBy('name')
      .execute();
    return rows.map((row) => ({ name: row.name, projectKey: row.project_key }));
  }

  /** Every environment, global ones first. */
  async allEnvironments(): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('environments')
      .select('name')
      .orderBy('project_key')
      .orderBy('created_at')
      .orderBy('name')
      .execute();
    return rows.map((row) => row.name);
  }

  async findEnvironment(name: string): Promise<{ name: string; projectKey: string } | undefined> {
    const row = await this.#db
      .selectFrom('environments')
      .select(['name', 'project_key'])
      .where('name', '=', name)
      .executeTakeFirst();
    return row && { name: row.name, projectKey: row.project_key };
  }

  /** False when an environment of this name exists already, anywhere. */
  async insertEnvironment(name: string, projectKey: string): Promise<boolean> {
    const result = await this.#db
      .insertInto('environments')
      .values({ name, project_key: projectKey, created_at: Date.now() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async deleteEnvironment(name: string, projectKey: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('environments')
      .where('name', '=', name)
      .where('project_key', '=', projectKey)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** A deleted project's own environments go with it. */
  async deleteProjectEnvironments(projectKey: string, tx: Transaction<Database>): Promise<void> {
    await tx.deleteFrom('environments').where('project_key', '=', projectKey).execute();
  }

  async customRoles(projectKey: string): Promise<ProjectRoleDefinition[]> {
    const rows = await this.#db
      .selectFrom('project_roles')
      .selectAll()
      .where('project_key', '=', projectKey)
      .orderBy('name')
      .execute();
    return rows.map((row) => ({
      name: row.name,
      description: row.description,
      type: 'CUSTOM',
      environments: JSON.parse(row.environments) as string[],
      actions: JSON.parse(row.actions) as ProjectRoleAction[],
    }));
  }

  /** False when the project has a role of this name already. */
  async insertRole(projectKey: string, role: ProjectRoleDefinition): Promise<boolean> {
    const result = await this.#db
      .insertInto('project_roles')
      .values({ project_key: projectKey, ...roleColumns(role) })
      .onConflict((conflict) => conflict.columns(['project_key', 'name']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async updateRole(projectKey: string, role: ProjectRoleDefinition): Promise<boolean> {
    const { name, ...columns } = roleColumns(role);
    const result = await this.#db
      .updateTable('project_roles')
      .set(columns)
      .where('project_key', '=', projectKey)
      .where('name', '=', name)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async deleteRole(projectKey: string, name: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('project_roles')
      .where('project_key', '=', projectKey)
      .where('name', '=', name)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}

function roleColumns(role: ProjectRoleDefinition) {
  return {
    name: role.name,
    description: role.description,
    environments: JSON.stringify(role.environments),
    actions: JSON.stringify(role.actions),
  };
}
