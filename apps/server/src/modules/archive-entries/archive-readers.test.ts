import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tgzOf, zipOf } from './archive-fixtures.ts';
import { ARCHIVE_LIMITS, UnreadableArchive } from './archive-kinds.ts';
import { listTarGzEntries } from './tar-listing.ts';
import { listZipEntries } from './zip-directory.ts';

/** A range reader over a buffer that counts the bytes it hands out. */
function readerOf(file: Buffer) {
  const reader = {
    bytesRead: 0,
    read: async (start: number, length: number) => {
      reader.bytesRead += length;
      return file.subarray(start, start + length);
    },
  };
  return reader;
}

describe('zip central directory', () => {
  it('lists the file entries from the end of the file, without reading their content', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 7);
    const jar = zipOf({
      'META-INF/': '',
      'META-INF/MANIFEST.MF': 'Manifest-Version: 1.0\n',
      'org/acme/Thing.class': big,
      'org/acme/Thing$Inner.class': 'x',
    });
    const reader = readerOf(jar);
    expect(await listZipEntries(reader.read, jar.length)).toEqual({
      entries: ['META-INF/MANIFEST.MF', 'org/acme/Thing.class', 'org/acme/Thing$Inner.class'],
      truncated: false,
    });
    expect(reader.bytesRead).toBeLessThan(70 * 1024);
  });

  it('refuses zip64 and what is not a zip as unreadable', async () => {
    const zip64 = zipOf({ 'a.txt': 'a' }, { zip64Marker: true });
    await expect(listZipEntries(readerOf(zip64).read, zip64.length)).rejects.toThrow('zip64 is not supported');
    const noise = Buffer.from('definitely not a zip archive, just some text');
    await expect(listZipEntries(readerOf(noise).read, noise.length)).rejects.toBeInstanceOf(UnreadableArchive);
  });

  it('keeps at most the entry cap and says the list is cut short', async () => {
    const many = Object.fromEntries(
      Array.from({ length: ARCHIVE_LIMITS.entries + 5 }, (_, index) => [`c/C${index}.class`, '']),
    );
    const zip = zipOf(many);
    const listing = await listZipEntries(readerOf(zip).read, zip.length);
    expect(listing.entries).toHaveLength(ARCHIVE_LIMITS.entries);
    expect(listing.truncated).toBe(true);
  });
});

describe('gzipped tar', () => {
  it('lists the files as the archive streams past, long PAX names included', async () => {
    const longName = `package/${'deep/'.repeat(25)}index.js`;
    const tgz = tgzOf({ 'package/package.json': '{}', [longName]: 'module.exports = 1;' });
    expect(await listTarGzEntries(Readable.from([tgz]))).toEqual({
      entries: ['package/package.json', longName],
      truncated: false,
    });
  });

  it('reports a source that fails (a blob file gone) as unreadable rather than crashing the process', async () => {
    const missing = createReadStream(join(tmpdir(), 'arca-no-such-blob', 'missing.tgz'));
    await expect(listTarGzEntries(missing)).rejects.toBeInstanceOf(UnreadableArchive);
  });

  it('refuses what is not gzip, or gzip that is not tar', async () => {
    await expect(listTarGzEntries(Readable.from([Buffer.from('plain text')]))).rejects.toBeInstanceOf(
      UnreadableArchive,
    );
    const notTar = gzipSync(Buffer.alloc(1024, 'x'));
    await expect(listTarGzEntries(Readable.from([notTar]))).rejects.toBeInstanceOf(UnreadableArchive);
  });
});
