import type { DialectMigration } from '../migrator.ts';

/** How often the console's features are used: one counter per feature, action and type. */
export const adoptionMetrics: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('adoption_metrics')
      .addColumn('feature_name', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('count', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('adoption_metrics_pk', ['feature_name', 'action', 'type'])
      .execute();
  },
});
