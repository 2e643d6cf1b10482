/**
 * Upstream misses of remote repositories, by repository and path, each believed until its time.
 * At most `capacity` are kept, the one remembered longest ago going first: a client asking for
 * ever new missing paths costs upstream requests, never this process's memory.
 */
export class MissedFetches {
  readonly #until = new Map<string, number>();
  readonly #capacity: number;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  get size(): number {
    return this.#until.size;
  }

  believed(key: string, now = Date.now()): boolean {
    const until = this.#until.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    this.#until.delete(key);
    return false;
  }

  remember(key: string, until: number): void {
    // Removed first, so that the key counts from now in the order of what goes first.
    this.#until.delete(key);
    if (this.#until.size >= this.#capacity) {
      const oldest = this.#until.keys().next();
      if (!oldest.done) this.#until.delete(oldest.value);
    }
    this.#until.set(key, until);
  }

  forget(key: string): void {
    this.#until.delete(key);
  }
}
