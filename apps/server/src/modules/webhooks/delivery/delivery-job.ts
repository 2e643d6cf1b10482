import type { WebhookSubscription } from '@arca/contract';
import { exponentialBackoff, type JobHandler, PermanentJobFailure } from '../../jobs/job-runner.ts';
import type { Job } from '../../jobs/jobs.repository.ts';
import type { SendResult, WebhookSender } from '../webhook-sender.ts';
import type { DeliveriesRepository } from './deliveries.repository.ts';
import type { DeliveryJob } from './webhook-dispatch.ts';

/** Ten attempts, waiting 10 s, 20 s, 40 s … up to an hour between them: about three hours in all. */
export const DELIVERY_ATTEMPTS = 10;
export const deliveryBackoff = exponentialBackoff(10_000, 60 * 60_000);

/** Answers worth another try: the receiver failed, timed out on its side, or asked to slow down. */
function retryable(result: SendResult): boolean {
  if (result.refused) return false;
  if (result.status === undefined) return true;
  return result.status >= 500 || result.status === 408 || result.status === 429;
}

/**
 * Sends one event to one handler of a subscription as it is configured now (its URL and secret
 * may have changed since the event), and records the attempt in the subscription's history.
 */
export function deliveryJobHandler(deps: {
  find: (key: string) => Promise<WebhookSubscription | undefined>;
  sender: WebhookSender;
  deliveries: DeliveriesRepository;
  now?: () => number;
}): JobHandler {
  const now = deps.now ?? Date.now;
  return {
    maxAttempts: DELIVERY_ATTEMPTS,
    backoffMs: deliveryBackoff,
    async run(payload: unknown, job: Job, signal: AbortSignal) {
      const { subscriptionKey, handlerIndex, event, deliveryId } = payload as DeliveryJob;
      const subscription = await deps.find(subscriptionKey);
      const handler = subscription?.handlers[handlerIndex];
      if (!subscription || !handler) throw new PermanentJobFailure(`Webhook '${subscriptionKey}' no longer exists`);
      if (!subscription.enabled) throw new PermanentJobFailure(`Webhook '${subscriptionKey}' is disabled`);

      const result = await deps.sender.send(handler, event, { signal, deliveryId: deliveryId ?? `job-${job.id}` });
      const error = result.ok ? null : (result.error ?? `The receiver answered HTTP ${result.status}`);
      const last = job.attempts >= DELIVERY_ATTEMPTS || !retryable(result);
      await deps.deliveries.record({
        subscriptionKey: subscription.key,
        jobId: job.id,
        domain: event.domain,
        eventType: event.event_type,
        attempt: job.attempts,
        outcome: result.ok ? 'delivered' : last ? 'failed' : 'retrying',
        statusCode: result.status ?? null,
        durationMs: result.durationMs,
        error,
        at: now(),
      });
      if (result.ok) return;
      if (!retryable(result)) throw new PermanentJobFailure(error ?? 'refused');
      throw new Error(error ?? 'delivery failed');
    },
  };
}
