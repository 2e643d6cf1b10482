import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * A turn of a cluster task is claimed before it runs, so that one node runs it for all: the claim
 * is one conditional write, which only one node's can win while the last claim is recent. A turn
 * is recent for half its task's period, so nodes whose clocks differ by less than that never both
 * run one, and a turn a dead node claimed is taken by another node at the next period.
 */
export class TaskTurns {
  readonly #db: Kysely<Database>;
  readonly #nodeId: string;

  constructor(db: Kysely<Database>, nodeId: string) {
    this.#db = db;
    this.#nodeId = nodeId;
  }

  /** Whether this node may run the task's turn now; `false` when another node has run it this period. */
  async claim(name: string, everyMs: number, now = Date.now()): Promise<boolean> {
    const claimed = await this.#db
      .updateTable('task_turns')
      .set({ node_id: this.#nodeId, claimed_at: now })
      .where('name', '=', name)
      .where('claimed_at', '<=', now - everyMs / 2)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) > 0) return true;
    // A task's first turn anywhere: the row's insert is the claim.
    const inserted = await this.#db
      .insertInto('task_turns')
      .values({ name, node_id: this.#nodeId, claimed_at: now })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}
