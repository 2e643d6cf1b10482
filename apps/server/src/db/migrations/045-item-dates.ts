import type { DialectMigration } from '../migrator.ts';

/**
 * Indexes on files' creation and modification times, which the date searches compare
 * (`api/search/creation`, `api/search/dates`, and `api/search/usage`'s "created before"): without
 * them each search read every item. The last download's time stays unindexed on purpose: every
 * flush of download counts updates it, and an index on it would turn those small updates (in
 * PostgreSQL, heap-only ones) into writes to every index of the row.
 */
export const itemDates: DialectMigration = () => ({
  async up(db) {
    await db.schema.createIndex('items_created_at').on('items').column('created_at').execute();
    await db.schema.createIndex('items_modified_at').on('items').column('modified_at').execute();
  },
});
