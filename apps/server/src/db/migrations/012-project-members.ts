import type { DialectMigration } from '../migrator.ts';

/** Who belongs to a project, by user or group, with their roles there (JSON list of role names). */
export const projectMembers: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('project_members')
      .addColumn('project_key', 'text', (c) => c.notNull().references('projects.project_key').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('member_id', 'bigint', (c) => c.notNull())
      .addColumn('roles', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('project_members_pk', ['project_key', 'kind', 'member_id'])
      .execute();
  },
});
