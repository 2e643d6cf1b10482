import type { DialectMigration } from '../migrator.ts';

/**
 * Failed logins and locks per account and client address, so that failures from one address lock
 * the account there only. They replace the per-account count and lock on users, which let anyone
 * lock any account from anywhere; locks held at the upgrade end with it.
 */
export const loginLocks: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('login_locks')
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('last_failure_at', 'bigint', (c) => c.notNull())
      .addColumn('locked_until', 'bigint')
      .addPrimaryKeyConstraint('login_locks_pk', ['user_id', 'address'])
      .execute();
    await db.schema.createIndex('login_locks_locked_until').on('login_locks').column('locked_until').execute();
    await db.schema.alterTable('users').dropColumn('failed_logins').execute();
    await db.schema.alterTable('users').dropColumn('locked_until').execute();
  },
});
