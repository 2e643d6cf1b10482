import type { DialectMigration } from '../migrator.ts';

/**
 * Webhook subscriptions (jfrog-wire-compat §3). Keys are unique regardless of case (key_lower);
 * domain and enabled are columns so delivery finds a domain's subscriptions without reading every
 * row; the rest is the subscription JSON as accepted, with every secret sealed by the master key.
 */
export const webhookSubscriptions: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('webhook_subscriptions')
      .addColumn('subscription_key', 'text', (c) => c.primaryKey())
      .addColumn('key_lower', 'text', (c) => c.notNull().unique())
      .addColumn('domain', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('project_key', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('config', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('webhook_subscriptions_domain')
      .on('webhook_subscriptions')
      .columns(['domain', 'enabled'])
      .execute();
  },
});
