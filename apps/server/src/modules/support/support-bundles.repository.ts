import type { Kysely } from 'kysely';
import type { Database, SupportBundlesTable } from '../../db/schema.ts';

export type BundleRow = SupportBundlesTable;

export class SupportBundlesRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(row: BundleRow): Promise<void> {
    await this.#db.insertInto('support_bundles').values(row).execute();
  }

  async finish(id: string, outcome: Pick<BundleRow, 'status' | 'size' | 'error'>): Promise<void> {
    await this.#db.updateTable('support_bundles').set(outcome).where('bundle_id', '=', id).execute();
  }

  /** Newest first. */
  list(): Promise<BundleRow[]> {
    return this.#db.selectFrom('support_bundles').selectAll().orderBy('created_at', 'desc').execute();
  }

  find(id: string): Promise<BundleRow | undefined> {
    return this.#db.selectFrom('support_bundles').selectAll().where('bundle_id', '=', id).executeTakeFirst();
  }

  async delete(id: string): Promise<void> {
    await this.#db.deleteFrom('support_bundles').where('bundle_id', '=', id).execute();
  }

  /** Bundles a node was still making when it stopped: they will never finish. Resolves to how many. */
  async failUnfinished(nodeId: string): Promise<number> {
    const result = await this.#db
      .updateTable('support_bundles')
      .set({ status: 'failure', error: 'The server stopped before the bundle was complete' })
      .where('node_id', '=', nodeId)
      .where('status', '=', 'in progress')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
