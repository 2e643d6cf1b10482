import { createHash } from 'node:crypto';
import type { BlobDigest, ExtraChecksums } from '../../storage/index.ts';
import { digestParts } from './oci-paths.ts';

/**
 * Content pushed by a sha512 digest (ADR 021): the blob store keeps it by its sha256, as all
 * content, and its sha512 is computed only for such pushes, so no other upload pays for it.
 */

/** The checksums a push by this digest needs beside the usual ones: its sha512, when it is one. */
export function checksumsFor(digest: string): ExtraChecksums {
  return digestParts(digest).algorithm === 'sha512' ? { sha512: true } : {};
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
