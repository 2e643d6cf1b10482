import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import pino from 'pino';

type Destination = ReturnType<typeof pino.destination>;

/** Log lines kept while the file cannot be written (a full disk); later ones are dropped. */
const MAX_WAITING_BYTES = 16 * 1024 * 1024;

export interface RotatingFileOptions {
  /** Rotate once the file reaches this many bytes. */
  maxBytes: number;
  /** How many rotated files (`name.1` … `name.N`) to keep. */
  keep: number;
  /**
   * Gather lines for up to this long (or BATCH_BYTES) and write them in one call, instead of a
   * call per line: for a log written on every request. A crash loses at most that much; readers
   * call `flush()` first to see every line so far.
   */
  batchMs?: number;
}

/** A batch goes out once it holds this much, whatever its age. */
const BATCH_BYTES = 64 * 1024;

/**
 * Synchronous writes, pino's default: a line is on disk when the call returns, so a crash loses
 * nothing and the live log viewer sees lines at once. A write is one small syscall.
 */
function openDestination(path: string): Destination {
  mkdirSync(dirname(path), { recursive: true });
  const destination = pino.destination({ dest: path, append: true, sync: true, maxLength: MAX_WAITING_BYTES });
  // A full disk must not fail the request that logs, nor end the process (an 'error' without a
  // listener throws): the line waits in memory and goes out with the next one once there is room.
  let told = false;
  destination.on('error', (error: Error) => {
    if (told) return;
    told = true;
    process.stderr.write(`Cannot write ${path} (${error.message}); its lines wait in memory until it can be written\n`);
  });
  return destination;
}

/**
 * A log destination that keeps `file` as the live log and shifts it to `file.1`, `file.2`, …
 * once it passes `maxBytes`. Rotation happens between
 * lines, so no line is split across files.
 */
export class RotatingFile {
  readonly #path: string;
  readonly #options: RotatingFileOptions;
  readonly #stream: Destination;
  #size: number;
  /**
   * The last write failed (a full disk). The destination's flushSync would then retry forever,
   * holding the process, so nothing flushes until a write succeeds again.
   */
  #unwritable = false;
  #batch: string[] = [];
  #batchBytes = 0;
  #batchTimer: NodeJS.Timeout | undefined;

  constructor(path: string, options: RotatingFileOptions) {
    this.#path = path;
    this.#options = options;
    this.#size = existsSync(path) ? statSync(path).size : 0;
    this.#stream = openDestination(path);
    this.#stream.on('error', () => {
      this.#unwritable = true;
    });
    this.#stream.on('write', () => {
      this.#unwritable = false;
    });
  }

  write(line: string): boolean {
    const { batchMs } = this.#options;
    if (batchMs === undefined) return this.#writeNow(line);
    this.#batch.push(line);
    this.#batchBytes += line.length;
    if (this.#batchBytes >= BATCH_BYTES) this.#writeBatch();
    else this.#batchTimer ??= setTimeout(() => this.#writeBatch(), batchMs).unref();
    return true;
  }

  #writeNow(text: string): boolean {
    this.#size += Buffer.byteLength(text);
    const ok = this.#stream.write(text);
    if (this.#size >= this.#options.maxBytes && !this.#unwritable) this.rotate();
    return ok;
  }

  #writeBatch(): void {
    clearTimeout(this.#batchTimer);
    this.#batchTimer = undefined;
    if (this.#batch.length === 0) return;
    const text = this.#batch.join('');
    this.#batch = [];
    this.#batchBytes = 0;
    this.#writeNow(text);
  }

  rotate(): void {
    this.#stream.flushSync();
    const { keep } = this.#options;
    rmSync(`${this.#path}.${keep}`, { force: true });
    for (let n = keep - 1; n >= 1; n--) {
      if (existsSync(`${this.#path}.${n}`)) renameSync(`${this.#path}.${n}`, `${this.#path}.${n + 1}`);
    }
    renameSync(this.#path, `${this.#path}.1`);
    this.#stream.reopen();
    this.#size = 0;
  }

  flush(): void {
    this.#writeBatch();
    if (!this.#unwritable) this.#stream.flushSync();
  }

  /** What cannot be written by now (the disk still full) is lost. */
  end(): void {
    this.#writeBatch();
    if (!this.#unwritable) this.#stream.flushSync();
    this.#stream.end();
  }
}
