import type { DialectMigration } from '../migrator.ts';

/** Projects, keyed by their project key; the key is lowercase by rule, so it is unique as it stands. */
export const projects: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('projects')
      .addColumn('project_key', 'text', (c) => c.primaryKey())
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('manage_members', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('manage_resources', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('index_resources', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('storage_quota_bytes', 'bigint', (c) => c.notNull().defaultTo(-1))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
});
