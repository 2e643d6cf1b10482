import type { Kysely, Selectable } from 'kysely';
import type { Database, WebhookDeliveriesTable, WebhookDeliveryOutcome } from '../../../db/schema.ts';

export interface DeliveryRecord {
  subscriptionKey: string;
  jobId: number;
  domain: string;
  eventType: string;
  attempt: number;
  outcome: WebhookDeliveryOutcome;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  at: number;
}

/** How many attempts a subscription's history keeps; older ones are dropped as new ones come. */
export const DELIVERY_HISTORY_LIMIT = 500;

function recordOf(row: Selectable<WebhookDeliveriesTable>): DeliveryRecord {
  return {
    subscriptionKey: row.subscription_key,
    jobId: Number(row.job_id),
    domain: row.domain,
    eventType: row.event_type,
    attempt: Number(row.attempt),
    outcome: row.outcome,
    statusCode: row.status_code === null ? null : Number(row.status_code),
    durationMs: Number(row.duration_ms),
    error: row.error,
    at: Number(row.delivered_at),
  };
}

/** The delivery history: one row per attempt, newest first when read. */
export class DeliveriesRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Records an attempt; nothing when the subscription is gone (its history went with it). */
  async record(delivery: DeliveryRecord): Promise<void> {
    await this.#db.transaction().execute(async (tx) => {
      const exists = await tx
        .selectFrom('webhook_subscriptions')
        .select('subscription_key')
        .where('subscription_key', '=', delivery.subscriptionKey)
        .executeTakeFirst();
      if (!exists) return;
      await tx
        .insertInto('webhook_deliveries')
        .values({
          subscription_key: delivery.subscriptionKey,
          job_id: delivery.jobId,
          domain: delivery.domain,
          event_type: delivery.eventType,
          attempt: delivery.attempt,
          outcome: delivery.outcome,
          status_code: delivery.statusCode,
          duration_ms: delivery.durationMs,
          error: delivery.error,
          delivered_at: delivery.at,
        })
        .execute();
      const oldest = await tx
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('subscription_key', '=', delivery.subscriptionKey)
        .orderBy('id', 'desc')
        .offset(DELIVERY_HISTORY_LIMIT)
        .limit(1)
        .executeTakeFirst();
      if (oldest)
        await tx
          .deleteFrom('webhook_deliveries')
          .where('subscription_key', '=', delivery.subscriptionKey)
          .where('id', '<=', oldest.id)
          .execute();
    });
  }

  /** Each subscription's newest attempt, where that attempt gave up: the webhooks failing now. */
  async latestFailures(): Promise<DeliveryRecord[]> {
    const newest = this.#db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.max('id').as('id'))
      .groupBy('subscription_key');
    const rows = await this.#db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', 'in', newest)
      .where('outcome', '=', 'failed')
      .execute();
    return rows.map(recordOf);
  }

  async history(subscriptionKey: string, limit = 100): Promise<DeliveryRecord[]> {
    const rows = await this.#db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('subscription_key', '=', subscriptionKey)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(recordOf);
  }
}
