import type { DialectMigration } from '../migrator.ts';

/** Published build info, one row per run, in its build-info repository. */
export const builds: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('builds')
      .addColumn('build_repo', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('started', 'text', (c) => c.notNull())
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('info', 'text', (c) => c.notNull())
      .addColumn('published_by', 'text', (c) => c.notNull())
      .addColumn('published_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('builds_pk', ['build_repo', 'name', 'number'])
      .execute();
  },
});
