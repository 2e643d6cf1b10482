import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';

/** At most this many writer threads: flushes wait on the disk in parallel, and each thread costs about 9 MB. */
const MAX_WRITERS = 2;
/**
 * A writer with nothing to write for this long ends, giving its memory back. Writes that come one
 * at a time never need one, so this only bridges the gaps of a burst.
 */
export const WRITER_IDLE_MS = 5_000;

/** Whether `path` is there; as for `existsSync`, a path that cannot be looked at counts as absent. */
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** A write, as the main thread sends it to a writer. */
export interface SmallBlobWrite {
  id: number;
  /** Where the bytes are written first, in the store's incoming folder. */
  temp: string;
  target: string;
  data: Uint8Array;
}

/** A writer's answer: the write's id, and what failed if it did. */
export interface SmallBlobWritten {
  id: number;
  error?: { code?: string; message: string };
}

interface Waiting {
  resolve: () => void;
  reject: (error: Error) => void;
}

interface Writer {
  worker: Worker;
  waiting: Map<number, Waiting>;
  idle?: NodeJS.Timeout | undefined;
}

/**
 * Writes small blobs. One at a time, a write goes through libuv's pool: a few trips through the
 * event loop, cheap while the loop is quiet, and no thread kept for a client that publishes or
 * pushes now and then. A write that comes while another is under way goes to a writer thread, one
 * message each way per blob (see the worker for why), which spares writes under load the loop's
 * turns: it goes to an idle writer, or starts another while there are fewer than MAX_WRITERS, or
 * else queues on the least busy. A writer holds the process open only while it has writes pending,
 * and ends once idle for `idleMs`.
 */
export class SmallBlobWriter {
  readonly #writers: Writer[] = [];
  readonly #idleMs: number;
  #nextId = 0;
  /** Writes under way through the pool. */
  #pooled = 0;

  constructor(idleMs = WRITER_IDLE_MS) {
    this.#idleMs = idleMs;
  }

  /** How many writer threads run now. */
  get threads(): number {
    return this.#writers.length;
  }

  /** Writes `data` to `temp`, flushes it and renames it to `target`, unless `target` exists. */
  write(temp: string, target: string, data: Uint8Array): Promise<void> {
    if (this.#writers.length === 0 && this.#pooled === 0) return this.#writeThroughPool(temp, target, data);
    const writer = this.#pick();
    const id = ++this.#nextId;
    const done = new Promise<void>((resolve, reject) => writer.waiting.set(id, { resolve, reject }));
    clearTimeout(writer.idle);
    if (writer.waiting.size === 1) writer.worker.ref();
    writer.worker.postMessage({ id, temp, target, data } satisfies SmallBlobWrite);
    return done;
  }

  /** What the worker does, through the pool. */
  async #writeThroughPool(temp: string, target: string, data: Uint8Array): Promise<void> {
    this.#pooled++;
    try {
      // Content never changes under its sha256: stored once is stored.
      if (await exists(target)) return;
      try {
        await writeFile(temp, data, { flush: true });
        await mkdir(dirname(target), { recursive: true });
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    } finally {
      this.#pooled--;
    }
  }

  async close(): Promise<void> {
    const stopping = this.#writers.splice(0).map(({ worker }) => worker.terminate());
    await Promise.all(stopping);
  }

  #pick(): Writer {
    let least: Writer | undefined;
    for (const writer of this.#writers) if (!least || writer.waiting.size < least.waiting.size) least = writer;
    if (least && (least.waiting.size === 0 || this.#writers.length >= MAX_WRITERS)) return least;
    return this.#start();
  }

  #retire(writer: Writer): void {
    const at = this.#writers.indexOf(writer);
    if (at < 0 || writer.waiting.size > 0) return;
    this.#writers.splice(at, 1);
    void writer.worker.terminate();
  }

  #start(): Writer {
    const worker = new Worker(new URL('./small-blob-writer.worker.mjs', import.meta.url));
    const writer: Writer = { worker, waiting: new Map() };
    worker.unref();
    worker.on('message', ({ id, error }: SmallBlobWritten) => {
      const waiting = writer.waiting.get(id);
      writer.waiting.delete(id);
      if (writer.waiting.size === 0) {
        worker.unref();
        writer.idle = setTimeout(() => this.#retire(writer), this.#idleMs).unref();
      }
      if (!error) return waiting?.resolve();
      waiting?.reject(Object.assign(new Error(error.message), { code: error.code }));
    });
    // A writer that fails or is stopped takes its pending writes with it; later writes go to others.
    const fail = (error: Error) => {
      clearTimeout(writer.idle);
      const at = this.#writers.indexOf(writer);
      if (at >= 0) this.#writers.splice(at, 1);
      for (const waiting of writer.waiting.values()) waiting.reject(error);
      writer.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('the blob writer stopped')));
    this.#writers.push(writer);
    return writer;
  }
}
