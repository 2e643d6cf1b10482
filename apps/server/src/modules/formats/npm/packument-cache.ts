import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Eventually } from '../../../lib/eventually.ts';
import { StampedCache } from '../stamped-cache.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Enough for a few dozen of the largest packuments; the RSS budget under load is 200 MB. */
export const DEFAULT_PACKUMENT_CACHE_BYTES = 64 * 1024 * 1024;

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
  /** Each compressed form while it is made, then made. */
  readonly #compressed = new Map<PackumentEncoding, Eventually<PackumentVariant>>();
  /** Told when a compressed form is made, so the cache can account for its bytes. */
  onGrow: ((bytes: number) => void) | undefined;
  /** Whether the document stands while the database is unchanged: not one an upstream took part in. */
  readonly lasting: boolean;

  constructor(body: Buffer, { lasting = true } = {}) {
    const tag = createHash('sha1').update(body).digest('base64url');
    this.identity = { body, etag: `"${tag}"`, encoding: 'identity' };
    this.lasting = lasting;
  }

  get size(): number {
    return this.identity.body.length;
  }

  variant(encoding: PackumentEncoding): Eventually<PackumentVariant> {
    if (encoding === 'identity') return this.identity;
    const kept = this.#compressed.get(encoding);
    if (kept) return kept;
    const made = this.#compress(encoding);
    this.#compressed.set(encoding, made);
    made.then(
      (variant) => this.#compressed.set(encoding, variant),
      // A failed compression is tried again by the next request rather than remembered.
      () => this.#compressed.delete(encoding),
    );
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

/**
 * Serialized packuments by key (repository, package, form, registry URL), each valid for one
 * stamp; compressed forms count towards the bytes held once made.
 */
export class PackumentCache extends StampedCache<PackumentBytes> {
  constructor(maxBytes = DEFAULT_PACKUMENT_CACHE_BYTES) {
    super({
      maxBytes,
      stats: packumentCacheStats,
      wrap: (body) => new PackumentBytes(body),
      size: (bytes) => bytes.size,
      watch: (bytes, grew) => {
        bytes.onGrow = grew;
      },
    });
  }
}
