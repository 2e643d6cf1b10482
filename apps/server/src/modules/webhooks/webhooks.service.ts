import {
  findWebhookDomain,
  type WebhookDomain,
  type WebhookFailure,
  type WebhookListEntry,
  type WebhookSubscription,
  type WebhookTestResult,
  webhookDomains,
  webhookMessages,
} from '@arca/contract';
import type { Logger } from 'pino';
import { audited } from '../../lib/audit.ts';
import { Conflict, DomainError, Invalid, NotFound } from '../../lib/errors.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import { dummyEvent } from './dummy-event.ts';
import { withoutSecrets, withStoredSecrets } from './stored-secrets.ts';
import { checkedSubscription, type SubscriptionInput } from './subscription-rules.ts';
import type { SendResult, WebhookSender } from './webhook-sender.ts';
import type { WebhooksRepository } from './webhooks.repository.ts';

/** Receiver answers the test action gives back as its own status (R21.23). */
const PROPAGATED_STATUSES = new Set([502, 504]);

/**
 * Webhook subscriptions of the event service, for administrators: CRUD in the wire shape of
 * jfrog-wire-compat §3 with the spec's messages, and the test action, which sends the domain's
 * first event type with sample data to every handler. Secrets and header values are never
 * answered, and never follow a URL to another host (stored-secrets.ts).
 */
export class WebhooksService {
  readonly #subscriptions: WebhooksRepository;
  readonly #sender: WebhookSender;
  readonly #audit: Logger;
  readonly #origin: string;
  readonly #testTimeoutMs: number | undefined;
  readonly #latestFailures: () => Promise<ReadonlyMap<string, WebhookFailure>>;
  constructor(deps: {
    subscriptions: WebhooksRepository;
    /** The webhooks whose newest delivery gave up, by key, so the list can flag them. */
    latestFailures: () => Promise<ReadonlyMap<string, WebhookFailure>>;
    sender: WebhookSender;
    audit: Logger;
    /** The public URL, sent as `jpd_origin`. */
    origin: string;
    /** How long the test action waits for a receiver; the sender's default when not given. */
    testTimeoutMs?: number;
  }) {
    this.#subscriptions = deps.subscriptions;
    this.#sender = deps.sender;
    this.#audit = deps.audit;
    this.#origin = deps.origin;
    this.#testTimeoutMs = deps.testTimeoutMs;
    this.#latestFailures = deps.latestFailures;
  }

  domains(actor: Actor): readonly WebhookDomain[] {
    requireAdmin(actor);
    return webhookDomains;
  }

  async list(actor: Actor): Promise<WebhookListEntry[]> {
    requireAdmin(actor);
    const [subscriptions, failures] = await Promise.all([this.#subscriptions.list(), this.#latestFailures()]);
    return subscriptions.map((subscription) => {
      const failure = failures.get(subscription.key);
      return failure ? { ...withoutSecrets(subscription), latest_failure: failure } : withoutSecrets(subscription);
    });
  }

  async get(actor: Actor, key: string): Promise<WebhookSubscription> {
    requireAdmin(actor);
    return withoutSecrets(await this.#existing(key));
  }

  create(actor: Actor, input: SubscriptionInput): Promise<WebhookSubscription> {
    return audited(this.#audit, actor, 'create webhook', { repoKey: '', path: input.key ?? '' }, async () => {
      requireAdmin(actor);
      const subscription = withStoredSecrets(checkedSubscription(input, 'save'), undefined);
      if (!(await this.#subscriptions.insert(subscription))) throw new Conflict(webhookMessages.nameExists);
      return withoutSecrets(subscription);
    });
  }

  /**
   * `PUT`: the subscription is replaced whole, except secrets and header values left blank, which
   * keep their stored values while the handler's URL keeps its origin.
   */
  update(actor: Actor, key: string, input: SubscriptionInput): Promise<WebhookSubscription> {
    return audited(this.#audit, actor, 'update webhook', { repoKey: '', path: key }, async () => {
      requireAdmin(actor);
      const stored = await this.#existing(key);
      if (input.key !== undefined && input.key.toLowerCase() !== stored.key.toLowerCase()) {
        throw new Invalid(webhookMessages.keyMismatch);
      }
      const checked = checkedSubscription({ ...input, key: stored.key }, 'save');
      const subscription = withStoredSecrets(checked, stored);
      if (!(await this.#subscriptions.update(subscription))) throw new NotFound(webhookMessages.notFound(key));
      return withoutSecrets(subscription);
    });
  }

  delete(actor: Actor, key: string): Promise<void> {
    return audited(this.#audit, actor, 'delete webhook', { repoKey: '', path: key }, async () => {
      requireAdmin(actor);
      if (!(await this.#subscriptions.delete(key))) throw new NotFound(webhookMessages.notFound(key));
    });
  }

  /**
   * Sends the dummy event to each handler in turn and stops at the first that fails. A body
   * naming a stored subscription may leave its secrets blank: the stored ones are used, at the
   * stored URL's origin only.
   */
  async test(actor: Actor, input: SubscriptionInput): Promise<WebhookTestResult> {
    requireAdmin(actor);
    const checked = checkedSubscription(input, 'test');
    const stored = checked.key ? await this.#subscriptions.find(checked.key) : undefined;
    const subscription = withStoredSecrets(checked, stored);
    const domain = findWebhookDomain(subscription.event_filter.domain);
    const eventType = subscription.event_filter.event_types[0] ?? domain?.event_types[0] ?? '';
    const event = dummyEvent(subscription.event_filter.domain, eventType, subscription.key || 'test', this.#origin);
    for (const handler of subscription.handlers) {
      const result = await this.#sender.send(handler, event, {
        ...(this.#testTimeoutMs !== undefined ? { timeoutMs: this.#testTimeoutMs } : {}),
      });
      if (!result.ok) throw testFailure(result);
    }
    return { result: 'success', message: webhookMessages.testSucceeded };
  }

  async #existing(key: string): Promise<WebhookSubscription> {
    const subscription = await this.#subscriptions.find(key);
    if (!subscription) throw new NotFound(webhookMessages.notFound(key));
    return subscription;
  }
}

/**
 * A receiver that answered with anything but 2xx: 'Sending a dummy Webhook failed'. A 502 or 504
 * is answered with that status (R21.23), the envelope's status saying what the receiver said;
 * any other as 400 with the receiver's status in a second entry. A receiver that never answered
 * (refused target, no connection, timeout): 'Request failed, unable to test Webhook.', as 400,
 * with the reason in a second entry.
 */
function testFailure(result: SendResult): DomainError {
  if (result.status !== undefined) {
    if (PROPAGATED_STATUSES.has(result.status)) return new DomainError(result.status, webhookMessages.testFailed);
    return new Invalid(webhookMessages.testFailed, [webhookMessages.receiverAnswered(result.status)]);
  }
  return new Invalid(webhookMessages.testUnreachable, result.error ? [result.error] : []);
}
