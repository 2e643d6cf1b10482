import type { DialectMigration } from '../migrator.ts';

/**
 * What other nodes need to judge a node by its own row: the heartbeat period it keeps (a node is
 * Offline after missing three of its own periods, whatever the reader's), and a fingerprint of
 * the settings that must be the same on every node, so that a node started with others can say so.
 */
export const nodeHeartbeatPeriodAndSettings: DialectMigration = () => ({
  async up(db) {
    // Rows written before this migration kept the default period.
    await db.schema
      .alterTable('nodes')
      .addColumn('heartbeat_ms', 'bigint', (c) => c.notNull().defaultTo(5000))
      .execute();
    await db.schema.alterTable('nodes').addColumn('settings_fingerprint', 'text').execute();
  },
});
