import { sql } from 'kysely';
import type { DialectMigration } from '../migrator.ts';

/**
 * Durable background jobs (webhook deliveries first): written in the transaction of the change
 * that causes them and claimed by whichever node is free, so a restart or a second node loses
 * nothing and runs nothing twice at once. A claim is a lease: a job whose node died is claimed
 * again once `locked_until` has passed.
 */
export const jobs: DialectMigration = (dialect) => ({
  async up(db) {
    const idColumn = sql.raw(dialect === 'postgres' ? 'bigint generated always as identity' : 'integer');
    await db.schema
      .createTable('jobs')
      .addColumn('id', idColumn, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      // pending → running → done | failed; running with an expired lease counts as pending.
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('run_at', 'bigint', (c) => c.notNull())
      .addColumn('locked_until', 'bigint')
      .addColumn('locked_by', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('finished_at', 'bigint')
      .execute();
    await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();
  },
});
