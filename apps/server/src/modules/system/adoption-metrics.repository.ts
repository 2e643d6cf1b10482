import type { AdoptionMetricCounter } from '@arca/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface CounterKey {
  featureName: string;
  action: string;
  type: string;
}

/** Usage counters of the console's features, one row per feature, action and type. */
export class AdoptionMetricsRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Adds to an existing counter; false when there is none yet. */
  async addToExisting(key: CounterKey, value: number, now: number, trx?: Transaction<Database>): Promise<boolean> {
    const result = await (trx ?? this.#db)
      .updateTable('adoption_metrics')
      .set((eb) => ({ count: eb('count', '+', value), updated_at: now }))
      .where('feature_name', '=', key.featureName)
      .where('action', '=', key.action)
      .where('type', '=', key.type)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Creates the counter; a concurrent creation of the same one is added to instead of failing. */
  async create(key: CounterKey, value: number, now: number, trx?: Transaction<Database>): Promise<void> {
    await (trx ?? this.#db)
      .insertInto('adoption_metrics')
      .values({ feature_name: key.featureName, action: key.action, type: key.type, count: value, updated_at: now })
      .onConflict((c) =>
        c
          .columns(['feature_name', 'action', 'type'])
          .doUpdateSet((eb) => ({ count: eb('adoption_metrics.count', '+', value), updated_at: now })),
      )
      .execute();
  }

  async countCounters(trx?: Transaction<Database>): Promise<number> {
    const row = await (trx ?? this.#db)
      .selectFrom('adoption_metrics')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async list(trx?: Transaction<Database>): Promise<AdoptionMetricCounter[]> {
    const rows = await (trx ?? this.#db)
      .selectFrom('adoption_metrics')
      .selectAll()
      .orderBy('feature_name')
      .orderBy('action')
      .orderBy('type')
      .execute();
    return rows.map((r) => ({
      featureName: r.feature_name,
      action: r.action,
      type: r.type,
      count: Number(r.count),
      updatedAt: Number(r.updated_at),
    }));
  }
}
