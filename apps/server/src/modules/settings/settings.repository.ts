import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Instance settings as JSON documents under a key. */
export class SettingsRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
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
