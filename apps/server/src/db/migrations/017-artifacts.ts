import { sql } from 'kysely';
import type { DialectMigration } from '../migrator.ts';

/**
 * Artifact storage: the content-addressed blobs, the files and folders of each repository that
 * point at them, and their properties.
 *
 * Items are stored as AQL sees them: `path` is the parent folder ('.' at the repository root) and
 * `name` the last segment. Paths compare byte by byte (collation "C" in PostgreSQL, SQLite's
 * default), so a folder's whole subtree is one index range: path = 'a/b' or 'a/b/' <= path < 'a/b0'.
 */
export const artifacts: DialectMigration = (dialect) => ({
  async up(db) {
    const idColumn = dialect === 'postgres' ? 'bigint generated always as identity' : 'integer';
    const pathType = dialect === 'postgres' ? sql.raw('text collate "C"') : sql.raw('text');
    await db.schema
      .createTable('blobs')
      .addColumn('sha256', 'text', (c) => c.primaryKey())
      .addColumn('sha1', 'text', (c) => c.notNull())
      .addColumn('md5', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('blobs_sha1').on('blobs').column('sha1').execute();
    await db.schema.createIndex('blobs_md5').on('blobs').column('md5').execute();

    await db.schema
      .createTable('items')
      .addColumn('id', sql.raw(idColumn), (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('repo_key', 'text', (c) =>
        c.notNull().references('repositories.repo_key').onDelete('cascade').onUpdate('cascade'),
      )
      .addColumn('path', pathType, (c) => c.notNull())
      .addColumn('name', pathType, (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('depth', 'integer', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.references('blobs.sha256'))
      .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('mime_type', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('modified_at', 'bigint', (c) => c.notNull())
      .addColumn('modified_by', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('downloads', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('last_downloaded_at', 'bigint')
      .addColumn('last_downloaded_by', 'text')
      .addColumn('remote_url', 'text')
      .addUniqueConstraint('items_location', ['repo_key', 'path', 'name'])
      .execute();
    await db.schema.createIndex('items_sha256').on('items').column('sha256').execute();
    await db.schema.createIndex('items_name').on('items').column('name').execute();

    await db.schema
      .createTable('item_properties')
      .addColumn('item_id', 'bigint', (c) => c.notNull().references('items.id').onDelete('cascade'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('item_properties_pk', ['item_id', 'key', 'value'])
      .execute();
    await db.schema.createIndex('item_properties_key_value').on('item_properties').columns(['key', 'value']).execute();
  },
});
