import type { DialectMigration } from '../migrator.ts';

/** TOTP second factor: the sealed seed on the user, and half-finished logins waiting for a code. */
export const mfa: DialectMigration = () => ({
  async up(db) {
    await db.schema.alterTable('users').addColumn('mfa_secret', 'text').execute();
    // The time step of the last accepted code, so a code works once.
    await db.schema.alterTable('users').addColumn('mfa_last_step', 'bigint').execute();
    await db.schema
      .createTable('mfa_challenges')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('pending_secret', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
  },
});
