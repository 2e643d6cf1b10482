import { sql } from 'kysely';
import type { DialectMigration } from '../migrator.ts';

/**
 * Each token remembers when its refresh chain began and whether the token policy ends the chain
 * (one a non-administrator started). Who asked for a token issued before was not recorded: its
 * chain begins at its own creation and is ended by the policy unless its owner is an administrator.
 */
export const refreshChains: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .alterTable('access_tokens')
      .addColumn('chain_started_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('access_tokens')
      .addColumn('chain_capped', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await sql`
      UPDATE access_tokens SET
        chain_started_at = created_at,
        chain_capped = CASE WHEN EXISTS (
          SELECT 1 FROM users WHERE users.id = access_tokens.user_id AND users.admin = 1
        ) THEN 0 ELSE 1 END`.execute(db);
  },
});
