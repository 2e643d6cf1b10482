import { once } from 'node:events';
import { type FileHandle, open } from 'node:fs/promises';
import { Readable } from 'node:stream';

/** Bytes read per turn; two turns are in flight: one being sent while the next is read. */
const CHUNK = 1024 * 1024;
/** Idle read buffers kept for the next responses (two per response). */
const KEPT = 4;
const idle: Buffer[] = [];

const take = () => idle.pop() ?? Buffer.allocUnsafeSlow(CHUNK);

/**
 * A large blob on its way into an HTTP response. Piped (Fastify pipes a stream payload into the
 * response), it reads the file into two pooled buffers in turn and writes each to the destination
 * with a callback, reading the next chunk while the socket sends this one, and fills a buffer again
 * only once the destination has said its bytes were taken. Fresh 1 MiB buffers per chunk cost a
 * pull more in garbage collection and page faults than the kernel's copies, and lifted the
 * server's memory by their number until collected. Read any other way, it reads fresh chunks.
 */
export class BlobResponseStream extends Readable {
  readonly #path: string;
  readonly #start: number;
  readonly #length: number;
  #piped = false;
  /** Where a plain read has got to. */
  #handle: FileHandle | undefined;
  #position: number;

  /** `start`, `length`: the part of the file to send. */
  constructor(path: string, start: number, length: number) {
    super();
    this.#path = path;
    this.#start = start;
    this.#length = length;
    this.#position = start;
  }

  override pipe<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T {
    this.#piped = true;
    this.#pump(destination, options?.end ?? true).catch((error: Error) => this.destroy(error));
    return destination;
  }

  async #pump(destination: NodeJS.WritableStream, end: boolean): Promise<void> {
    const handle = await open(this.#path, 'r');
    const buffers = [take(), take()];
    const writes: (Promise<void> | undefined)[] = [undefined, undefined];
    // A response that closes early may leave a write's callback uncalled.
    const closed = new Promise<never>((_, reject) =>
      destination.once('close', () => reject(new Error('the response closed before the blob was sent'))),
    );
    closed.catch(() => undefined);
    let settled = false;
    try {
      let position = this.#start;
      const last = this.#start + this.#length;
      for (let turn = 0; position < last; turn = 1 - turn) {
        const buffer = buffers[turn] as Buffer;
        if (writes[turn]) await Promise.race([writes[turn], closed]);
        if (this.destroyed) return;
        const { bytesRead } = await handle.read(buffer, 0, Math.min(CHUNK, last - position), position);
        if (bytesRead === 0) throw new Error('the blob is shorter than its recorded size');
        position += bytesRead;
        if (this.destroyed) return;
        const written = new Promise<void>((resolve, reject) =>
          destination.write(buffer.subarray(0, bytesRead), (error) => (error ? reject(error) : resolve())),
        );
        written.catch(() => undefined);
        writes[turn] = written;
      }
      await Promise.race([Promise.all(writes), closed]);
      settled = true;
    } finally {
      await handle.close();
      // A buffer whose write never answered may still be read by the socket: it is left to the collector.
      if (settled) for (const buffer of buffers) if (idle.length < KEPT) idle.push(buffer);
    }
    // This stream ends first, so whoever watches it sees it end rather than close early.
    this.push(null);
    this.resume();
    await once(this, 'end');
    if (end) destination.end();
  }

  override _read(): void {
    if (this.#piped) return;
    this.#readChunk().catch((error: Error) => this.destroy(error));
  }

  async #readChunk(): Promise<void> {
    if (!this.#handle) {
      const handle = await open(this.#path, 'r');
      // Destroyed while the file was opening: nothing will close it later.
      if (this.destroyed) return handle.close();
      this.#handle = handle;
    }
    const left = this.#start + this.#length - this.#position;
    if (left <= 0) {
      this.push(null);
      return;
    }
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK, left));
    const { bytesRead } = await this.#handle.read(chunk, 0, chunk.length, this.#position);
    if (bytesRead === 0) throw new Error('the blob is shorter than its recorded size');
    this.#position += bytesRead;
    this.push(chunk.subarray(0, bytesRead));
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    const handle = this.#handle;
    this.#handle = undefined;
    const done = () => callback(error);
    if (handle) handle.close().then(done, done);
    else done();
  }
}
