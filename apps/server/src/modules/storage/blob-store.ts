import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Eventually } from '../../lib/eventually.ts';
import { type BlobDigest, BlobHasher, type ExtraChecksums } from './blob-hasher.ts';
import { BlobResponseStream } from './blob-response-stream.ts';
import { writeHashed } from './hashed-file-writer.ts';
import { SmallBlobCache } from './small-blob-cache.ts';
import { SmallBlobWriter } from './small-blob-writer.ts';

export type { BlobDigest } from './blob-hasher.ts';

/**
 * Content received and hashed, waiting for the caller to verify it and keep it or throw it away:
 * in a temporary file, or in memory when it is small.
 */
export interface PendingBlob {
  digest: BlobDigest;
  /** Makes the content addressable by its sha256; content already stored is kept as it is. */
  keep(): Promise<void>;
  discard(): Promise<void>;
}

/** An inclusive byte range. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Content-addressed storage: the bytes of every file, once, under their sha256. Which items use a
 * blob is the database's business; the store only writes, reads and removes content: on the data
 * dir's file system (FileBlobStore) or in an S3 bucket (S3BlobStore).
 */
export interface BlobStore {
  /**
   * Streams `source` while computing its checksums, and the `extra` ones asked for; the caller
   * verifies them before keeping it.
   */
  receive(source: Readable, extra?: ExtraChecksums): Promise<PendingBlob>;
  /**
   * Stores `source` as a part of an upload that spans several requests (a registry's chunked push),
   * under `name`, where every node sharing the store finds it; returns its checksums, its sha1 and
   * md5 left PENDING (a registry's clients know content by sha256). A part is no blob: it stays
   * until it is kept as one (`keepPart`) or removed.
   */
  writePart(name: string, source: Readable): Promise<BlobDigest>;
  readPart(name: string): Readable;
  /**
   * A part, as a pending blob of `digest` (its content's), taken over within the store without
   * sending its bytes again. The caller verifies the digest before keeping it.
   */
  keepPart(name: string, digest: BlobDigest): PendingBlob;
  /** Removing a part already gone is no error. */
  removePart(name: string): Promise<void>;
  /** Every part written before `time` (epoch ms), for the sweep of parts no upload names (a node died mid-chunk). */
  partsBefore(time: number): AsyncGenerator<string>;
  /** `size`: the blob's size, known from the database, so small reads get small buffers. */
  read(sha256: string, size: number, range?: ByteRange): Readable;
  /** The same, for an HTTP response to pipe: read two chunks ahead into reused buffers (BlobResponseStream). */
  serve(sha256: string, size: number, range?: ByteRange): Readable;
  /** The whole content of a small blob (at most SMALL_BLOB_BYTES), from memory, without a promise, when it is hot. */
  readSmall(sha256: string): Eventually<Buffer>;
  has(sha256: string): Promise<boolean>;
  remove(sha256: string): Promise<void>;
  /** Every sha256 stored before `time` (epoch ms), for the sweep of blobs no item refers to. */
  storedBefore(time: number): AsyncGenerator<string>;
  /** Removes what a stopped process left half-written. Call before serving. */
  sweepIncoming(): Promise<void>;
  /** Lets go of what the store holds open; a later write opens it again. */
  close(): Promise<void>;
}

/** How a blob is named: its sha256 in lower-case hex. */
export const SHA256 = /^[0-9a-f]{64}$/;
/** How an upload's part may be named: a file name of its own, never a hidden one. */
export const PART_NAME = /^[0-9A-Za-z][\w.-]*$/;
/** Blobs up to this size are read whole, and the most used of them kept in memory. */
export const SMALL_BLOB_BYTES = 64 * 1024;
/** What the small blobs kept in memory may take together. */
export const SMALL_BLOB_CACHE_BYTES = 32 * 1024 * 1024;
/** Large reads cost fewer trips through the event loop than the default 64 KiB. */
const READ_CHUNK = 1024 * 1024;

