import { LOGIN_FAILURE_WINDOW_MS } from '../../lib/login-throttle.ts';
import type { PeriodicTask } from '../jobs/scheduler.ts';
import { RESET_MAIL_WINDOW_MS } from './password.service.ts';
import type { RateEventsRepository } from './rate-events.repository.ts';

/** The longest window any limit counts over: older events decide nothing. */
const KEEP_MS = Math.max(LOGIN_FAILURE_WINDOW_MS, RESET_MAIL_WINDOW_MS);
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * The periodic task that forgets the limits' events once no window reaches them. A key that stops
 * acting (an address that tried once) is never written again, so its rows go only here; one node
 * doing it does for all.
 */
export function rateEventsPruning(events: RateEventsRepository, now: () => number = Date.now): PeriodicTask {
  return {
    name: 'prune rate events',
    everyMs: PRUNE_EVERY_MS,
    scope: 'cluster',
    run: () => events.prune(now() - KEEP_MS),
  };
}
