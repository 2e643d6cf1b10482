import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BlobHasher } from './blob-hasher.ts';
import { writeHashed } from './hashed-file-writer.ts';

const dir = mkdtempSync(join(tmpdir(), 'arca-hashed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const digestOf = (algorithm: string, content: Buffer) => createHash(algorithm).update(content).digest('hex');
const MiB = 1024 * 1024;

/** `content` cut at the given sizes, in turn, as a socket would hand it over. */
async function* cut(content: Buffer, sizes: number[]): AsyncGenerator<Buffer> {
  for (let at = 0, n = 0; at < content.length; n++) {
    const size = sizes[n % sizes.length] ?? 1;
    yield content.subarray(at, at + size);
    at += size;
  }
}

describe('writeHashed', () => {
  it.each([
    ['pieces that straddle the slots', [1, 7, 65_537, MiB + 3, 4093]],
    ['one piece larger than all the slots together', [5 * MiB + 11]],
    ['pieces of exactly one slot', [256 * 1024]],
  ])('writes the bytes and gives node:crypto’s digests for %s', async (_what, sizes) => {
    const content = randomBytes(6 * MiB + 12_345);
    const file = join(dir, `whole-${sizes.length}-${sizes[0]}`);
    const handle = await open(file, 'w');
    const hasher = new BlobHasher({ sha512: true });
    try {
      expect(await writeHashed(cut(content, sizes), handle, 0, hasher)).toBe(content.length);
    } finally {
      await handle.close();
    }
    expect(hasher.digest()).toEqual({
      sha1: digestOf('sha1', content),
      md5: digestOf('md5', content),
      sha256: digestOf('sha256', content),
      sha512: digestOf('sha512', content),
      size: content.length,
    });
    expect(readFileSync(file).equals(content)).toBe(true);
  });

  it('appends from a position, one running hash over both parts', async () => {
    const first = randomBytes(MiB + 5);
    const second = randomBytes(2 * MiB + 9);
    const file = join(dir, 'appended');
    const hasher = new BlobHasher();
    for (const [part, position] of [
      [first, 0],
      [second, first.length],
    ] as const) {
      const handle = await open(file, position === 0 ? 'w' : 'r+');
      await writeHashed(cut(part, [3001]), handle, position, hasher).finally(() => handle.close());
    }
    const both = Buffer.concat([first, second]);
    expect(readFileSync(file).equals(both)).toBe(true);
    expect(hasher.digest().sha256).toBe(digestOf('sha256', both));
  });

  it('flushes a large upload to disk while it arrives, not only once it is whole', async () => {
    const handle = await open(join(dir, 'flushed'), 'w');
    const datasync = vi.spyOn(handle, 'datasync');
    try {
      // 70 MiB of zeros, written as a socket hands them over.
      const zeros = Buffer.alloc(64 * 1024);
      const source = (async function* () {
        for (let n = 0; n < 70 * 16; n++) yield zeros;
      })();
      await writeHashed(source, handle, 0, new BlobHasher());
    } finally {
      await handle.close();
    }
    // Every 32 MiB, unless the previous flush is still going.
    expect(datasync.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(datasync.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('frees the chunks it has written as the upload goes, rather than leaving them all to a full collection', async () => {
    // Each socket read reaches a route as a fresh buffer outside V8's heap, as these are.
    let peak = 0;
    const reads = (async function* () {
      for (let n = 0; n < 64 * 16; n++) {
        peak = Math.max(peak, process.memoryUsage().arrayBuffers);
        yield Buffer.allocUnsafeSlow(64 * 1024);
      }
    })();
    const before = process.memoryUsage().arrayBuffers;
    const handle = await open(join(dir, 'collected'), 'w');
    await writeHashed(reads, handle, 0, new BlobHasher()).finally(() => handle.close());
    // 64 MiB passed through; what was held at any moment stays within a few MiB of the writer's slots.
    expect(peak - before).toBeLessThan(12 * MiB);
  });

  it('fails with the disk’s own error when a slot cannot be written, once every write has settled', async () => {
    const handle = await open('/dev/full', 'w');
    try {
      await expect(writeHashed(cut(randomBytes(3 * MiB), [65_536]), handle, 0, new BlobHasher())).rejects.toMatchObject(
        { code: 'ENOSPC' },
      );
    } finally {
      await handle.close();
    }
  });
});
