import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Enough for a few dozen of the largest packuments; the RSS budget under load is 200 MB. */
export const DEFAULT_PACKUMENT_CACHE_BYTES = 64 * 1024 * 1024;

/** What a cached document costs beyond its bytes (keys, the entry, the map slot), roughly. */
const ENTRY_OVERHEAD = 512;

export type PackumentEncoding = 'identity' | 'gzip' | 'br';

/** One encoding of a packument, ready to send. */
export interface PackumentVariant {
  body: Buffer;
  etag: string;
  encoding: PackumentEncoding;
}

/** Counts across every cache in the process: tests see a second GET skip the builder through them. */
export const packumentCacheStats = { builds: 0, hits: 0, compressions: 0, evictions: 0 };

/**
 * A serialized packument with its compressed forms, each made once on first demand. The ETag
 * follows the bytes, so two nodes building the same document answer the same tag.
 */
export class PackumentBytes {
  readonly identity: PackumentVariant;
  readonly #compressed = new Map<PackumentEncoding, Promise<PackumentVariant>>();
  /** Told when a compressed form is made, so the cache can account for its bytes. */
  onGrow: ((bytes: number) => void) | undefined;

  constructor(body: Buffer) {
    const tag = createHash('sha1').update(body).digest('base64url');
    this.identity = { body, etag: `"${tag}"`, encoding: 'identity' };
  }

  get size(): number {
    return this.identity.body.length;
  }

  variant(encoding: PackumentEncoding): Promise<PackumentVariant> | PackumentVariant {
    if (encoding === 'identity') return this.identity;
    let made = this.#compressed.get(encoding);
    if (!made) {
      made = this.#compress(encoding);
      this.#compressed.set(encoding, made);
      // A failed compression is tried again by the next request rather than remembered.
      made.catch(() => this.#compressed.delete(encoding));
    }
    return made;
  }

  async #compress(encoding: 'gzip' | 'br'): Promise<PackumentVariant> {
    const { body } = this.identity;
    // Brotli's top qualities take seconds on a large document; 5 is still smaller than gzip's best.
    const compressed =
      encoding === 'gzip'
        ? await gzipAsync(body, { level: 9 })
        : await brotliAsync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          });
    packumentCacheStats.compressions += 1;
    this.onGrow?.(compressed.length);
    return { body: compressed, etag: `${this.identity.etag.slice(0, -1)}-${encoding}"`, encoding };
  }
}

interface Entry {
  stamp: string;
  bytes: PackumentBytes;
  size: number;
}

/**
 * Serialized packuments by key (repository, package, form, registry URL), each valid for one
 * stamp: a new stamp means the document changed, and the entry is built again. Least recently
 * used entries go first once the bytes held, compressed forms included, pass the limit.
 */
export class PackumentCache {
  readonly #maxBytes: number;
  readonly #entries = new Map<string, Entry>();
  /** Builds under way, so concurrent misses of one document build it once. */
  readonly #building = new Map<string, Promise<PackumentBytes>>();
  #bytes = 0;

  constructor(maxBytes = DEFAULT_PACKUMENT_CACHE_BYTES) {
    this.#maxBytes = maxBytes;
  }

  /** Bytes held, compressed forms included. */
  get bytes(): number {
    return this.#bytes;
  }

  has(key: string, stamp: string): boolean {
    return this.#entries.get(key)?.stamp === stamp;
  }

  /**
   * The entry of the key when its stamp is this one, else what `build` makes, kept for that stamp
   * unless the builder says its document may be of another (something changed while it read).
   */
  async get(
    key: string,
    stamp: string,
    build: () => Promise<{ body: Buffer; keep: boolean }>,
  ): Promise<PackumentBytes> {
    const entry = this.#entries.get(key);
    if (entry?.stamp === stamp) {
      packumentCacheStats.hits += 1;
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      return entry.bytes;
    }
    const pendingKey = `${key}\0${stamp}`;
    const pending = this.#building.get(pendingKey);
    if (pending) return pending;
    const built = (async () => {
      const { body, keep } = await build();
      packumentCacheStats.builds += 1;
      const bytes = new PackumentBytes(body);
      if (keep) this.#store(key, stamp, bytes);
      return bytes;
    })();
    this.#building.set(pendingKey, built);
    try {
      return await built;
    } finally {
      this.#building.delete(pendingKey);
    }
  }

  #store(key: string, stamp: string, bytes: PackumentBytes): void {
    this.#remove(key);
    const entry: Entry = { stamp, bytes, size: bytes.size + key.length + stamp.length + ENTRY_OVERHEAD };
    if (entry.size > this.#maxBytes) return;
    bytes.onGrow = (grown) => {
      if (this.#entries.get(key) !== entry) return;
      entry.size += grown;
      this.#bytes += grown;
      this.#evict();
    };
    this.#entries.set(key, entry);
    this.#bytes += entry.size;
    this.#evict();
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
    entry.bytes.onGrow = undefined;
  }

  #evict(): void {
    for (const key of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) return;
      this.#remove(key);
      packumentCacheStats.evictions += 1;
    }
  }
}
