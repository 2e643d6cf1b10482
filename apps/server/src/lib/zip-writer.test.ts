import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { readZipRecords } from '@arca/test-support';
import { afterEach, describe, expect, it } from 'vitest';
import { listZipEntries } from '../modules/archive-entries/zip-directory.ts';
import { ZipWriter } from './zip-writer.ts';

const UNZIP = '/usr/bin/unzip';
const UTF8_ENV = { ...process.env, LC_ALL: 'C.UTF-8' };

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempZip(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arca-zip-'));
  dirs.push(dir);
  return join(dir, 'bundle.zip');
}

/** Deterministic bytes (xorshift32), in chunks; `text` keeps them to lines of letters, which deflate shrinks. */
function* pseudoRandom(total: number, seed: number, { text = false, chunk = 64 * 1024 } = {}): Generator<Buffer> {
  let state = seed;
  for (let done = 0; done < total; done += chunk) {
    const bytes = Buffer.alloc(Math.min(chunk, total - done));
    for (let index = 0; index < bytes.length; index++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const value = state >>> 0;
      bytes[index] = text ? (value % 40 === 0 ? 0x0a : 0x61 + (value % 26)) : value & 0xff;
    }
    yield bytes;
  }
}

function sha256(chunks: Iterable<Buffer>): string {
  const hash = createHash('sha256');
  for (const chunk of chunks) hash.update(chunk);
  return hash.digest('hex');
}

interface StoredEntry {
  name: string;
  flags: number;
  method: number;
  modified: string;
  content: Buffer;
}

/**
 * The entries as the central directory describes them, each checked against its local header,
 * CRC and data descriptor, independently of the writer's code.
 */
function readBack(zip: Buffer): StoredEntry[] {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  expect(zip.readUInt32LE(end + 16) + zip.readUInt32LE(end + 12)).toBe(end);
  return readZipRecords(zip).map(
    ({ name, nameBytes, flags, method, time, date, crc, compressedSize, size, localOffset, dataStart, content }) => {
      expect(zip.readUInt16LE(localOffset + 6)).toBe(flags);
      expect(
        zip.subarray(localOffset + 30, localOffset + 30 + zip.readUInt16LE(localOffset + 26)).equals(nameBytes),
      ).toBe(true);
      expect(crc32(content)).toBe(crc);
      const descriptor = zip.subarray(dataStart + compressedSize, dataStart + compressedSize + 16);
      expect([descriptor.readUInt32LE(0), descriptor.readUInt32LE(4), descriptor.readUInt32LE(8)]).toEqual([
        0x08074b50,
        crc,
        compressedSize,
      ]);
      expect(descriptor.readUInt32LE(12)).toBe(size);
      const pad = (value: number) => String(value).padStart(2, '0');
      const modified = `${(date >> 9) + 1980}-${pad((date >> 5) & 15)}-${pad(date & 31)} ${pad(time >> 11)}:${pad((time >> 5) & 63)}:${pad((time & 31) * 2)}`;
      return { name, flags, method, modified, content };
    },
  );
}

async function listed(zip: Buffer) {
  return listZipEntries(async (start, length) => zip.subarray(start, start + length), zip.length);
}

const CONFIG = JSON.stringify({ version: '7.2.0', storage: { kind: 'filesystem' } }, null, 2);
const UTF8_NAME = 'système/日本語-ünïcødé.txt';
const LOG_BYTES = 5 * 1024 * 1024;

async function writeBundle(path: string): Promise<void> {
  const zip = new ZipWriter(createWriteStream(path));
  await zip.addBuffer('config.json', CONFIG, { modified: new Date(2024, 2, 15, 13, 45, 31) });
  await zip.addBuffer('reports/empty.txt', '');
  await zip.addStream('logs/arca-service.log', Readable.from(pseudoRandom(LOG_BYTES, 42, { text: true })));
  await zip.addBuffer(UTF8_NAME, Buffer.from('UTF-8 ✓\n'));
  await zip.finish();
}

