import { sql } from 'kysely';
import type { DialectMigration } from '../migrator.ts';

/**
 * The package index (ADR 005): packages and their versions as the native formats understand them,
 * each version pointing at the stored files that make it up. It is derived from what is deployed:
 * a file's deletion removes its link (cascade), and a version without files is no longer listed.
 */
export const packages: DialectMigration = (dialect) => ({
  async up(db) {
    const idColumn = sql.raw(dialect === 'postgres' ? 'bigint generated always as identity' : 'integer');
    await db.schema
      .createTable('packages')
      .addColumn('id', idColumn, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('package_type', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      // The format's own rule of which names are the same package (PyPI normalises, npm does not).
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('modified_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('packages_identity', ['package_type', 'name_key'])
      .execute();
    await db.schema.createIndex('packages_name').on('packages').column('name').execute();

    await db.schema
      .createTable('package_tags')
      .addColumn('package_id', 'bigint', (c) => c.notNull().references('packages.id').onDelete('cascade'))
      .addColumn('tag', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('package_tags_pk', ['package_id', 'tag'])
      .execute();
    await db.schema.createIndex('package_tags_tag').on('package_tags').column('tag').execute();

    await db.schema
      .createTable('package_licenses')
      .addColumn('package_id', 'bigint', (c) => c.notNull().references('packages.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('package_licenses_pk', ['package_id', 'name'])
      .execute();

    await db.schema
      .createTable('package_versions')
      .addColumn('id', idColumn, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('package_id', 'bigint', (c) => c.notNull().references('packages.id').onDelete('cascade'))
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('readme', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('modified_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('package_versions_identity', ['package_id', 'version'])
      .execute();

    await db.schema
      .createTable('package_files')
      .addColumn('version_id', 'bigint', (c) => c.notNull().references('package_versions.id').onDelete('cascade'))
      .addColumn('item_id', 'bigint', (c) => c.notNull().references('items.id').onDelete('cascade'))
      .addColumn('lead', 'integer', (c) => c.notNull().defaultTo(0))
      // What the format keeps of this file in its repository, as JSON (an npm version's manifest…).
      .addColumn('metadata', 'text')
      .addPrimaryKeyConstraint('package_files_pk', ['version_id', 'item_id'])
      .execute();
    await db.schema.createIndex('package_files_item').on('package_files').column('item_id').execute();

    await db.schema
      .createTable('package_layers')
      .addColumn('version_id', 'bigint', (c) => c.notNull().references('package_versions.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('digest', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('command', 'text')
      .addColumn('created', 'text')
      .addPrimaryKeyConstraint('package_layers_pk', ['version_id', 'position'])
      .execute();
  },
});
