import type { DialectMigration } from '../migrator.ts';

/**
 * The nodes of the platform, each keeping its own row fresh (heartbeat), and the support bundles
 * they made. A bundle's zip lives in the data dir of the node that made it (node_id).
 */
export const nodesAndSupportBundles: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('nodes')
      .addColumn('node_id', 'text', (c) => c.primaryKey())
      .addColumn('service_id', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('micro_services', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('last_heartbeat', 'bigint', (c) => c.notNull())
      .addColumn('stopped_at', 'bigint')
      .execute();
    await db.schema
      .createTable('support_bundles')
      .addColumn('bundle_id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('node_id', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint')
      .addColumn('error', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('support_bundles_created').on('support_bundles').column('created_at').execute();
  },
});
