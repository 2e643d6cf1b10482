import type { DialectMigration } from '../migrator.ts';

/** When each user last logged in, and a password an administrator marked expired. */
export const userActivity: DialectMigration = () => ({
  async up(db) {
    await db.schema.alterTable('users').addColumn('last_login_at', 'bigint').execute();
    await db.schema
      .alterTable('users')
      .addColumn('password_expired', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
});
