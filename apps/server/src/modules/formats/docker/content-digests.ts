import { createHash } from 'node:crypto';
import type { BlobDigest, ExtraChecksums } from '../../storage/index.ts';
import { digestParts } from './oci-paths.ts';

/**
 * Content pushed by a sha512 digest (ADR 021): the blob store keeps it by its sha256, as all
 * content, and its sha512 is computed only for such pushes, so no other upload pays for it.
 */

/**
 * The checksums a push by this digest asks for: sha256, and its sha512 when it is one; sha1 and md5
 * are computed once the push has answered (ADR 034), for its client waits on sha256 alone.
 */
export function checksumsFor(digest: string): ExtraChecksums {
  const sha512 = digestParts(digest).algorithm === 'sha512';
  return { sha1AndMd5Later: true, ...(sha512 ? { sha512 } : {}) };
}

/** Received content's digest in the algorithm of `digest` (sha256 or sha512), from its checksums. */
export function receivedAs(digest: string, received: BlobDigest): string {
  const { algorithm } = digestParts(digest);
  return `${algorithm}:${algorithm === 'sha512' ? received.sha512 : received.sha256}`;
}

/** A manifest's digest: sha256, or the algorithm of the digest it was pushed by. */
export function digestOf(body: Buffer, algorithm = 'sha256'): string {
  return `${algorithm}:${createHash(algorithm).update(body).digest('hex')}`;
}
