import type { Actor } from '../auth/actor.ts';
import type { BlobDigest } from './blob-store.ts';
import type { ItemsRepository } from './items.repository.ts';
import type { StorageAccess } from './storage-access.ts';

/** Files holding the content are read in pages; past the last page the content counts as unknown. */
const PAGE = 100;
const MOST_FILES_LOOKED_AT = 1000;

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
  const repoKeys = (await deps.access.readableRepositories(actor)).map((repository) => repository.key);
  let after = 0;
  for (let looked = 0; looked < MOST_FILES_LOOKED_AT; looked += PAGE) {
    const files = await deps.items.filesHoldingContent(algorithm, checksum, repoKeys, { after, limit: PAGE });
    const [readable] = files.length > 0 ? await deps.access.readable(actor, files) : [];
    if (readable) return readable.blob;
    const last = files[files.length - 1];
    if (!last || files.length < PAGE) return undefined;
    after = last.id;
  }
  return undefined;
}
