import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { SqlValue } from './sql-session.ts';

/**
 * Writes a table's rows as JSON lines, one array of values per row, hashing and counting as it
 * goes; waits for the disk when the stream's buffer is full, so a large table is never held whole.
 */
export class TableFileWriter {
  readonly #out: WriteStream;
  readonly #hash = createHash('sha256');
  #rows = 0;

  constructor(path: string) {
    this.#out = createWriteStream(path, { flags: 'wx', mode: 0o600, flush: true });
  }

  async write(row: readonly unknown[]): Promise<void> {
    const line = `${JSON.stringify(row.map(toSqlValue))}\n`;
    this.#hash.update(line);
    this.#rows++;
    if (!this.#out.write(line)) await once(this.#out, 'drain');
  }

  async close(): Promise<{ rows: number; sha256: string }> {
    this.#out.end();
    await once(this.#out, 'close');
    return { rows: this.#rows, sha256: this.#hash.digest('hex') };
  }

  /** After a failure: closes the file without waiting for what is buffered. */
  destroy(): void {
    this.#out.destroy();
  }
}

/** The stored values are text, integers and nulls; anything else would not survive the trip to the other dialect. */
function toSqlValue(value: unknown): SqlValue {
  if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'bigint' && Number.isSafeInteger(Number(value))) return Number(value);
  throw new Error(`a value of type ${typeof value} cannot be carried by a backup`);
}

/** The rows of a table file, in order. */
export async function* readTableFile(path: string): AsyncGenerator<SqlValue[]> {
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line === '') continue;
    yield JSON.parse(line) as SqlValue[];
  }
}
