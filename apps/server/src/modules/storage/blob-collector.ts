import type { KeyedLock } from '../../lib/keyed-lock.ts';
import { isBlobRemovalHeld } from './blob-removal-hold.ts';
import type { BlobStore } from './blob-store.ts';
import type { ItemsRepository } from './items.repository.ts';

const SWEEP_BATCH = 500;

/**
 * Removes blobs no item uses any more. A blob's references are the items that point at it, counted
 * by the database index, so the count cannot drift from the items themselves. Writers and the
 * collector take the same per-blob lock: a blob is never removed between a writer's check that it
 * exists and the commit that refers to it.
 */
export class BlobCollector {
  readonly #items: ItemsRepository;
  readonly #blobs: BlobStore;
  readonly #lock: KeyedLock;

  constructor(deps: { items: ItemsRepository; blobs: BlobStore; lock: KeyedLock }) {
    this.#items = deps.items;
    this.#blobs = deps.blobs;
    this.#lock = deps.lock;
  }

  /** Removes these blobs if nothing refers to them; call after items went away. */
  async release(sha256s: readonly string[]): Promise<number> {
    let removed = 0;
    for (const sha256 of sha256s) if (await this.#lock.run(sha256, () => this.releaseLocked(sha256))) removed++;
    return removed;
  }

  /** The body of `release` for a caller that holds the blob's lock already; whether the blob went. */
  async releaseLocked(sha256: string): Promise<boolean> {
    const removed = await this.#items.transaction(async (tx) => {
      if (await this.#items.isReferenced(sha256, tx)) return false;
      // A backup copies the blobs its database snapshot names after taking it, so while one holds
      // removal the blob stays, row and file, for a later sweep. Asked after the reference check: a
      // blob whose last item went after the snapshot began is found unreferenced after the hold.
      if (await isBlobRemovalHeld(tx)) return false;
      await this.#items.forgetBlob(tx, sha256);
      return true;
    });
    if (removed) await this.#blobs.remove(sha256);
    return removed;
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
   * Files the database does not know: content renamed into place by a process that stopped before
   * its commit. Only files older than this process are judged, so a write in flight is never taken
   * for one.
   */
  async sweepUnknownFiles(store: BlobStore, startedAt: number): Promise<number> {
    let removed = 0;
    let batch: string[] = [];
    const flush = async () => {
      const known = await this.#items.knownBlobs(batch);
      for (const sha256 of batch.filter((candidate) => !known.has(candidate))) {
        // Asked again under the blob's lock: an upload of the same content may have just committed.
        const gone = await this.#lock.run(sha256, async () => {
          if ((await this.#items.knownBlobs([sha256])).size > 0) return false;
          await store.remove(sha256);
          return true;
        });
        if (gone) removed++;
      }
      batch = [];
    };
    for await (const sha256 of store.storedBefore(startedAt)) {
      batch.push(sha256);
      if (batch.length >= SWEEP_BATCH) await flush();
    }
    await flush();
    return removed;
  }
}
