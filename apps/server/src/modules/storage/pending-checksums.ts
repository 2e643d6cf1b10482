import { createHash, type Hash } from 'node:crypto';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isPending, PENDING } from './blob-hasher.ts';
import type { BlobStore } from './blob-store.ts';

export interface ContentChecksums {
  sha1: string;
  md5: string;
}

/** Hashed between two turns of the event loop: about a tenth of a millisecond of CPU. */
const SLICE_BYTES = 64 * 1024;
/** How many pending blobs one look at the table takes. */
const BATCH = 100;

/**
 * The sha1 and md5 of content a registry push stored without them (ADR 034). A deploy over such
 * content asks for them `later`, computed in the background one blob at a time and a slice at a
 * time, so that requests wait for a slice at most; every read that shows or searches them completes
 * first what is still pending, so no caller sees them missing. Any node may complete any blob, whose
 * content is in the store they share; the row is written only while it is still pending, so two
 * nodes computing one blob write the same values once.
 */
export class PendingChecksums {
  readonly #db: Kysely<Database>;
  readonly #blobs: BlobStore;
  readonly #warn: (error: unknown, sha256: string) => void;
  readonly #running = new Map<string, Promise<ContentChecksums | undefined>>();
  #background: Promise<void> = Promise.resolve();
  #closed = false;

  /** `warn`: told of content that could not be read, which stays pending. */
  constructor(db: Kysely<Database>, blobs: BlobStore, warn: (error: unknown, sha256: string) => void) {
    this.#db = db;
    this.#blobs = blobs;
    this.#warn = warn;
  }

  /**
   * The blob's sha1 and md5, computed now when still pending: undefined when the blob is gone, or
   * when its content could not be read (told to `warn`; the blob stays pending). Never rejects.
   */
  complete(sha256: string): Promise<ContentChecksums | undefined> {
    let running = this.#running.get(sha256);
    if (!running) {
      running = this.#compute(sha256)
        .catch((error: unknown) => {
          this.#warn(error, sha256);
          return undefined;
        })
        .finally(() => this.#running.delete(sha256));
      this.#running.set(sha256, running);
    }
    return running;
  }

  /** Completes, in place, the rows of stored content whose sha1 and md5 are pending; returns them. */
  async fill<Row extends { sha256: string | null; sha1: string | null; md5: string | null }>(
    rows: Row[],
  ): Promise<Row[]> {
    for (const row of rows) if (row.sha256 && isPending(row)) Object.assign(row, await this.complete(row.sha256));
    return rows;
  }

  /** Completes the blob in the background, after what was asked for before it. */
  later(sha256: string): void {
    this.#inBackground(() => this.complete(sha256).then(() => undefined));
  }

  /** Completes, in the background, what is pending: what a stopped node left. */
  resume(): void {
    this.#inBackground(() => this.completeAll());
  }

  /**
   * Completes every pending blob, of whichever node: before a query that reads or searches sha1 or
   * md5 in SQL. A blob whose content cannot be read stays pending.
   */
  async completeAll(): Promise<void> {
    for (let after = ''; !this.#closed; ) {
      const rows = await this.#db
        .selectFrom('blobs')
        .select('sha256')
        .where('md5', '=', PENDING)
        .where('sha256', '>', after)
        .orderBy('sha256')
        .limit(BATCH)
        .execute();
      if (rows.length === 0) return;
      for (const { sha256 } of rows) await this.complete(sha256);
      after = rows[rows.length - 1]?.sha256 ?? after;
    }
  }

  /** Settles once the background work asked for so far is done. */
  idle(): Promise<void> {
    return this.#background;
  }

  /**
   * Takes no more background work and settles once the blob under way is done: what is left
   * pending, the next start computes.
   */
  close(): Promise<void> {
    this.#closed = true;
    return this.#background;
  }

  #inBackground(work: () => Promise<void>): void {
    this.#background = this.#background
      .then(() => (this.#closed ? undefined : work()))
      .catch((error: unknown) => this.#warn(error, ''));
  }

  async #compute(sha256: string): Promise<ContentChecksums | undefined> {
    const row = await this.#db
      .selectFrom('blobs')
      .select(['size', 'sha1', 'md5'])
      .where('sha256', '=', sha256)
      .executeTakeFirst();
    if (!row) return undefined;
    if (!isPending(row)) return { sha1: row.sha1, md5: row.md5 };
    const sha1 = createHash('sha1');
    const md5 = createHash('md5');
    // Read as a response is (`serve`): into reused buffers, each refilled once hashed, so a layer
    // of any size adds two buffers to the server's memory rather than its size in garbage.
    const hashing = new Writable({
      write: (chunk: Buffer, _encoding, done) => hashInSlices(chunk, [sha1, md5]).then(() => done(), done),
    });
    await pipeline(this.#blobs.serve(sha256, Number(row.size)), hashing);
    const checksums = { sha1: sha1.digest('hex'), md5: md5.digest('hex') };
    await this.#db
      .updateTable('blobs')
      .set(checksums)
      .where('sha256', '=', sha256)
      .where('md5', '=', PENDING)
      .execute();
    return checksums;
  }
}

/** Hashes `chunk` a slice per turn of the event loop: requests come first, each waiting for one slice at most. */
async function hashInSlices(chunk: Buffer, hashes: Hash[]): Promise<void> {
  for (let at = 0; at < chunk.length; at += SLICE_BYTES) {
    const slice = chunk.subarray(at, at + SLICE_BYTES);
    for (const hash of hashes) hash.update(slice);
    await setImmediate();
  }
}
