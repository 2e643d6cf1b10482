import { type Kysely, sql } from 'kysely';
import type { SqlClock } from '../../db/database-clock.ts';
import type { Database, NodesTable } from '../../db/schema.ts';

export type NodeRow = NodesTable;

/** A node's row as read, with the database's time of the reading to judge it by. */
export interface SeenNode extends NodeRow {
  seen_at: number;
}

/**
 * The platform's nodes, one row each, written by the node itself. Every time in it is the
 * database's (`SqlClock`), so that nodes whose clocks differ judge each other alike.
 */
export class NodesRepository {
  readonly #db: Kysely<Database>;
  readonly #now: SqlClock;

  constructor(db: Kysely<Database>, clock: SqlClock) {
    this.#db = db;
    this.#now = clock;
  }

  /** The database's time. */
  async now(): Promise<number> {
    const result = await sql<{ now: number }>`select ${this.#now()} as now`.execute(this.#db);
    return Number(result.rows[0]?.now);
  }

  /** A node starting: its row is created, or taken over from its previous run. */
  async register(node: Omit<NodeRow, 'stopped_at' | 'last_heartbeat'>): Promise<void> {
    const { node_id: _, ...fresh } = node;
    await this.#db
      .insertInto('nodes')
      .values({ ...node, last_heartbeat: this.#now(), stopped_at: null })
      .onConflict((c) => c.column('node_id').doUpdateSet({ ...fresh, last_heartbeat: this.#now(), stopped_at: null }))
      .execute();
  }

  /**
   * False when the row is gone (an administrator removed the node) or marked stopped (another
   * node judged it dead and took back its work): the caller registers again.
   */
  async heartbeat(nodeId: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('nodes')
      .set({ last_heartbeat: this.#now() })
      .where('node_id', '=', nodeId)
      .where('stopped_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async markStopped(nodeId: string): Promise<void> {
    await this.#db.updateTable('nodes').set({ stopped_at: this.#now() }).where('node_id', '=', nodeId).execute();
  }

  /**
   * Marks a node stopped that stopped heartbeating without saying so, unless it beat again since
   * `lastHeartbeat`: false when it did, or another node marked it first.
   */
  async markDead(nodeId: string, lastHeartbeat: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('nodes')
      .set({ stopped_at: this.#now() })
      .where('node_id', '=', nodeId)
      .where('stopped_at', 'is', null)
      .where('last_heartbeat', '=', lastHeartbeat)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  list(): Promise<SeenNode[]> {
    return this.#db.selectFrom('nodes').selectAll().select(this.#now().as('seen_at')).orderBy('node_id').execute();
  }

  find(nodeId: string): Promise<SeenNode | undefined> {
    return this.#db
      .selectFrom('nodes')
      .selectAll()
      .select(this.#now().as('seen_at'))
      .where('node_id', '=', nodeId)
      .executeTakeFirst();
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
