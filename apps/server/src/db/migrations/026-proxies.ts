import type { DialectMigration } from '../migrator.ts';

/**
 * Outbound proxies. Keys are unique regardless of case (key_lower); the password is sealed with
 * the master key; redirect hosts are a JSON list. At most one row is the platform default, which
 * the service keeps so (a new default takes the flag from the old one).
 */
export const proxies: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('proxies')
      .addColumn('proxy_key', 'text', (c) => c.primaryKey())
      .addColumn('key_lower', 'text', (c) => c.notNull().unique())
      .addColumn('host', 'text', (c) => c.notNull())
      .addColumn('port', 'integer', (c) => c.notNull())
      .addColumn('username', 'text')
      .addColumn('password', 'text')
      .addColumn('nt_host', 'text')
      .addColumn('nt_domain', 'text')
      .addColumn('redirected_to_hosts', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('platform_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
});