describe('ZipWriter', () => {
  it('writes text, empty, streamed and UTF-8-named entries that read back byte for byte', async () => {
    const path = tempZip();
    await writeBundle(path);
    const zip = readFileSync(path);

    expect(await listed(zip)).toEqual({
      entries: ['config.json', 'reports/empty.txt', 'logs/arca-service.log', UTF8_NAME],
      truncated: false,
    });
    const entries = readBack(zip);
    for (const entry of entries) {
      expect(entry.flags).toBe(0x0808);
      expect(entry.method).toBe(8);
    }
    const [config, empty, log, utf8] = entries;
    expect(config?.content.toString('utf8')).toBe(CONFIG);
    expect(config?.modified).toBe('2024-03-15 13:45:30');
    expect(empty?.content.length).toBe(0);
    expect(log?.content.length).toBe(LOG_BYTES);
    expect(sha256([log?.content ?? Buffer.alloc(0)])).toBe(sha256(pseudoRandom(LOG_BYTES, 42, { text: true })));
    expect(utf8?.content.toString('utf8')).toBe('UTF-8 ✓\n');
    // Deflated, not stored: the letters-only log shrinks well.
    expect(zip.length).toBeLessThan(LOG_BYTES * 0.8);
  });

  it.runIf(existsSync(UNZIP))('passes the system unzip test and extracts every entry', async () => {
    const path = tempZip();
    await writeBundle(path);

    const test = execFileSync(UNZIP, ['-t', path], { env: UTF8_ENV, encoding: 'utf8' });
    expect(test).toContain('No errors detected in compressed data');
    const names = execFileSync(UNZIP, ['-Z1', path], { env: UTF8_ENV, encoding: 'utf8' });
    expect(names.trim().split('\n')).toEqual(['config.json', 'reports/empty.txt', 'logs/arca-service.log', UTF8_NAME]);
    const extract = (name: string) => execFileSync(UNZIP, ['-p', path, name], { env: UTF8_ENV, maxBuffer: 64 << 20 });
    expect(extract('config.json').toString('utf8')).toBe(CONFIG);
    expect(extract('reports/empty.txt').length).toBe(0);
    expect(sha256([extract('logs/arca-service.log')])).toBe(sha256(pseudoRandom(LOG_BYTES, 42, { text: true })));
    expect(extract(UTF8_NAME).toString('utf8')).toBe('UTF-8 ✓\n');
    expect(execFileSync(UNZIP, ['-Z', '-T', path, 'config.json'], { env: UTF8_ENV, encoding: 'utf8' })).toContain(
      '20240315.134530',
    );
  });

  it('stops pulling from the source while the output is not taking bytes', async () => {
    const total = 16 * 1024 * 1024;
    let produced = 0;
    let received = 0;
    let stalled = true;
    const held: (() => void)[] = [];
    const output = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (stalled) held.push(() => done());
        else done();
      },
    });
    function* counted() {
      for (const chunk of pseudoRandom(total, 7, { chunk: 16 * 1024 })) {
        produced += chunk.length;
        yield chunk;
      }
    }
    const zip = new ZipWriter(output);
    const adding = zip.addStream('logs/big.log', Readable.from(counted()));
    // Wait until the source is no longer pulled, or used up (which is what back-pressure prevents).
    let before = -1;
    while (produced !== before && produced < total) {
      before = produced;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Random bytes do not compress: without back-pressure all 16 MB would be pulled and buffered.
    expect(produced).toBeLessThan(2 * 1024 * 1024);

    stalled = false;
    for (const done of held.splice(0)) done();
    await adding;
    await zip.finish();
    expect(produced).toBe(total);
    expect(received).toBeGreaterThan(total);
  });

  it('refuses absolute names, ".." segments and backslashes, and stays usable', async () => {
    const path = tempZip();
    const zip = new ZipWriter(createWriteStream(path));
    const refused: [string, string][] = [
      ['/etc/passwd', 'zip entry name "/etc/passwd" is absolute'],
      ['C:/Windows/win.ini', 'zip entry name "C:/Windows/win.ini" is absolute'],
      ['logs/../../etc/passwd', 'zip entry name "logs/../../etc/passwd" contains a ".." segment'],
      ['..', 'zip entry name ".." contains a ".." segment'],
      ['logs\\arca.log', 'zip entry name "logs\\\\arca.log" contains a backslash'],
      ['', 'zip entry name is empty'],
    ];
    for (const [name, message] of refused) await expect(zip.addBuffer(name, 'x')).rejects.toThrow(message);
    const source = Readable.from(pseudoRandom(1024, 1));
    await expect(zip.addStream('/abs.log', source)).rejects.toThrow('is absolute');
    expect(source.destroyed).toBe(true);

    await zip.addBuffer('logs/..hidden/ok..txt', 'fine');
    await expect(zip.addBuffer('logs/..hidden/ok..txt', 'again')).rejects.toThrow('is already in the archive');
    await zip.finish();
    const written = readFileSync(path);
    expect((await listed(written)).entries).toEqual(['logs/..hidden/ok..txt']);
    expect(readBack(written)[0]?.content.toString()).toBe('fine');
  });

  it('rejects when the source fails, then refuses further use and leaves no readable zip', async () => {
    const path = tempZip();
    const output = createWriteStream(path);
    const zip = new ZipWriter(output);
    await zip.addBuffer('config.json', CONFIG);
    function* failing() {
      yield* pseudoRandom(200 * 1024, 3);
      throw new Error('log file vanished');
    }
    await expect(zip.addStream('logs/arca.log', Readable.from(failing()))).rejects.toThrow(
      'zip entry "logs/arca.log" could not be written: log file vanished',
    );
    await expect(zip.addBuffer('system.json', '{}')).rejects.toThrow(
      'the zip writer cannot be used after a failure: log file vanished',
    );
    await expect(zip.finish()).rejects.toThrow('cannot be used after a failure');
    expect(output.destroyed).toBe(true);
    await expect(listed(readFileSync(path))).rejects.toThrow('no end of central directory');
  });

  it('rejects when the output fails, without an unhandled error', async () => {
    const output = new Writable({
      write(_chunk, _encoding, done) {
        done(new Error('disk full'));
      },
    });
    const zip = new ZipWriter(output);
    const written = zip.addStream('logs/arca.log', Readable.from(pseudoRandom(256 * 1024, 5))).then(() => zip.finish());
    await expect(written).rejects.toThrow('disk full');
  });

  it('fails with a clear error instead of passing the zip32 size limits', async () => {
    const limits = { bytes: 1024 * 1024, entries: 2 };
    // Each entry fits on its own; together they pass the offsets the archive can address.
    const archive = new ZipWriter(new PassThrough().resume(), limits);
    await archive.addStream('logs/one.log', Readable.from(pseudoRandom(700 * 1024, 9)));
    await expect(archive.addStream('logs/two.log', Readable.from(pseudoRandom(700 * 1024, 10)))).rejects.toThrow(
      `zip entry "logs/two.log" could not be written: the zip archive would grow past ${limits.bytes} bytes, which needs zip64 (not supported)`,
    );

    // Zeros deflate to almost nothing: the inflated size is what passes the limit.
    const entry = new ZipWriter(new PassThrough().resume(), limits);
    const zeros = Readable.from([Buffer.alloc(2 * 1024 * 1024)]);
    await expect(entry.addStream('logs/zeros.log', zeros)).rejects.toThrow(
      `zip entry "logs/zeros.log" could not be written: the entry is larger than ${limits.bytes} bytes, which needs zip64 (not supported)`,
    );

    const path = tempZip();
    const count = new ZipWriter(createWriteStream(path), limits);
    await count.addBuffer('a.txt', 'a');
    await count.addBuffer('b.txt', 'b');
    await expect(count.addBuffer('c.txt', 'c')).rejects.toThrow('a zip archive holds at most 2 entries');
    await count.finish();
    expect((await listed(readFileSync(path))).entries).toEqual(['a.txt', 'b.txt']);
  });

  it('takes one entry at a time', async () => {
    const path = tempZip();
    const zip = new ZipWriter(createWriteStream(path));
    const slow = new PassThrough();
    const first = zip.addStream('logs/slow.log', slow);
    await expect(zip.addBuffer('other.txt', 'x')).rejects.toThrow('zip entries are added one at a time');
    await expect(zip.finish()).rejects.toThrow('zip entries are added one at a time');
    slow.end('done\n');
    await first;
    await zip.finish();
    expect(readBack(readFileSync(path)).map((entry) => entry.content.toString())).toEqual(['done\n']);
    await expect(zip.addBuffer('late.txt', 'x')).rejects.toThrow('the zip archive is already finished');
  });

  it('clamps modification dates to what the format can hold', async () => {
    const path = tempZip();
    const zip = new ZipWriter(createWriteStream(path));
    await zip.addBuffer('old.txt', 'o', { modified: new Date(1970, 0, 1) });
    await zip.addBuffer('far.txt', 'f', { modified: new Date(2200, 5, 1) });
    await zip.finish();
    expect(readBack(readFileSync(path)).map((entry) => entry.modified)).toEqual([
      '1980-01-01 00:00:00',
      '2107-12-31 23:59:58',
    ]);
  });
});
