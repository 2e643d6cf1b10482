import type { DialectMigration } from '../migrator.ts';

/** Invitation links: like reset keys, stored as sha256 only and usable once. */
export const invitations: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('invitations')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('invitations_user').on('invitations').column('user_id').execute();
  },
});
