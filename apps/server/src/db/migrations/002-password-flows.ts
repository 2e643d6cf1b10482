import { sql } from 'kysely';
import type { DialectMigration } from '../migrator.ts';

/** Password expiry and lockout on users, refresh tokens on sessions, reset keys, and settings. */
export const passwordFlows: DialectMigration = () => ({
  async up(db) {
    await db.schema.alterTable('users').addColumn('password_changed_at', 'bigint').execute();
    await db.schema
      .alterTable('users')
      .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('users').addColumn('locked_until', 'bigint').execute();
    await sql`UPDATE users SET password_changed_at = updated_at`.execute(db);

    // token_hash is the short-lived access token; refresh_hash the long-lived one that renews it.
    await db.schema.alterTable('sessions').addColumn('refresh_hash', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('access_expires_at', 'bigint').execute();
    await sql`UPDATE sessions SET access_expires_at = expires_at`.execute(db);
    await db.schema.createIndex('sessions_refresh').on('sessions').column('refresh_hash').unique().execute();

    await db.schema
      .createTable('password_reset_keys')
      .addColumn('key_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('password_reset_keys_user').on('password_reset_keys').column('user_id').execute();

    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
});
