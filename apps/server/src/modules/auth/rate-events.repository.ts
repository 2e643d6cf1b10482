import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RateEventStore } from '../../lib/sliding-window-limit.ts';

/** The events the sliding-window limits count (SQL only; the rules are lib/sliding-window-limit.ts'). */
export class RateEventsRepository implements RateEventStore {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async record(key: string, at: number): Promise<void> {
    await this.#db.insertInto('rate_events').values({ key, at }).execute();
  }

  async nthLatestAt(key: string, n: number, since: number): Promise<number | undefined> {
    const row = await this.#db
      .selectFrom('rate_events')
      .select('at')
      .where('key', '=', key)
      .where('at', '>', since)
      .orderBy('at', 'desc')
      .limit(1)
      .offset(n - 1)
      .executeTakeFirst();
    return row && Number(row.at);
  }

  /** Forgets the events from before `before`: no limit's window reaches back that far. */
  async prune(before: number): Promise<void> {
    await this.#db.deleteFrom('rate_events').where('at', '<', before).execute();
  }
}
