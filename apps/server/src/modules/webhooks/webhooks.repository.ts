import type { WebhookHandlerConfig, WebhookSubscription } from '@arca/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, WebhookSubscriptionsTable } from '../../db/schema.ts';
import type { SecretBox } from '../../lib/encryption.ts';

function mapSecrets(handler: WebhookHandlerConfig, change: (value: string) => string): WebhookHandlerConfig {
  if (handler.handler_type === 'webhook') {
    return handler.secret ? { ...handler, secret: change(handler.secret) } : handler;
  }
  return {
    ...handler,
    secrets: (handler.secrets ?? []).map((secret) => ({
      name: secret.name,
      value: secret.value ? change(secret.value) : '',
    })),
  };
}

/**
 * Webhook subscriptions. Callers hand in and get back subscriptions with their secrets in plain
 * text; in the table every secret (a handler's `secret`, a custom handler's `secrets[].value`) is
 * sealed with the master key.
 */
export class WebhooksRepository {
  readonly #db: Kysely<Database>;
  readonly #box: SecretBox;
  constructor(db: Kysely<Database>, box: SecretBox) {
    this.#db = db;
    this.#box = box;
  }

  #open(row: Selectable<WebhookSubscriptionsTable>): WebhookSubscription {
    const sealed = JSON.parse(row.config) as WebhookSubscription;
    return { ...sealed, handlers: sealed.handlers.map((handler) => mapSecrets(handler, (v) => this.#box.open(v))) };
  }

  #columns(subscription: WebhookSubscription) {
    const sealed: WebhookSubscription = {
      ...subscription,
      handlers: subscription.handlers.map((handler) => mapSecrets(handler, (v) => this.#box.seal(v))),
    };
    return {
      key_lower: subscription.key.toLowerCase(),
      domain: subscription.event_filter.domain,
      enabled: subscription.enabled ? (1 as const) : (0 as const),
      project_key: subscription.project_key ?? '',
      config: JSON.stringify(sealed),
    };
  }

  /** Sorted by key. */
  async list(): Promise<WebhookSubscription[]> {
    const rows = await this.#db.selectFrom('webhook_subscriptions').selectAll().orderBy('key_lower').execute();
    return rows.map((row) => this.#open(row));
  }

  /** Keys match regardless of case. */
  async find(key: string): Promise<WebhookSubscription | undefined> {
    const row = await this.#db
      .selectFrom('webhook_subscriptions')
      .selectAll()
      .where('key_lower', '=', key.toLowerCase())
      .executeTakeFirst();
    return row && this.#open(row);
  }

  /**
   * For delivery: the enabled subscriptions of a domain, sorted by key, with their secrets in
   * plain text. Matching an event's type and criteria is the caller's.
   */
  async enabledFor(domain: string): Promise<WebhookSubscription[]> {
    const rows = await this.#db
      .selectFrom('webhook_subscriptions')
      .selectAll()
      .where('domain', '=', domain)
      .where('enabled', '=', 1)
      .orderBy('key_lower')
      .execute();
    return rows.map((row) => this.#open(row));
  }

  /** False when a subscription with this key (in any case) exists already. */
  async insert(subscription: WebhookSubscription): Promise<boolean> {
    const now = Date.now();
    const result = await this.#db
      .insertInto('webhook_subscriptions')
      .values({
        ...this.#columns(subscription),
        subscription_key: subscription.key,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('key_lower').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** The subscription of that key (any case) replaced whole; false when there is none. */
  async update(subscription: WebhookSubscription): Promise<boolean> {
    const result = await this.#db
      .updateTable('webhook_subscriptions')
      .set({ ...this.#columns(subscription), updated_at: Date.now() })
      .where('key_lower', '=', subscription.key.toLowerCase())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async delete(key: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('webhook_subscriptions')
      .where('key_lower', '=', key.toLowerCase())
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
