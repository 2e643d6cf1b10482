import type { DialectMigration } from '../migrator.ts';

/**
 * Docker blob uploads in progress, one row each, so that any node of a cluster takes the next
 * chunk or the closing PUT: the bytes received so far are parts in the shared blob store, named in
 * `parts` (JSON, in order, each with its size and checksums), and `size` is their sum, where the
 * next chunk must begin (modules/formats/docker/upload-sessions.ts).
 */
export const dockerUploads: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('docker_uploads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('repository', 'text', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('parts', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('docker_uploads_updated_at').on('docker_uploads').column('updated_at').execute();
  },
});
