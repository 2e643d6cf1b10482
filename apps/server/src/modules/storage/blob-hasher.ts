import { createHash, type Hash } from 'node:crypto';
import type { Checksums } from '@arca/contract';

export interface BlobDigest extends Checksums {
  size: number;
  /** Only when asked for: content a registry client names by its sha512 (ADR 021). */
  sha512?: string;
}

/** Checksums computed only for the callers that ask: every other upload is spared their cost. */
export interface ExtraChecksums {
  sha512?: boolean;
}

/** The checksums storage records for a blob, computed over bytes given in order, in any number of pieces. */
export class BlobHasher {
  readonly #sha1 = createHash('sha1');
  readonly #md5 = createHash('md5');
  readonly #sha256 = createHash('sha256');
  readonly #sha512: Hash | undefined;
  size = 0;

  constructor(extra: ExtraChecksums = {}) {
    this.#sha512 = extra.sha512 ? createHash('sha512') : undefined;
  }

  update(chunk: Buffer): void {
    this.#sha1.update(chunk);
    this.#md5.update(chunk);
    this.#sha256.update(chunk);
    this.#sha512?.update(chunk);
    this.size += chunk.length;
  }

  /** Ends the hashing: call once. */
  digest(): BlobDigest {
    return {
      sha1: this.#sha1.digest('hex'),
      md5: this.#md5.digest('hex'),
      sha256: this.#sha256.digest('hex'),
      size: this.size,
      ...(this.#sha512 ? { sha512: this.#sha512.digest('hex') } : {}),
    };
  }
}
