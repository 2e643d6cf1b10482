import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore, ItemsRepository } from '../storage/index.ts';
import type { ArchiveEntriesRepository, IndexOutcome } from './archive-entries.repository.ts';
import {
  ARCHIVE_EXTENSIONS,
  ARCHIVE_LIMITS,
  type ArchiveListing,
  archiveKindOf,
  UnreadableArchive,
} from './archive-kinds.ts';
import { listTarGzEntries } from './tar-listing.ts';
import { listZipEntries } from './zip-directory.ts';

/** Archives read per catch-up turn: a new upload waits behind one turn at most. */
const CATCH_UP_BATCH = 50;
/** Item ids one catch-up query looks through, so each stays small however many files are stored. */
const CATCH_UP_WINDOW = 10_000;
/** The setting that holds the item id up to which every archive has been read. */
export const CATCH_UP_SETTING = 'archive-entries.read-up-to';

/** Where the catch-up keeps how far it got (the settings table). */
export interface CatchUpProgress {
  get<T>(key: string): Promise<T | undefined>;
  put(key: string, value: unknown): Promise<void>;
}

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Reads the entries of archives as they are stored, one at a time and after the upload has been
 * answered, so an upload never waits for it. Each content is read once, whatever path it is stored
 * under. A broken archive is logged and recorded as unreadable; the file stays stored.
 */
export class ArchiveIndexer {
  readonly #entries: ArchiveEntriesRepository;
  readonly #items: ItemsRepository;
  readonly #blobs: BlobStore;
  readonly #log: FastifyBaseLogger;
  readonly #progress: CatchUpProgress;
  #queue: Promise<void> = Promise.resolve();
  #stored: Promise<void> = Promise.resolve();

  constructor(deps: {
    entries: ArchiveEntriesRepository;
    items: ItemsRepository;
    blobs: BlobStore;
    log: FastifyBaseLogger;
    progress: CatchUpProgress;
  }) {
    this.#entries = deps.entries;
    this.#items = deps.items;
    this.#blobs = deps.blobs;
    this.#log = deps.log;
    this.#progress = deps.progress;
  }

  /** A file was stored at this path: its entries are read in turn, if it is an archive. */
  stored(repoKey: string, path: string): void {
    if (!archiveKindOf(path)) return;
    this.#stored = this.#enqueue(() => this.#index(repoKey, path), { repoKey, path });
  }

  /**
   * Reads the archives stored without their entries being read (before this index existed, or
   * queued when a process stopped), a small batch at a time, each batch queued behind what is
   * stored meanwhile so a new upload waits for one batch at most. It looks only at items stored
   * after the id the last catch-up got to, in windows of ids, and moves that mark past a window
   * once every archive in it was read: a start reads what the last run left, not the whole store.
   */
  catchUp(): void {
    const windowEnd = (afterId: number, lastId: number) => Math.min(afterId + CATCH_UP_WINDOW, lastId);
    const step = async (afterId: number, upToId: number, lastId: number, clean: boolean): Promise<void> => {
      const unread = await this.#entries.unread(ARCHIVE_EXTENSIONS, afterId, upToId, CATCH_UP_BATCH);
      for (const { repoKey, fullPath } of unread) {
        const read = await this.#logged(() => this.#index(repoKey, fullPath).then(() => true), {
          repoKey,
          path: fullPath,
        });
        // An archive that failed for another reason than its content is tried again at the next start.
        clean = clean && read === true;
      }
      const last = unread.at(-1);
      if (last && unread.length === CATCH_UP_BATCH) {
        void this.#enqueue(() => step(last.id, upToId, lastId, clean), {});
        return;
      }
      if (clean) await this.#progress.put(CATCH_UP_SETTING, upToId);
      if (upToId < lastId) void this.#enqueue(() => step(upToId, windowEnd(upToId, lastId), lastId, clean), {});
    };
    void this.#enqueue(async () => {
      const readUpTo = (await this.#progress.get<number>(CATCH_UP_SETTING)) ?? 0;
      const lastId = await this.#entries.lastItemId();
      if (lastId > readUpTo) await step(readUpTo, windowEnd(readUpTo, lastId), lastId, true);
    }, {});
  }

  /** Settles once every archive stored so far has been read: searches wait for it, so they see what was just stored. */
  settled(): Promise<void> {
    return this.#stored;
  }

  /** Settles once nothing is queued, catching up included: before the database closes. */
  async idle(): Promise<void> {
    let seen: Promise<void> | undefined;
    while (seen !== this.#queue) {
      seen = this.#queue;
      await seen;
    }
  }

  /** Runs work after everything queued before it. */
  #enqueue(work: () => Promise<void>, where: object): Promise<void> {
    this.#queue = this.#queue.then(async () => {
      await this.#logged(work, where);
    });
    return this.#queue;
  }

  /** A failure is logged and ends there (undefined): the queue goes on, and no upload or search sees it. */
  #logged<T>(work: () => Promise<T>, where: object): Promise<T | undefined> {
    return work().catch((error: unknown) => {
      this.#log.warn({ err: error, ...where }, 'could not index archive entries');
      return undefined;
    });
  }

  async #index(repoKey: string, path: string): Promise<void> {
    const item = await this.#items.find(repoKey, path);
    const kind = item?.type === 'file' ? archiveKindOf(item.name) : undefined;
    if (!item?.sha256 || !kind) return;
    const { sha256, size } = item;
    if (await this.#entries.isRead(sha256)) return;
    let outcome: IndexOutcome;
    let listing: ArchiveListing = { entries: [], truncated: false };
    try {
      if (kind === 'tgz' && size > ARCHIVE_LIMITS.tgzBytes) outcome = 'too-large';
      else {
        listing =
          kind === 'zip'
            ? await listZipEntries(
                (start, length) => collect(this.#blobs.read(sha256, size, { start, end: start + length - 1 })),
                size,
              )
            : await listTarGzEntries(this.#blobs.read(sha256, size));
        outcome = listing.truncated ? 'truncated' : 'indexed';
      }
    } catch (error) {
      if (!(error instanceof UnreadableArchive)) throw error;
      this.#log.warn({ repoKey, path, reason: error.message }, 'archive entries not indexed: unreadable archive');
      outcome = 'unreadable';
    }
    await this.#entries.record(sha256, outcome, listing.entries, Date.now());
  }
}
