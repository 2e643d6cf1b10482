import type { DialectMigration } from '../migrator.ts';

/** OAuth logins waiting for the provider: one row per started login, spent by its callback. */
export const oauthStates: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('oauth_states')
      .addColumn('state_hash', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('redirect_to', 'text', (c) => c.notNull())
      .addColumn('sealed_verifier', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('oauth_states_expires').on('oauth_states').column('expires_at').execute();
  },
});
