import type { DialectMigration } from '../migrator.ts';

/**
 * The micro-frontend registry. Routes are a JSON list. `bundled` marks an entry the server
 * registered from a build it ships; `removed` keeps an administrator's removal of such an entry,
 * so the next start does not bring it back unless its bundled version changes.
 */
export const microfrontends: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('microfrontends')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('routes', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('bundled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
});
