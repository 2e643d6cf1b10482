import { type WebhookDelivery, type WebhookSubscription, webhookMessages, webhookRoutes } from '@arca/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { ChangeListeners } from '../../../lib/change-listeners.ts';
import { NotFound } from '../../../lib/errors.ts';
import { handle } from '../../../lib/routes.ts';
import { type Actor, requireAdmin } from '../../auth/actor.ts';
import type { BuildListeners } from '../../builds/build-events.ts';
import type { JobsRepository } from '../../jobs/jobs.repository.ts';
import type { StorageListeners } from '../../storage/index.ts';
import type { UserChange } from '../../users/user-lockout.ts';
import type { WebhookSender } from '../webhook-sender.ts';
import { DeliveriesRepository, type DeliveryRecord } from './deliveries.repository.ts';
import { deliveryJobHandler } from './delivery-job.ts';
import { DELIVERY_JOB, WebhookDispatch } from './webhook-dispatch.ts';

function wireOf(record: DeliveryRecord): WebhookDelivery {
  return {
    domain: record.domain,
    event_type: record.eventType,
    attempt: record.attempt,
    outcome: record.outcome,
    status_code: record.statusCode,
    duration_ms: record.durationMs,
    error: record.error,
    delivered_at: new Date(record.at).toISOString(),
  };
}

/**
 * Webhook delivery: events from storage become jobs in the same transaction, the job runner sends
 * them with the shared sender, and each attempt lands in the subscription's history, which
 * administrators read at `GET /event/api/v1/subscriptions/{key}/deliveries`.
 */
export function createWebhookDelivery(deps: {
  db: Kysely<Database>;
  jobs: JobsRepository;
  /** Tells the job runner a job was queued, so it runs now rather than at the next poll. */
  wake: () => void;
  storage: StorageListeners;
  builds: BuildListeners;
  users: ChangeListeners<UserChange>;
  find: (key: string) => Promise<WebhookSubscription | undefined>;
  sender: WebhookSender;
  origin: string;
}) {
  const deliveries = new DeliveriesRepository(deps.db);
  const dispatch = new WebhookDispatch({ jobs: deps.jobs, origin: deps.origin, queued: deps.wake });
  deps.storage.add(dispatch.storage);
  deps.builds.add(dispatch.builds);
  deps.users.add(dispatch.users);

  async function history(actor: Actor, key: string): Promise<WebhookDelivery[]> {
    requireAdmin(actor);
    const subscription = await deps.find(key);
    if (!subscription) throw new NotFound(webhookMessages.notFound(key));
    return (await deliveries.history(subscription.key)).map(wireOf);
  }

  return {
    dispatch,
    routes: [handle(webhookRoutes.deliveries, (request) => history(request.actor, request.params.key))],
    jobs: { [DELIVERY_JOB]: deliveryJobHandler({ find: deps.find, sender: deps.sender, deliveries }) },
  };
}
