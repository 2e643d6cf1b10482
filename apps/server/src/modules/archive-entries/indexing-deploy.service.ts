import { type BlobDigest, type CommitTerms, DeployService, type PendingBlob } from '../storage/index.ts';
import type { ArchiveIndexer } from './archive-indexer.ts';

type StoredFile = Parameters<DeployService['write']>[0];

/**
 * Storage's deploy, telling the archive indexer of every file it records. `write` is where every
 * file lands — a deploy to the artifact routes, the native formats' publishes, remote caches — so
 * this sees them all; the format hooks see only the package types that register some.
 */
export class IndexingDeployService extends DeployService {
  readonly #indexer: ArchiveIndexer;

  constructor(deps: ConstructorParameters<typeof DeployService>[0], indexer: ArchiveIndexer) {
    super(deps);
    this.#indexer = indexer;
  }

  override async write(file: StoredFile, source: PendingBlob | BlobDigest, terms?: CommitTerms): Promise<void> {
    await super.write(file, source, terms);
    this.#indexer.stored(file.repoKey, file.path);
  }
}
