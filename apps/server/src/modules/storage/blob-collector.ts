import type { ClusterLock } from '../../db/cluster-lock.ts';
import { isBlobRemovalHeld } from './blob-removal-hold.ts';
import type { BlobStore } from './blob-store.ts';
import type { ItemsRepository } from './items.repository.ts';

const SWEEP_BATCH = 500;

/** The lock a blob's writers and its collector take, on every node (ADR 029). */
export function blobKey(sha256: string): string {
  return `blob:${sha256}`;
}

/**
 * Removes blobs no item uses any more. A blob's references are the items that point at it, counted
 * by the database index, so the count cannot drift from the items themselves. Writers and the
 * collector take the same per-blob lock, on every node of a cluster: a blob is never removed between
 * a writer keeping it and the commit that refers to it, and the collector removes it under the lock
 * in which it found it unreferenced.
 */
export class BlobCollector {
  readonly #items: ItemsRepository;
  readonly #blobs: BlobStore;
  readonly #lock: ClusterLock;

  constructor(deps: { items: ItemsRepository; blobs: BlobStore; lock: ClusterLock }) {
    this.#items = deps.items;
    this.#blobs = deps.blobs;
    this.#lock = deps.lock;
  }

  /** Removes these blobs if nothing refers to them; call after items went away. */
  async release(sha256s: readonly string[]): Promise<number> {
    let removed = 0;
    for (const sha256 of sha256s) if (await this.#releaseOne(sha256)) removed++;
    return removed;
  }

  /**
   * Forgets the blob and removes its content under its lock, if nothing refers to it; whether it
   * went. A commit that fails after the content went leaves a row without its file, which the next
   * sweep forgets (removing content already gone is no error).
   */
  #releaseOne(sha256: string): Promise<boolean> {
    return this.#lock.transaction(
      blobKey(sha256),
      async (tx) => {
        if (await this.#items.isReferenced(sha256, tx)) return false;
        // A backup copies the blobs its database snapshot names after taking it, so while one holds
        // removal the blob stays, row and file, for a later sweep. Asked after the reference check: a
        // blob whose last item went after the snapshot began is found unreferenced after the hold.
        if (await isBlobRemovalHeld(tx)) return false;
        await this.#items.forgetBlob(tx, sha256);
        return true;
      },
      { settle: (forgotten) => (forgotten ? this.#blobs.remove(sha256) : Promise.resolve()) },
    );
  }

  /** Every unreferenced blob, e.g. after a repository was deleted with its items. */
  async sweep(): Promise<number> {
    let removed = 0;
    for (;;) {
      const batch = await this.#items.unreferencedBlobs(SWEEP_BATCH);
      if (batch.length === 0) return removed;
      const gone = await this.release(batch);
      removed += gone;
      // Nothing of the batch could go (a backup holds removal): the next sweep asks again.
      if (gone === 0) return removed;
    }
  }

  /**
   * Files the database does not know, stored before `before` (epoch ms): content kept by a process
   * that stopped before its commit. Each is judged under its blob's lock, which a writer holds from
   * keeping the content to its commit, so content in flight on any node is never taken for one.
   */
  async sweepUnknownFiles(store: BlobStore, before: number): Promise<number> {
    let removed = 0;
    let batch: string[] = [];
    const flush = async () => {
      const known = await this.#items.knownBlobs(batch);
      for (const sha256 of batch.filter((candidate) => !known.has(candidate))) {
        const gone = await this.#lock.transaction(
          blobKey(sha256),
          async (tx) => (await this.#items.knownBlobs([sha256], tx)).size === 0,
          { settle: (unknown) => (unknown ? store.remove(sha256) : Promise.resolve()) },
        );
        if (gone) removed++;
      }
      batch = [];
    };
    for await (const sha256 of store.storedBefore(before)) {
      batch.push(sha256);
      if (batch.length >= SWEEP_BATCH) await flush();
    }
    await flush();
    return removed;
  }
}