/**
 * Blobs as files under `data/blobs/ab/cd/<sha256>`. Content arrives in `data/blobs/.incoming/`, is
 * flushed to disk, and is renamed into place only once it is complete, so a reader never sees a
 * partial blob and a crash leaves only incoming files, which `sweepIncoming` removes at start.
 * Upload parts are files of `data/blobs/.parts/`, which no start sweeps: uploads outlive restarts.
 */
export class FileBlobStore implements BlobStore {
  readonly #root: string;
  readonly #incoming: string;
  readonly #parts: string;
  readonly #small = new SmallBlobCache(SMALL_BLOB_CACHE_BYTES);
  readonly #writer = new SmallBlobWriter();

  constructor(root: string) {
    this.#root = root;
    this.#incoming = join(root, '.incoming');
    this.#parts = join(root, '.parts');
  }

  /** Removes what a stopped process left half-written. Call before serving. */
  async sweepIncoming(): Promise<void> {
    await rm(this.#incoming, { recursive: true, force: true });
    await mkdir(this.#incoming, { recursive: true });
  }

  async receive(source: Readable, extra: ExtraChecksums = {}): Promise<PendingBlob> {
    const received = await startReceiving(source, extra);
    if (received.small) return this.#pendingInMemory(received.small.content, received.small.digest);
    const { chunks, hasher } = received;
    const temp = join(this.#incoming, randomUUID());
    try {
      const file = await open(temp, 'w');
      try {
        await writeHashed(chunks, file, 0, hasher);
        await file.sync();
      } finally {
        await file.close();
      }
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    return this.#pending(temp, hasher.digest());
  }

  /** Small content stays in memory until it is kept, then goes to disk in one trip (SmallBlobWriter). */
  #pendingInMemory(content: Buffer, digest: BlobDigest): PendingBlob {
    return {
      digest,
      keep: () => this.#writer.write(join(this.#incoming, randomUUID()), this.#pathOf(digest.sha256), content),
      discard: async () => undefined,
    };
  }

  /** Stops the thread that writes small blobs; a later write starts it again. */
  close(): Promise<void> {
    return this.#writer.close();
  }

  /** Flushed before it is acknowledged: a node that dies after answering the chunk has it on disk. */
  async writePart(name: string, source: Readable): Promise<BlobDigest> {
    const path = this.#partPath(name);
    await mkdir(this.#parts, { recursive: true });
    const hasher = new BlobHasher({ sha1AndMd5Later: true });
    const file = await open(path, 'w');
    try {
      await writeHashed(source, file, 0, hasher);
      await file.sync();
    } catch (error) {
      await unlink(path).catch(() => undefined);
      throw error;
    } finally {
      await file.close();
    }
    return hasher.digest();
  }

  readPart(name: string): Readable {
    return createReadStream(this.#partPath(name), { highWaterMark: READ_CHUNK });
  }

  /** Renamed into place: the part's bytes are not written again. */
  keepPart(name: string, digest: BlobDigest): PendingBlob {
    return this.#pending(this.#partPath(name), digest);
  }

  async removePart(name: string): Promise<void> {
    await rm(this.#partPath(name), { force: true });
  }

  async *partsBefore(time: number): AsyncGenerator<string> {
    for (const name of await readdirOrEmpty(this.#parts)) {
      const written = await stat(join(this.#parts, name)).catch(() => undefined);
      if (written && written.mtimeMs < time) yield name;
    }
  }

  #partPath(name: string): string {
    if (!PART_NAME.test(name)) throw new Error(`not a part name: ${name}`);
    return join(this.#parts, name);
  }

  #pending(temp: string, digest: BlobDigest): PendingBlob {
    const target = this.#pathOf(digest.sha256);
    return {
      digest,
      keep: async () => {
        if (await this.has(digest.sha256)) return unlink(temp);
        await mkdir(join(target, '..'), { recursive: true });
        await rename(temp, target);
      },
      discard: () => unlink(temp).catch(() => undefined),
    };
  }

  read(sha256: string, size: number, range?: ByteRange): Readable {
    const length = range ? range.end - range.start + 1 : size;
    return createReadStream(this.#pathOf(sha256), {
      highWaterMark: Math.max(1, Math.min(length, READ_CHUNK)),
      ...(range ? { start: range.start, end: range.end } : {}),
    });
  }

  serve(sha256: string, size: number, range?: ByteRange): Readable {
    const length = range ? range.end - range.start + 1 : size;
    return new BlobResponseStream(this.#pathOf(sha256), range?.start ?? 0, length);
  }

  readSmall(sha256: string): Eventually<Buffer> {
    return this.#small.get(sha256) ?? this.#readSmallFile(sha256);
  }

  async #readSmallFile(sha256: string): Promise<Buffer> {
    const content = await readFile(this.#pathOf(sha256));
    if (content.length <= SMALL_BLOB_BYTES) this.#small.set(sha256, content);
    return content;
  }

  async has(sha256: string): Promise<boolean> {
    return stat(this.#pathOf(sha256)).then(
      () => true,
      () => false,
    );
  }

  async remove(sha256: string): Promise<void> {
    this.#small.delete(sha256);
    await unlink(this.#pathOf(sha256)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  /** Every sha256 stored before `time` (epoch ms), for the sweep of files no item refers to. */
  async *storedBefore(time: number): AsyncGenerator<string> {
    for (const first of await readdirOrEmpty(this.#root)) {
      if (!/^[0-9a-f]{2}$/.test(first)) continue;
      for (const second of await readdirOrEmpty(join(this.#root, first)))
        for (const name of await readdirOrEmpty(join(this.#root, first, second))) {
          if (!SHA256.test(name)) continue;
          const stored = await stat(join(this.#root, first, second, name)).catch(() => undefined);
          if (stored && stored.mtimeMs < time) yield name;
        }
    }
  }

  #pathOf(sha256: string): string {
    if (!SHA256.test(sha256)) throw new Error(`not a sha256: ${sha256}`);
    return join(this.#root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  }
}

/**
 * What every store does first with content it receives: small content (at most SMALL_BLOB_BYTES) is
 * read whole and hashed; larger content comes back as the chunks still to stream, with the hasher
 * the store feeds them to as they go.
 */
export async function startReceiving(
  source: Readable,
  extra: ExtraChecksums,
): Promise<
  | { small: { content: Buffer; digest: BlobDigest } }
  | { small?: undefined; chunks: AsyncGenerator<Buffer>; hasher: BlobHasher }
> {
  const chunks = source[Symbol.asyncIterator]();
  const head = await readUpTo(chunks, SMALL_BLOB_BYTES);
  if (!head.ended) return { chunks: concat(head.chunks, chunks), hasher: new BlobHasher(extra) };
  const content = Buffer.concat(head.chunks);
  // Small content is hashed in full at once: leaving its sha1 and md5 for later would save nothing.
  const hasher = new BlobHasher({ ...extra, sha1AndMd5Later: false });
  hasher.update(content);
  return { small: { content, digest: hasher.digest() } };
}

/** Reads chunks until more than `limit` bytes have come or the source ends. */
async function readUpTo(chunks: AsyncIterator<Buffer>, limit: number): Promise<{ chunks: Buffer[]; ended: boolean }> {
  const read: Buffer[] = [];
  let size = 0;
  while (size <= limit) {
    const next = await chunks.next();
    if (next.done) return { chunks: read, ended: true };
    read.push(next.value);
    size += next.value.length;
  }
  return { chunks: read, ended: false };
}

/** The chunks read already, then the rest of the source. */
async function* concat(head: Buffer[], rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  try {
    yield* head;
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  } finally {
    // Ends the source too when writing stops early (a full disk).
    await rest.return?.();
  }
}

async function readdirOrEmpty(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => []);
}
