import { sql } from 'kysely';
import type { DialectMigration } from '../migrator.ts';

/**
 * The entries of stored archives (jar, zip, wheel, tgz, …), for Artifactory's archive entry
 * ("class") search. Entries belong to the content, not to a path: one jar stored under many paths
 * (copies, promotions, remote caches) is read once, and its entries go when the collector forgets
 * the blob. `archive_contents` records that a blob was read, whatever came of it, so it is not
 * read again; searches join `items` for where the archive lives now.
 */
export const archiveEntries: DialectMigration = (dialect) => ({
  async up(db) {
    const textC = dialect === 'postgres' ? sql.raw('text collate "C"') : sql.raw('text');
    await db.schema
      .createTable('archive_contents')
      .addColumn('sha256', 'text', (c) => c.primaryKey().references('blobs.sha256').onDelete('cascade'))
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('entry_count', 'integer', (c) => c.notNull())
      .addColumn('indexed_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('archive_entries')
      .addColumn('sha256', 'text', (c) => c.notNull().references('archive_contents.sha256').onDelete('cascade'))
      .addColumn('entry_path', textC, (c) => c.notNull())
      // Lower-cased last segment: names compare regardless of case, and byte by byte so a pattern's literal prefix is an index range.
      .addColumn('entry_name', textC, (c) => c.notNull())
      .addPrimaryKeyConstraint('archive_entries_pk', ['sha256', 'entry_path'])
      .execute();
    await db.schema.createIndex('archive_entries_name').on('archive_entries').column('entry_name').execute();
  },
});
