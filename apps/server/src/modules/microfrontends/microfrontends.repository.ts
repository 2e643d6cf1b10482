import type { MicrofrontendRoute } from '@arca/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database, MicrofrontendsTable } from '../../db/schema.ts';

export interface StoredMicrofrontend {
  name: string;
  version: string;
  url: string;
  order: number;
  routes: MicrofrontendRoute[];
  bundled: boolean;
  removed: boolean;
}

function open(row: Selectable<MicrofrontendsTable>): StoredMicrofrontend {
  return {
    name: row.name,
    version: row.version,
    url: row.url,
    order: Number(row.request_order),
    routes: JSON.parse(row.routes) as MicrofrontendRoute[],
    bundled: Number(row.bundled) === 1,
    removed: Number(row.removed) === 1,
  };
}

function columns(entry: StoredMicrofrontend) {
  return {
    version: entry.version,
    url: entry.url,
    request_order: entry.order,
    routes: JSON.stringify(entry.routes),
    bundled: entry.bundled ? (1 as const) : (0 as const),
    removed: entry.removed ? (1 as const) : (0 as const),
    updated_at: Date.now(),
  };
}

/** The micro-frontend registry. */
export class MicrofrontendsRepository {
  readonly #db: Kysely<Database>;
  readonly #dialect: Dialect;
  constructor(db: Kysely<Database>, dialect: Dialect) {
    this.#db = db;
    this.#dialect = dialect;
  }

  /**
   * Runs `work` in a transaction no other change to the registry interleaves with, so a check
   * across entries (one route, one owner) still holds when its write commits. Readers do not wait.
   * SQLite's one connection is the process's own while the transaction runs; on PostgreSQL every
   * node's writers queue on the table lock.
   */
  exclusive<T>(work: (registry: MicrofrontendsRepository) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute(async (tx) => {
      if (this.#dialect === 'postgres') await sql`lock table microfrontends in share row exclusive mode`.execute(tx);
      return work(new MicrofrontendsRepository(tx, this.#dialect));
    });
  }

  /** Every entry, removed ones too, in request order, then by name (R27.20). */
  async list(): Promise<StoredMicrofrontend[]> {
    const rows = await this.#db
      .selectFrom('microfrontends')
      .selectAll()
      .orderBy('request_order')
      .orderBy('name')
      .execute();
    return rows.map(open);
  }

  async find(name: string): Promise<StoredMicrofrontend | undefined> {
    const row = await this.#db.selectFrom('microfrontends').selectAll().where('name', '=', name).executeTakeFirst();
    return row && open(row);
  }

  async save(entry: StoredMicrofrontend): Promise<void> {
    await this.#db
      .insertInto('microfrontends')
      .values({ name: entry.name, ...columns(entry) })
      .onConflict((c) => c.column('name').doUpdateSet(columns(entry)))
      .execute();
  }

  async delete(name: string): Promise<boolean> {
    const result = await this.#db.deleteFrom('microfrontends').where('name', '=', name).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
