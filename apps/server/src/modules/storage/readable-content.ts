import type { Actor } from '../auth/actor.ts';
import type { BlobDigest } from './blob-store.ts';
import type { ItemsRepository } from './items.repository.ts';
import type { StorageAccess } from './storage-access.ts';

/**
 * Stored content with this checksum, when the actor may read at least one file that holds it
 * (repository and path, as their permissions' patterns say; administrators read everything).
 * Content is reused by a client's digest only for someone who could have downloaded it: otherwise
 * a digest alone would copy a file they cannot read, or tell them that it exists. Undefined is the
 * same for content that is not stored and content they may not read.
 */
export async function readableContent(
  deps: { access: StorageAccess; items: ItemsRepository },
  actor: Actor,
  algorithm: 'sha256' | 'sha1' | 'md5',
  checksum: string,
): Promise<BlobDigest | undefined> {
  return deps.items.readableContent(algorithm, checksum, await deps.access.readScope(actor));
}
