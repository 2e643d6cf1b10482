import type { DialectMigration } from '../migrator.ts';

/** A refreshable token keeps the sha256 of its refresh token; using it replaces the token. */
export const refreshableTokens: DialectMigration = () => ({
  async up(db) {
    await db.schema.alterTable('access_tokens').addColumn('refresh_hash', 'text').execute();
    await db.schema.createIndex('access_tokens_refresh').on('access_tokens').column('refresh_hash').execute();
  },
});
