import type { DialectMigration } from '../migrator.ts';

/**
 * Repository configurations. Keys are unique regardless of case (key_lower); the whole config
 * JSON is kept as sent, with a remote's password sealed, so fields Arca does not act on survive.
 */
export const repositories: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('repositories')
      .addColumn('repo_key', 'text', (c) => c.primaryKey())
      .addColumn('key_lower', 'text', (c) => c.notNull().unique())
      .addColumn('rclass', 'text', (c) => c.notNull())
      .addColumn('package_type', 'text', (c) => c.notNull())
      .addColumn('project_key', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('config', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
});
