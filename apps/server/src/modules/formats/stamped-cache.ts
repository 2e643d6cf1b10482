/** Counts across every cache of a kind in the process: tests see a second GET skip the builder. */
export interface CacheStats {
  builds: number;
  hits: number;
  evictions: number;
}

/** What a kept value costs beyond its bytes (key, stamp, the entry), roughly. */
const ENTRY_OVERHEAD = 512;

interface Entry<V> {
  stamp: string;
  value: V;
  size: number;
}

export interface StampedCacheOptions<V> {
  maxBytes: number;
  stats: CacheStats;
  /** The value kept for a built body (a packument with its compressed forms, or the body itself). */
  wrap: (body: Buffer) => V;
  /** Its bytes as kept now. */
  size: (value: V) => number;
  /**
   * For values that grow once kept (a compressed form made on demand): sets the listener the value
   * tells how much it grew, or takes it away (`undefined`) once the value leaves the cache.
   */
  watch?: (value: V, grew: ((bytes: number) => void) | undefined) => void;
}

/**
 * Documents built from the database by key (a packument, a simple page), each valid for one stamp:
 * a new stamp means the document changed, and it is built again. Least recently used entries go
 * first once the bytes held pass the limit; concurrent misses of one document build it once.
 */
export class StampedCache<V> {
  readonly #options: StampedCacheOptions<V>;
  readonly #entries = new Map<string, Entry<V>>();
  readonly #building = new Map<string, Promise<V>>();
  #bytes = 0;

  constructor(options: StampedCacheOptions<V>) {
    this.#options = options;
  }

  /** Bytes held, grown forms included. */
  get bytes(): number {
    return this.#bytes;
  }

  has(key: string, stamp: string): boolean {
    return this.#entries.get(key)?.stamp === stamp;
  }

  /**
   * The value of the key when its stamp is this one, else what `build` makes, kept for that stamp
   * unless the builder says its document may be of another (something changed while it read).
   */
  async get(key: string, stamp: string, build: () => Promise<{ body: Buffer; keep: boolean }>): Promise<V> {
    const { stats, wrap } = this.#options;
    const entry = this.#entries.get(key);
    if (entry?.stamp === stamp) {
      stats.hits += 1;
      // Map order is the recency order: the entry moves to the end.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      return entry.value;
    }
    const pendingKey = `${key}\0${stamp}`;
    const pending = this.#building.get(pendingKey);
    if (pending) return pending;
    const built = (async () => {
      const { body, keep } = await build();
      stats.builds += 1;
      const value = wrap(body);
      if (keep) this.#store(key, stamp, value);
      return value;
    })();
    this.#building.set(pendingKey, built);
    try {
      return await built;
    } finally {
      this.#building.delete(pendingKey);
    }
  }

  #store(key: string, stamp: string, value: V): void {
    this.#remove(key);
    const entry: Entry<V> = {
      stamp,
      value,
      size: this.#options.size(value) + key.length + stamp.length + ENTRY_OVERHEAD,
    };
    if (entry.size > this.#options.maxBytes) return;
    this.#options.watch?.(value, (grown) => {
      if (this.#entries.get(key) !== entry) return;
      entry.size += grown;
      this.#bytes += grown;
      this.#evict();
    });
    this.#entries.set(key, entry);
    this.#bytes += entry.size;
    this.#evict();
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
    this.#options.watch?.(entry.value, undefined);
  }

  #evict(): void {
    for (const key of this.#entries.keys()) {
      if (this.#bytes <= this.#options.maxBytes) return;
      this.#remove(key);
      this.#options.stats.evictions += 1;
    }
  }
}
