import type { DialectMigration } from '../migrator.ts';

/**
 * Environments, global (project_key '') or a project's own, and the custom roles of each project
 * (environments and actions as JSON lists).
 */
export const projectRolesAndEnvironments: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('environments')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('project_key', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    const now = Date.now();
    await db
      .insertInto('environments')
      .values([
        { name: 'DEV', project_key: '', created_at: now },
        { name: 'PROD', project_key: '', created_at: now },
      ])
      .execute();
    await db.schema
      .createTable('project_roles')
      .addColumn('project_key', 'text', (c) => c.notNull().references('projects.project_key').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('environments', 'text', (c) => c.notNull())
      .addColumn('actions', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('project_roles_pk', ['project_key', 'name'])
      .execute();
  },
});
