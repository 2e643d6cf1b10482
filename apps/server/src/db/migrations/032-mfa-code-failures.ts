import type { DialectMigration } from '../migrator.ts';

/**
 * Wrong one-time passwords per account rather than per login, so starting a new login does not
 * start the count again, and the lock they lead to.
 */
export const mfaCodeFailures: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('mfa_code_failures')
      .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  },
});
