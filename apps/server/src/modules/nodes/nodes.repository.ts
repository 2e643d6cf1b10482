import type { Kysely } from 'kysely';
import type { Database, NodesTable } from '../../db/schema.ts';

export type NodeRow = NodesTable;

/** The platform's nodes, one row each, written by the node itself. */
export class NodesRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** A node starting: its row is created, or taken over from its previous run. */
  async register(node: Omit<NodeRow, 'stopped_at'>): Promise<void> {
    const { node_id: _, ...fresh } = node;
    await this.#db
      .insertInto('nodes')
      .values({ ...node, stopped_at: null })
      .onConflict((c) => c.column('node_id').doUpdateSet({ ...fresh, stopped_at: null }))
      .execute();
  }

  /** False when the row is gone (an administrator removed the node): the caller registers again. */
  async heartbeat(nodeId: string, now: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('nodes')
      .set({ last_heartbeat: now })
      .where('node_id', '=', nodeId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async markStopped(nodeId: string, now: number): Promise<void> {
    await this.#db.updateTable('nodes').set({ stopped_at: now }).where('node_id', '=', nodeId).execute();
  }

  list(): Promise<NodeRow[]> {
    return this.#db.selectFrom('nodes').selectAll().orderBy('node_id').execute();
  }

  find(nodeId: string): Promise<NodeRow | undefined> {
    return this.#db.selectFrom('nodes').selectAll().where('node_id', '=', nodeId).executeTakeFirst();
  }

  async delete(serviceId: string, nodeId: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('nodes')
      .where('node_id', '=', nodeId)
      .where('service_id', '=', serviceId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
