/**
 * Where a limit's events are kept. Rows in the database (modules/auth/rate-events.repository.ts),
 * so that every node of a cluster counts against one budget.
 */
export interface RateEventStore {
  record(key: string, at: number): Promise<void>;
  /** The time of the key's `n`th latest event after `since`, if it has that many. */
  nthLatestAt(key: string, n: number, since: number): Promise<number | undefined>;
}

/**
 * Counts events per key over a sliding window. Past the limit a key waits until its oldest
 * counted event leaves the window; nothing but time takes an event back. Each limit counts under
 * its own name, so limits sharing a store never count each other's events.
 */
export class SlidingWindowLimit {
  readonly #store: RateEventStore;
  readonly #name: string;
  readonly #limit: number;
  readonly windowMs: number;
  readonly #now: () => number;

  constructor(store: RateEventStore, name: string, limit: number, windowMs: number, now: () => number = Date.now) {
    this.#store = store;
    this.#name = name;
    this.#limit = limit;
    this.windowMs = windowMs;
    this.#now = now;
  }

  /** Seconds until this key may act again, or 0 when it may act now. */
  async retryAfter(key: string): Promise<number> {
    const now = this.#now();
    // Only the latest `limit` events decide: the key acts again once the oldest of them has left.
    const oldest = await this.#store.nthLatestAt(this.#key(key), this.#limit, now - this.windowMs);
    if (oldest === undefined) return 0;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  record(key: string): Promise<void> {
    return this.#store.record(this.#key(key), this.#now());
  }

  #key(key: string): string {
    return `${this.#name}:${key}`;
  }
}
