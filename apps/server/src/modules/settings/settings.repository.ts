import type { Kysely } from 'kysely';
import { CachedReads } from '../../db/cached-reads.ts';
import type { DataChanges } from '../../db/data-changes.ts';
import type { Database } from '../../db/schema.ts';
import type { Eventually } from '../../lib/eventually.ts';

/** Instance settings as JSON documents under a key. */
export class SettingsRepository {
  readonly #db: Kysely<Database>;
  readonly #changes: DataChanges | undefined;
  /** Without `changes` nothing can tell when a setting changes, so views read it every time. */
  constructor(db: Kysely<Database>, changes?: DataChanges) {
    this.#db = db;
    this.#changes = changes;
  }

  /**
   * A setting as `derive` makes it from what is stored, for settings asked on every request: read
   * from memory until the database changes, on this node or another (see CachedReads), so a change
   * applies on every node at once. Callers must not change what they get.
   */
  view<T>(key: string, derive: (stored: unknown) => T): () => Eventually<T> {
    // While the database does not answer, the setting as last read: a request that needs nothing
    // else from it (a load balancer's health check) is still answered.
    let last: { value: T } | undefined;
    const load = async () => {
      try {
        last = { value: derive(await this.get(key)) };
      } catch (error) {
        if (!last) throw error;
      }
      return last.value;
    };
    const changes = this.#changes;
    if (!changes) return load;
    const cache = new CachedReads<T>(changes, 1);
    return () => cache.get('', load);
  }

  async get<T>(key: string): Promise<T | undefined> {
    const row = await this.#db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    return row ? (JSON.parse(row.value) as T) : undefined;
  }

  async put(key: string, value: unknown): Promise<void> {
    const json = JSON.stringify(value);
    const now = Date.now();
    await this.#db
      .insertInto('settings')
      .values({ key, value: json, updated_at: now })
      .onConflict((c) => c.column('key').doUpdateSet({ value: json, updated_at: now }))
      .execute();
  }

  /** Stores the value unless the key holds one already, and answers what the key holds then. */
  async putIfAbsent<T>(key: string, value: T): Promise<T> {
    await this.#db
      .insertInto('settings')
      .values({ key, value: JSON.stringify(value), updated_at: Date.now() })
      .onConflict((c) => c.column('key').doNothing())
      .execute();
    return (await this.get<T>(key)) as T;
  }
}
