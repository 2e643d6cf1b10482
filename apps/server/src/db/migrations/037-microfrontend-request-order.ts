import type { DialectMigration } from '../migrator.ts';

/**
 * A micro-frontend's request order (R27.20): where it stands when the registry is read, and so
 * which of two micro-frontends claiming one route renders it. Entries registered before it have
 * the default, 999.
 */
export const microfrontendRequestOrder: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .alterTable('microfrontends')
      .addColumn('request_order', 'integer', (c) => c.notNull().defaultTo(999))
      .execute();
  },
});
