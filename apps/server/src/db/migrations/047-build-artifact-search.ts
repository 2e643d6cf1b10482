import type { DialectMigration } from '../migrator.ts';

/**
 * An index on builds' names and numbers: AQL's `artifact.module.build.name`/`.number` (what
 * `jf rt dl --build` sends) finds a build by them in every build-info repository at once, which
 * the primary key, led by the repository, cannot seek.
 */
export const buildArtifactSearch: DialectMigration = () => ({
  async up(db) {
    await db.schema.createIndex('builds_name_number').on('builds').columns(['name', 'number']).execute();
  },
});
