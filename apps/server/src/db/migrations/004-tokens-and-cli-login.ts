import type { DialectMigration } from '../migrator.ts';

/** Access tokens (Bearer), and the browser logins the JFrog CLI waits on. */
export const tokensAndCliLogin: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('access_tokens')
      .addColumn('token_id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('access_tokens_user').on('access_tokens').column('user_id').execute();

    await db.schema
      .createTable('cli_login_requests')
      .addColumn('session_hash', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      // Filled once a logged-in user confirms the login; the token waits sealed until the CLI takes it.
      .addColumn('sealed_token', 'text')
      .addColumn('delivered_at', 'bigint')
      .execute();
  },
});
