import type { DialectMigration } from '../migrator.ts';

/**
 * npm dist-tags (ADR 005): they name versions per repository and package, so they live beside the
 * package index rather than in it. A deleted repository takes its tags along.
 */
export const npmDistTags: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('npm_dist_tags')
      .addColumn('repo_key', 'text', (c) =>
        c.notNull().references('repositories.repo_key').onDelete('cascade').onUpdate('cascade'),
      )
      .addColumn('package_name', 'text', (c) => c.notNull())
      .addColumn('tag', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('npm_dist_tags_pk', ['repo_key', 'package_name', 'tag'])
      .execute();
  },
});
