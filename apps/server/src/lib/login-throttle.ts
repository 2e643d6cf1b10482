/**
 * Counts failed logins per client address in a sliding window. Past the limit that address gets
 * 429 until its oldest failure leaves the window; other addresses are not affected.
 */
export class LoginThrottle {
  readonly #failures = new Map<string, number[]>();
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #now: () => number;

  constructor(limit = 10, windowMs = 5 * 60_000, now: () => number = Date.now) {
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  /** Seconds until this address may try again, or 0 when it may try now. */
  retryAfter(address: string): number {
    const recent = this.#recent(address);
    if (recent.length < this.#limit) return 0;
    const oldest = recent[recent.length - this.#limit] ?? this.#now();
    return Math.max(1, Math.ceil((oldest + this.#windowMs - this.#now()) / 1000));
  }

  recordFailure(address: string): void {
    const recent = this.#recent(address);
    recent.push(this.#now());
    this.#failures.set(address, recent);
  }

  recordSuccess(address: string): void {
    this.#failures.delete(address);
  }

  #recent(address: string): number[] {
    const since = this.#now() - this.#windowMs;
    const recent = (this.#failures.get(address) ?? []).filter((t) => t > since);
    if (recent.length === 0) this.#failures.delete(address);
    return recent;
  }
}
