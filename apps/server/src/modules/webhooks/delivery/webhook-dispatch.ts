import { randomUUID } from 'node:crypto';
import type { WebhookEventPayload, WebhookSubscription } from '@arca/contract';
import type { Db } from '../../../db/database.ts';
import type { ChangeListener } from '../../../lib/change-listeners.ts';
import type { BuildListener } from '../../builds/build-events.ts';
import { MEDIA_TYPE_PROPERTY } from '../../formats/docker/image-layout.ts';
import type { JobsRepository } from '../../jobs/jobs.repository.ts';
import { propertyValueAt, type StorageChange, type StorageListener } from '../../storage/index.ts';
import type { UserChange } from '../../users/user-lockout.ts';
import {
  buildEvent,
  dockerEvent,
  payloadOf,
  storageEvent,
  subscriptionSelects,
  userEvent,
  type WebhookEvent,
} from '../webhook-events.ts';

export const DELIVERY_JOB = 'webhook.delivery';

/** The domains stored-file changes are told in. */
const STORAGE_DOMAINS = ['artifact', 'artifact_property', 'docker'] as const;

/** One handler's delivery of one event: what the job carries. */
export interface DeliveryJob {
  subscriptionKey: string;
  handlerIndex: number;
  event: WebhookEventPayload;
  /** Stays with every attempt; absent from jobs queued before it existed (their job id stands in). */
  deliveryId?: string;
}

/**
 * Turns events into delivery jobs, in the transaction of the change that caused them: one job per
 * selected subscription and handler, so a receiver that is down delays only its own deliveries.
 */
export class WebhookDispatch {
  readonly #jobs: JobsRepository;
  readonly #origin: string;
  readonly #queued: () => void;

  /** `queued` is told after enqueueing, so the runner looks as soon as the change commits. */
  constructor(deps: { jobs: JobsRepository; origin: string; queued: () => void }) {
    this.#jobs = deps.jobs;
    this.#origin = deps.origin;
    this.#queued = deps.queued;
  }

  /** Stored-file changes: artifact and property events, and docker tags in docker repositories. */
  readonly storage: StorageListener = { changed: (tx, changes, at) => this.#storageChanged(tx, changes, at) };
  readonly builds: BuildListener = { changed: (tx, changes, at) => this.emit(tx, changes.map(buildEvent), at) };
  readonly users: ChangeListener<UserChange> = {
    changed: (tx, changes, at) => this.emit(tx, changes.map(userEvent), at),
  };

  async #storageChanged(tx: Db, changes: readonly StorageChange[], at: number): Promise<void> {
    // Every deploy passes here: with no webhook for these domains, one indexed read is all it costs.
    const subscriptions = await this.#subscriptionsFor(tx, STORAGE_DOMAINS);
    if (subscriptions.length === 0) return;
    const repoKeys = [...new Set(changes.map((change) => change.repoKey))];
    const repositories = new Map(
      (
        await tx
          .selectFrom('repositories')
          .select(['repo_key', 'rclass', 'package_type'])
          .where('repo_key', 'in', repoKeys)
          .execute()
      ).map((row) => [row.repo_key, row]),
    );
    const events: WebhookEvent[] = [];
    for (const change of changes) {
      const repository = repositories.get(change.repoKey);
      const repoClass = repository?.rclass ?? 'local';
      events.push(storageEvent(change, repoClass));
      if (repository?.package_type === 'docker') {
        const docker = dockerEvent(change, repoClass, await this.#mediaType(tx, change));
        if (docker) events.push(docker);
      }
    }
    await this.#queue(tx, events, subscriptions, at);
  }

  /** The media type storage recorded on a pushed manifest (image-layout.ts's property). */
  async #mediaType(tx: Db, change: StorageChange): Promise<string | undefined> {
    if (change.type !== 'deployed') return undefined;
    const slash = change.path.lastIndexOf('/');
    const parent = slash < 0 ? '.' : change.path.slice(0, slash);
    return propertyValueAt(tx, { repoKey: change.repoKey, parent, name: change.name }, MEDIA_TYPE_PROPERTY);
  }

  /** Queues the deliveries these events call for. */
  async emit(tx: Db, events: readonly WebhookEvent[], at: number): Promise<void> {
    if (events.length === 0) return;
    const subscriptions = await this.#subscriptionsFor(tx, [...new Set(events.map((event) => event.domain))]);
    await this.#queue(tx, events, subscriptions, at);
  }

  /** The enabled subscriptions of these domains. */
  async #subscriptionsFor(tx: Db, domains: readonly string[]): Promise<WebhookSubscription[]> {
    const rows = await tx
      .selectFrom('webhook_subscriptions')
      .select(['subscription_key', 'config'])
      .where('domain', 'in', [...domains])
      .where('enabled', '=', 1)
      .execute();
    return rows.map((row) => ({ ...(JSON.parse(row.config) as WebhookSubscription), key: row.subscription_key }));
  }

  async #queue(
    tx: Db,
    events: readonly WebhookEvent[],
    subscriptions: readonly WebhookSubscription[],
    at: number,
  ): Promise<void> {
    let queued = 0;
    for (const event of events)
      for (const subscription of subscriptions) {
        if (!subscriptionSelects(subscription, event)) continue;
        const payload = payloadOf(event, subscription.key, this.#origin);
        for (let handlerIndex = 0; handlerIndex < subscription.handlers.length; handlerIndex++) {
          const job: DeliveryJob = {
            subscriptionKey: subscription.key,
            handlerIndex,
            event: payload,
            deliveryId: randomUUID(),
          };
          await this.#jobs.enqueue(tx, DELIVERY_JOB, job, at);
          queued++;
        }
      }
    // Woken a moment later: the transaction commits first, and a claim before it would find nothing.
    if (queued > 0) setImmediate(this.#queued);
  }
}
