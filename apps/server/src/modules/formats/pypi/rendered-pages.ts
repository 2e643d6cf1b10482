/** Enough for a few hundred large projects' pages in both formats. */
export const DEFAULT_RENDERED_PAGES_BYTES = 32 * 1024 * 1024;

/** What a kept page costs beyond its bytes (key, stamp, the entry), roughly. */
const ENTRY_OVERHEAD = 512;

/** Counts across every cache in the process: tests see a second GET skip the builder through them. */
export const renderedPageStats = { builds: 0, hits: 0 };

interface Entry {
  stamp: string;
  body: Buffer;
  size: number;
}

/**
 * Rendered simple pages by key, each valid for one stamp: a new stamp means the page changed, and
 * it is built again. Least recently used pages go first once the bytes held pass the limit;
 * concurrent misses of one page build it once.
 */
export class RenderedPages {
  readonly #maxBytes: number;
  readonly #entries = new Map<string, Entry>();
  readonly #building = new Map<string, Promise<Buffer>>();
  #bytes = 0;

  constructor(maxBytes = DEFAULT_RENDERED_PAGES_BYTES) {
    this.#maxBytes = maxBytes;
  }

  /**
   * The page kept for the key when its stamp is this one, else what `build` makes, kept for that
   * stamp unless the builder says the page may be of another (something changed while it read).
   */
  async get(key: string, stamp: string, build: () => Promise<{ body: Buffer; keep: boolean }>): Promise<Buffer> {
    const entry = this.#entries.get(key);
    if (entry?.stamp === stamp) {
      renderedPageStats.hits += 1;
      // Map order is the recency order: the entry moves to the end.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      return entry.body;
    }
    const pendingKey = `${key}\0${stamp}`;
    const pending = this.#building.get(pendingKey);
    if (pending) return pending;
    const built = (async () => {
      const { body, keep } = await build();
      renderedPageStats.builds += 1;
      if (keep) this.#store(key, stamp, body);
      return body;
    })();
    this.#building.set(pendingKey, built);
    try {
      return await built;
    } finally {
      this.#building.delete(pendingKey);
    }
  }

  #store(key: string, stamp: string, body: Buffer): void {
    const old = this.#entries.get(key);
    if (old) {
      this.#entries.delete(key);
      this.#bytes -= old.size;
    }
    const size = body.length + key.length + stamp.length + ENTRY_OVERHEAD;
    if (size > this.#maxBytes) return;
    this.#entries.set(key, { stamp, body, size });
    this.#bytes += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) return;
      this.#entries.delete(oldest);
      this.#bytes -= entry.size;
    }
  }
}
