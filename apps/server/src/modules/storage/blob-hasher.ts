import { createHash, type Hash } from 'node:crypto';
import type { Checksums } from '@arca/contract';

export interface BlobDigest extends Checksums {
  size: number;
  /** Only when asked for: content a registry client names by its sha512 (ADR 021). */
  sha512?: string;
}

/**
 * Checksums computed only for the callers that ask, every other upload being spared their cost;
 * and `sha1AndMd5Later`, for a caller whose clients know content by sha256 alone (a registry's
 * push): its sha1 and md5 are left PENDING, to be computed after it has answered (ADR 034).
 */
export interface ExtraChecksums {
  sha512?: boolean;
  sha1AndMd5Later?: boolean;
}

/** The sha1 and md5 of content stored before they were computed: what `blobs` holds until then. */
export const PENDING = '';

/** Whether the sha1 and md5 of `checksums` are still to be computed. */
export function isPending(checksums: { md5: string | null }): boolean {
  return checksums.md5 === PENDING;
}

/** The checksums storage records for a blob, computed over bytes given in order, in any number of pieces. */
export class BlobHasher {
  readonly #sha1: Hash | undefined;
  readonly #md5: Hash | undefined;
  readonly #sha256 = createHash('sha256');
  readonly #sha512: Hash | undefined;
  size = 0;

  constructor(extra: ExtraChecksums = {}) {
    this.#sha1 = extra.sha1AndMd5Later ? undefined : createHash('sha1');
    this.#md5 = extra.sha1AndMd5Later ? undefined : createHash('md5');
    this.#sha512 = extra.sha512 ? createHash('sha512') : undefined;
  }

  update(chunk: Buffer): void {
    this.#sha1?.update(chunk);
    this.#md5?.update(chunk);
    this.#sha256.update(chunk);
    this.#sha512?.update(chunk);
    this.size += chunk.length;
  }

  /** Ends the hashing: call once. */
  digest(): BlobDigest {
    return {
      sha1: this.#sha1?.digest('hex') ?? PENDING,
      md5: this.#md5?.digest('hex') ?? PENDING,
      sha256: this.#sha256.digest('hex'),
      size: this.size,
      ...(this.#sha512 ? { sha512: this.#sha512.digest('hex') } : {}),
    };
  }
}
