import type { DialectMigration } from '../migrator.ts';

/**
 * An account's failed logins from every address together, and the addresses where its password was
 * right: guesses spread over many addresses meet a ceiling per account, which holds off only
 * addresses the owner has not signed in from lately.
 */
export const accountLoginFailures: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('login_failures')
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('failed_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_failures_user_time')
      .on('login_failures')
      .columns(['user_id', 'failed_at'])
      .execute();
    await db.schema
      .createTable('login_successes')
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('succeeded_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('login_successes_pk', ['user_id', 'address'])
      .execute();
  },
});
