import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

const BLOCK = 512;

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? field.length : end).toString('utf8');
}

/** The `path` of a PAX extended header (`<length> path=<value>\n` records). */
function paxPath(data: Buffer): string | undefined {
  const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data.toString('utf8'));
  return match?.[1];
}

/**
 * The content of the first entry of a gzipped tar archive whose name `wanted` accepts, read as the
 * archive streams past; undefined when there is none, the entry is larger than `limit`, or the
 * archive is not one. Long names (PAX `path`, GNU `L`) count, as Go's and GNU tar write them.
 */
export async function readTarEntry(
  gzipped: Readable,
  wanted: (name: string) => boolean,
  limit: number,
): Promise<Buffer | undefined> {
  const stream = gzipped.pipe(createGunzip());
  let buffered = Buffer.alloc(0);
  /** The entry whose data is being read: kept when it is wanted or names the next entry, else skipped. */
  let entry: { type: string; name: string; size: number; keep: boolean; chunks: Buffer[] } | undefined;
  let remaining = 0;
  let longName: string | undefined;
  try {
    for await (const chunk of stream) {
      buffered = Buffer.concat([buffered, chunk as Buffer]);
      while (true) {
        if (entry) {
          const take = Math.min(remaining, buffered.length);
          if (entry.keep) entry.chunks.push(buffered.subarray(0, take));
          buffered = buffered.subarray(take);
          remaining -= take;
          if (remaining > 0) break;
          const data = Buffer.concat(entry.chunks).subarray(0, entry.size);
          if (entry.type === 'x') longName = paxPath(data) ?? longName;
          else if (entry.type === 'L') longName = text(data, 0, data.length);
          else if (entry.keep) return data;
          entry = undefined;
          continue;
        }
        if (buffered.length < BLOCK) break;
        const header = buffered.subarray(0, BLOCK);
        buffered = buffered.subarray(BLOCK);
        if (header.every((byte) => byte === 0)) return undefined;
        const size = Number.parseInt(text(header, 124, 12).trim() || '0', 8);
        if (!Number.isSafeInteger(size) || size < 0) return undefined;
        const type = text(header, 156, 1) || '0';
        const prefix = text(header, 257, 6) === 'ustar' ? text(header, 345, 155) : '';
        const name = longName ?? (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
        if (type !== 'x' && type !== 'L') longName = undefined;
        const isFile = type === '0' || type === '\0';
        const keep = type === 'x' || type === 'L' || (isFile && wanted(name));
        if (keep && size > limit) return undefined;
        entry = { type, name, size, keep, chunks: [] };
        remaining = Math.ceil(size / BLOCK) * BLOCK;
      }
    }
    return undefined;
  } catch {
    return undefined;
  } finally {
    stream.destroy();
    gzipped.destroy();
  }
}
