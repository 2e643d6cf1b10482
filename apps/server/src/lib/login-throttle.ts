import { clientAddressKey } from './client-address.ts';
import { SlidingWindowLimit } from './sliding-window-limit.ts';

/**
 * Counts failed logins per client address over a sliding window, successes or not: past the limit
 * that address gets 429 until its oldest failure leaves the window, so a sprayer who also holds one
 * good password cannot reset the count with it. Other addresses are not affected.
 */
export class LoginThrottle {
  readonly #failures: SlidingWindowLimit;

  constructor(limit = 10, windowMs = 5 * 60_000, now: () => number = Date.now) {
    this.#failures = new SlidingWindowLimit(limit, windowMs, now);
  }

  /** Seconds until this address may try again, or 0 when it may try now. */
  retryAfter(address: string): number {
    return this.#failures.retryAfter(clientAddressKey(address));
  }

  recordFailure(address: string): void {
    this.#failures.record(clientAddressKey(address));
  }
}
