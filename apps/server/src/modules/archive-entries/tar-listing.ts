import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { ARCHIVE_LIMITS, type ArchiveListing, entryPathOf, UnreadableArchive } from './archive-kinds.ts';

const BLOCK = 512;

function field(block: Buffer, start: number, length: number): string {
  const bytes = block.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end === -1 ? bytes.length : end).toString('utf8');
}

/** The `path` record of a PAX extended header (`<length> path=<value>\n`). */
function paxPath(data: Buffer): string | undefined {
  return /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data.toString('utf8'))?.[1];
}

/**
 * The file entries of a gzipped tar (npm and crate packages, source distributions), read as the
 * archive streams past and never held whole. Long names (PAX `path`, GNU `L`) count, as tar-entry.ts
 * reads them. Reading stops at the entry cap or once the archive inflates past its byte cap; a
 * stream that is not gzip, or a header that is not tar, makes the archive unreadable.
 */
export async function listTarGzEntries(gzipped: Readable): Promise<ArchiveListing> {
  const stream = gzipped.pipe(createGunzip());
  // pipe() does not pass a source's failure on (a blob file gone): without this it would go unhandled.
  gzipped.once('error', (error) => stream.destroy(error));
  const entries: string[] = [];
  let buffered: Buffer = Buffer.alloc(0);
  let inflated = 0;
  /** Bytes of the current entry's data still to pass; `keep` collects a long name for the next header. */
  let remaining = 0;
  let padding = 0;
  let keep: { type: string; size: number; chunks: Buffer[] } | undefined;
  let longName: string | undefined;
  try {
    for await (const chunk of stream) {
      inflated += (chunk as Buffer).length;
      if (inflated > ARCHIVE_LIMITS.tgzInflatedBytes) return { entries, truncated: true };
      buffered = buffered.length ? Buffer.concat([buffered, chunk as Buffer]) : (chunk as Buffer);
      while (true) {
        if (remaining > 0 || padding > 0) {
          const take = Math.min(remaining + padding, buffered.length);
          const data = Math.min(take, remaining);
          if (keep) keep.chunks.push(buffered.subarray(0, data));
          buffered = buffered.subarray(take);
          padding -= take - data;
          remaining -= data;
          if (remaining > 0 || padding > 0) break;
          if (keep) {
            const body = Buffer.concat(keep.chunks).subarray(0, keep.size);
            longName = keep.type === 'x' ? (paxPath(body) ?? longName) : field(body, 0, body.length);
            keep = undefined;
          }
          continue;
        }
        if (buffered.length < BLOCK) break;
        const header = buffered.subarray(0, BLOCK);
        buffered = buffered.subarray(BLOCK);
        if (header.every((byte) => byte === 0)) return { entries, truncated: false };
        const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
        if (!Number.isSafeInteger(size) || size < 0) throw new UnreadableArchive('bad tar header');
        const type = field(header, 156, 1) || '0';
        const prefix = field(header, 257, 6) === 'ustar' ? field(header, 345, 155) : '';
        const name = longName ?? (prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100));
        remaining = size;
        padding = Math.ceil(size / BLOCK) * BLOCK - size;
        if ((type === 'x' || type === 'L') && size > 0) {
          // A long name is small; a larger one is a broken or hostile header.
          if (size > 64 * 1024) throw new UnreadableArchive('oversized long-name header');
          keep = { type, size, chunks: [] };
          continue;
        }
        longName = undefined;
        if (type !== '0' && type !== '\0') continue;
        const path = entryPathOf(name);
        if (!path) continue;
        if (entries.length === ARCHIVE_LIMITS.entries) return { entries, truncated: true };
        entries.push(path);
      }
    }
    // A tar without its end blocks: what was listed stands, as tar itself lists it.
    if (entries.length === 0) throw new UnreadableArchive('no tar entries');
    return { entries, truncated: false };
  } catch (error) {
    if (error instanceof UnreadableArchive) throw error;
    throw new UnreadableArchive((error as Error).message);
  } finally {
    stream.destroy();
    gzipped.destroy();
  }
}
