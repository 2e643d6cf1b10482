import type { DialectMigration } from '../migrator.ts';

/**
 * When each cluster task last ran, and on which node: the node that claims a turn runs it, and the
 * others, finding it claimed within the period, skip theirs (modules/jobs/task-turns.ts).
 */
export const taskTurns: DialectMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('task_turns')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('node_id', 'text', (c) => c.notNull())
      .addColumn('claimed_at', 'bigint', (c) => c.notNull())
      .execute();
  },
});
