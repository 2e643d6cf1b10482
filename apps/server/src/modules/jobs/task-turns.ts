import { type Kysely, sql } from 'kysely';
import type { SqlClock } from '../../db/database-clock.ts';
import type { Database } from '../../db/schema.ts';

/**
 * A turn of a cluster task is claimed before it runs, so that one node runs it for all: the claim
 * is one conditional write, which only one node's can win while the last claim is recent. A turn
 * is recent for half its task's period, on the database's clock (nodes' own clocks may differ by
 * more than half of a short period), and a turn a dead node claimed is taken by another node at the
 * next period.
 */
export class TaskTurns {
  readonly #db: Kysely<Database>;
  readonly #nodeId: string;
  readonly #now: SqlClock;

  constructor(db: Kysely<Database>, nodeId: string, clock: SqlClock) {
    this.#db = db;
    this.#nodeId = nodeId;
    this.#now = clock;
  }

  /** Whether this node may run the task's turn now; `false` when another node has run it this period. */
  async claim(name: string, everyMs: number): Promise<boolean> {
    const claimed = await this.#db
      .updateTable('task_turns')
      .set({ node_id: this.#nodeId, claimed_at: this.#now() })
      .where('name', '=', name)
      .where('claimed_at', '<=', sql<number>`${this.#now()} - ${Math.floor(everyMs / 2)}`)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) > 0) return true;
    // A task's first turn anywhere: the row's insert is the claim.
    const inserted = await this.#db
      .insertInto('task_turns')
      .values({ name, node_id: this.#nodeId, claimed_at: this.#now() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}
