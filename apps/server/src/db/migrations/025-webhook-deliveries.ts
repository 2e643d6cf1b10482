import { sql } from 'kysely';
import type { DialectMigration } from '../migrator.ts';

/**
 * What each attempt to deliver a webhook event came to, for administrators to read: one row per
 * attempt, kept with the subscription and dropped with it.
 */
export const webhookDeliveries: DialectMigration = (dialect) => ({
  async up(db) {
    const idColumn = sql.raw(dialect === 'postgres' ? 'bigint generated always as identity' : 'integer');
    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', idColumn, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('subscription_key', 'text', (c) =>
        c.notNull().references('webhook_subscriptions.subscription_key').onDelete('cascade'),
      )
      .addColumn('job_id', 'bigint', (c) => c.notNull())
      .addColumn('domain', 'text', (c) => c.notNull())
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('attempt', 'integer', (c) => c.notNull())
      // delivered, retrying (it failed and another attempt follows) or failed (given up).
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('delivered_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_by_subscription')
      .on('webhook_deliveries')
      .columns(['subscription_key', 'delivered_at'])
      .execute();
  },
});
