/**
 * A value read through `load` and kept for `ttlMs`, or until `invalidate()`. Writers in this
 * process invalidate at once; the time limit bounds how long another node's write goes unseen.
 * A load that started before an invalidation is not kept.
 */
export class CachedValue<T> {
  readonly #load: () => Promise<T>;
  readonly #ttlMs: number;
  #kept: { value: T; at: number } | undefined;
  #loading: Promise<T> | undefined;
  #generation = 0;

  constructor(load: () => Promise<T>, ttlMs: number) {
    this.#load = load;
    this.#ttlMs = ttlMs;
  }

  get(): Promise<T> {
    const now = Date.now();
    if (this.#kept && now - this.#kept.at < this.#ttlMs) return Promise.resolve(this.#kept.value);
    if (this.#loading) return this.#loading;
    const generation = this.#generation;
    const loading = this.#load().then(
      (value) => {
        if (generation === this.#generation) this.#kept = { value, at: now };
        if (this.#loading === loading) this.#loading = undefined;
        return value;
      },
      (error: unknown) => {
        if (this.#loading === loading) this.#loading = undefined;
        throw error;
      },
    );
    this.#loading = loading;
    return loading;
  }

  invalidate(): void {
    this.#generation++;
    this.#kept = undefined;
    this.#loading = undefined;
  }
}
