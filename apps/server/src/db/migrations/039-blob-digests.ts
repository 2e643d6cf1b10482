import type { DialectMigration } from '../migrator.ts';

/**
 * Content known by a digest of another algorithm than sha256, the one the blob store addresses it
 * by (ADR 021): a sha512 digest a registry client pushed or pulls content by, and the sha256 of
 * that content. Rows are added only when content is received under such a digest, and go with
 * their blob.
 */
export const blobDigests: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('blob_digests')
      .addColumn('algorithm', 'text', (c) => c.notNull())
      .addColumn('digest', 'text', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull().references('blobs.sha256').onDelete('cascade'))
      .addPrimaryKeyConstraint('blob_digests_pk', ['algorithm', 'digest'])
      .execute();
    // The blob's delete finds its rows by it.
    await db.schema.createIndex('blob_digests_sha256').on('blob_digests').column('sha256').execute();
  },
});
