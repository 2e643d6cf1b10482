import type { WebhookHandlerConfig, WebhookSubscription } from '@arca/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, WebhookSubscriptionsTable } from '../../db/schema.ts';
import { hasSealedShape, type SecretBox } from '../../lib/encryption.ts';
import { mapHeaders } from './handler-headers.ts';

/** The handler with every secret and custom header value changed (sealed or opened). */
function mapSecrets(handler: WebhookHandlerConfig, change: (value: string) => string): WebhookHandlerConfig {
  const withHeaders = mapHeaders(handler, (header) => ({
    name: header.name,
    value: header.value ? change(header.value) : '',
  }));
  if (withHeaders.handler_type === 'webhook') {
    return withHeaders.secret ? { ...withHeaders, secret: change(withHeaders.secret) } : withHeaders;
  }
  return {
    ...withHeaders,
    secrets: (withHeaders.secrets ?? []).map((secret) => ({
      name: secret.name,
      value: secret.value ? change(secret.value) : '',
    })),
  };
}

/**
 * Webhook subscriptions. Callers hand in and get back subscriptions with their secrets in plain
 * text; in the table every secret (a handler's `secret`, a custom handler's `secrets[].value`,
 * every custom header value) is sealed with the master key.
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

  /**
   * Seals the custom header values that versions before header sealing stored in clear; run at
   * start, before anything reads them. A value of the sealed shape is sealed already, if perhaps
   * under another master key (a restore started with the wrong one): it stays as it is, so it opens
   * again once the right key is back. A second run, or another node starting at once, changes
   * nothing: each row is written only if it is still as read. Migrations cannot do this: they run
   * without the master key.
   */
  async sealClearHeaders(): Promise<number> {
    const rows = await this.#db.selectFrom('webhook_subscriptions').select(['key_lower', 'config']).execute();
    let sealed = 0;
    for (const row of rows) {
      const subscription = JSON.parse(row.config) as WebhookSubscription;
      let changed = false;
      const handlers = subscription.handlers.map((handler) =>
        mapHeaders(handler, (header) => {
          if (!header.value || hasSealedShape(header.value)) return header;
          changed = true;
          return { name: header.name, value: this.#box.seal(header.value) };
        }),
      );
      if (!changed) continue;
      const result = await this.#db
        .updateTable('webhook_subscriptions')
        .set({ config: JSON.stringify({ ...subscription, handlers }) })
        .where('key_lower', '=', row.key_lower)
        .where('config', '=', row.config)
        .executeTakeFirst();
      sealed += Number(result.numUpdatedRows);
    }
    return sealed;
  }

  async delete(key: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('webhook_subscriptions')
      .where('key_lower', '=', key.toLowerCase())
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
