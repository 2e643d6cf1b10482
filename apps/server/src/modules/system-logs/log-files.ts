import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { LOG_READ_MAX_BYTES, type LogData, systemLogMessages } from '@arca/contract';
import { Invalid, NotFound } from '../../lib/errors.ts';

/** The log services one Arca process writes for (the others are companion services). */
const HOSTED_SERVICES = new Set(['artifactory']);

const NEWLINE = 0x0a;

/**
 * The live log files of this node (data/logs/*.log, rotated copies left out), read from a byte
 * offset so the viewer only receives what it has not shown yet.
 */
export class LogFiles {
  readonly #dir: string;
  readonly #flush: () => void;
  readonly #now: () => number;
  /** `flush` writes out lines still gathered in memory, so that a read shows every line so far. */
  constructor(logsDir: string, flush: () => void, now: () => number = Date.now) {
    this.#dir = logsDir;
    this.#flush = flush;
    this.#now = now;
  }

  hosts(type: string): boolean {
    return HOSTED_SERVICES.has(type);
  }

  /** The service's own log first (the viewer opens it), then the others by name. */
  async list(type: string): Promise<string[]> {
    const names = (await readdir(this.#dir).catch(() => [] as string[])).filter((name) => name.endsWith('.log')).sort();
    const main = `${type}-service.log`;
    return names.includes(main) ? [main, ...names.filter((name) => name !== main)] : names;
  }

  /**
   * The bytes after `fileSize`. An offset past the end means the file was rotated since the last
   * read, so reading starts again from its beginning (as `tail -F` does). At most
   * LOG_READ_MAX_BYTES, ending at a line break, so a reply never splits a line or a character.
   */
  async read(type: string, id: string, fileSize: string | undefined): Promise<LogData> {
    const offset = parseOffset(fileSize);
    // Only a name the listing holds is opened: no path from the request reaches the file system.
    if (!(await this.list(type)).includes(id)) throw new NotFound(systemLogMessages.fileNotFound(id));
    const path = join(this.#dir, id);
    this.#flush();
    const file = await open(path, 'r');
    try {
      const { size, mtimeMs } = await file.stat();
      const from = offset > size ? 0 : offset;
      const length = Math.min(size - from, LOG_READ_MAX_BYTES);
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, from);
      let used = bytesRead;
      if (from + bytesRead < size) {
        const lastBreak = buffer.lastIndexOf(NEWLINE, bytesRead - 1);
        if (lastBreak >= 0) used = lastBreak + 1;
      }
      return {
        log_content: buffer.subarray(0, used).toString('utf8'),
        file_size: from + used,
        last_update_modified: Math.round(mtimeMs),
        last_update_label: this.#now(),
      };
    } finally {
      await file.close();
    }
  }
}

function parseOffset(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 0;
  if (!/^\d{1,15}$/.test(raw)) throw new Invalid(systemLogMessages.badFileSize);
  return Number(raw);
}
