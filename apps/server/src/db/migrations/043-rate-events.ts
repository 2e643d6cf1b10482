import type { DialectMigration } from '../migrator.ts';

/**
 * Events counted by the sliding-window limits (failed logins per account and address, per address,
 * reset mails): rows in the database, so every node of a cluster counts against one budget. Only
 * failures and mails are written; the limits read the `n`th latest event of a key.
 */
export const rateEvents: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('rate_events')
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rate_events_key_at').on('rate_events').columns(['key', 'at']).execute();
  },
});
