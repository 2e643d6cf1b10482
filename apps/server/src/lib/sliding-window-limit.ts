/** Past this many keys, keys whose events have all left the window are swept out. */
const SWEEP_FROM = 10_000;

/**
 * Counts events per key over a sliding window, in this process's memory. Past the limit a key
 * waits until its oldest counted event leaves the window; nothing but time takes an event back.
 */
export class SlidingWindowLimit {
  readonly #events = new Map<string, number[]>();
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  #sweepAt = SWEEP_FROM;

  constructor(limit: number, windowMs: number, now: () => number = Date.now) {
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  /** How many keys the limit holds events for: what it costs in memory. */
  get size(): number {
    return this.#events.size;
  }

  /** Seconds until this key may act again, or 0 when it may act now. */
  retryAfter(key: string): number {
    const recent = this.#recent(key);
    if (recent.length < this.#limit) return 0;
    const oldest = recent[recent.length - this.#limit] ?? this.#now();
    return Math.max(1, Math.ceil((oldest + this.#windowMs - this.#now()) / 1000));
  }

  record(key: string): void {
    // Only the latest `limit` events decide when the key may act again.
    const recent = [...this.#recent(key), this.#now()].slice(-this.#limit);
    this.#events.set(key, recent);
    if (this.#events.size >= this.#sweepAt) this.#sweep();
  }

  #recent(key: string): number[] {
    const since = this.#now() - this.#windowMs;
    const recent = (this.#events.get(key) ?? []).filter((t) => t > since);
    if (recent.length === 0) this.#events.delete(key);
    return recent;
  }

  /**
   * Many keys that acted once (an address that tried a single password) would otherwise stay for
   * ever. Sweeping again only once the map has doubled keeps the cost per event constant.
   */
  #sweep(): void {
    for (const key of [...this.#events.keys()]) this.#recent(key);
    this.#sweepAt = Math.max(SWEEP_FROM, this.#events.size * 2);
  }
}
