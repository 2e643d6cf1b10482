import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import pino from 'pino';

type Destination = ReturnType<typeof pino.destination>;

export interface RotatingFileOptions {
  /** Rotate once the file reaches this many bytes. */
  maxBytes: number;
  /** How many rotated files (`name.1` … `name.N`) to keep. */
  keep: number;
}

/**
 * Synchronous writes, pino's default: a line is on disk when the call returns, so a crash loses
 * nothing and the live log viewer sees lines at once. A write is one small syscall.
 */
function openDestination(path: string): Destination {
  mkdirSync(dirname(path), { recursive: true });
  return pino.destination({ dest: path, append: true, sync: true });
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

  constructor(path: string, options: RotatingFileOptions) {
    this.#path = path;
    this.#options = options;
    this.#size = existsSync(path) ? statSync(path).size : 0;
    this.#stream = openDestination(path);
  }

  write(line: string): boolean {
    this.#size += Buffer.byteLength(line);
    const ok = this.#stream.write(line);
    if (this.#size >= this.#options.maxBytes) this.rotate();
    return ok;
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
    this.#stream.flushSync();
  }

  end(): void {
    this.#stream.flushSync();
    this.#stream.end();
  }
}
