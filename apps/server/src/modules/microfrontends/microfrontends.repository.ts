import type { MicrofrontendRoute } from '@arca/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, MicrofrontendsTable } from '../../db/schema.ts';

export interface StoredMicrofrontend {
  name: string;
  version: string;
  url: string;
  routes: MicrofrontendRoute[];
  bundled: boolean;
  removed: boolean;
}

function open(row: Selectable<MicrofrontendsTable>): StoredMicrofrontend {
  return {
    name: row.name,
    version: row.version,
    url: row.url,
    routes: JSON.parse(row.routes) as MicrofrontendRoute[],
    bundled: Number(row.bundled) === 1,
    removed: Number(row.removed) === 1,
  };
}

function columns(entry: StoredMicrofrontend) {
  return {
    version: entry.version,
    url: entry.url,
    routes: JSON.stringify(entry.routes),
    bundled: entry.bundled ? (1 as const) : (0 as const),
    removed: entry.removed ? (1 as const) : (0 as const),
    updated_at: Date.now(),
  };
}

/** The micro-frontend registry. */
export class MicrofrontendsRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Every entry, removed ones too, sorted by name. */
  async list(): Promise<StoredMicrofrontend[]> {
    const rows = await this.#db.selectFrom('microfrontends').selectAll().orderBy('name').execute();
    return rows.map(open);
  }

  async find(name: string): Promise<StoredMicrofrontend | undefined> {
    const row = await this.#db.selectFrom('microfrontends').selectAll().where('name', '=', name).executeTakeFirst();
    return row && open(row);
  }

  /** Inserts unless the name is taken (another node may be registering the same build); true when inserted. */
  async insertIfAbsent(entry: StoredMicrofrontend): Promise<boolean> {
    const result = await this.#db
      .insertInto('microfrontends')
      .values({ name: entry.name, ...columns(entry) })
      .onConflict((c) => c.column('name').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
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
