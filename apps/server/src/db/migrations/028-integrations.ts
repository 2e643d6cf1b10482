import type { DialectMigration } from '../migrator.ts';

/**
 * Git integrations. The token is sealed with the master key; products is a JSON list. Names are
 * unique per vendor regardless of case (name_lower), so the vendor table never shows two alike.
 */
export const integrations: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('git_integrations')
      .addColumn('integration_key', 'text', (c) => c.primaryKey())
      .addColumn('vendor', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_lower', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('user_name', 'text')
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('integration_type', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('products', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('git_integrations_vendor_name', ['vendor', 'name_lower'])
      .execute();
  },
});
