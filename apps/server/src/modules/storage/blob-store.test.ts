import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileBlobStore, SMALL_BLOB_BYTES } from './blob-store.ts';

// The store names its incoming files with randomUUID; the full-disk test makes one name a symbolic
// link to /dev/full, so the write fails with the kernel's own ENOSPC.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, randomUUID: vi.fn(actual.randomUUID) };
});

let root: string;
let store: FileBlobStore;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'arca-blobs-'));
  store = new FileBlobStore(root);
  await store.sweepIncoming();
});
afterEach(async () => {
  await store.close();
  rmSync(root, { recursive: true, force: true });
});

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const stored = (content: Buffer) =>
  join(root, sha256(content).slice(0, 2), sha256(content).slice(2, 4), sha256(content));
const incoming = () => readdirSync(join(root, '.incoming'));
/** `content` as a request body arrives: in pieces, over several turns of the event loop. */
const inPieces = (content: Buffer, size = 1000) =>
  Readable.from(
    (async function* () {
      for (let at = 0; at < content.length; at += size) {
        await new Promise((resolve) => setImmediate(resolve));
        yield content.subarray(at, at + size);
      }
    })(),
  );

describe('FileBlobStore.receive', () => {
  it.each([
    ['small content, kept from memory', SMALL_BLOB_BYTES],
    ['content one byte over the small size, streamed to disk', SMALL_BLOB_BYTES + 1],
    ['large content', 3 * SMALL_BLOB_BYTES + 17],
  ])('stores %s under its sha256 with every checksum', async (_what, size) => {
    const content = Buffer.alloc(size, `blob-${randomUUID()}|`);
    const pending = await store.receive(inPieces(content));
    expect(pending.digest).toEqual({
      sha256: sha256(content),
      sha1: createHash('sha1').update(content).digest('hex'),
      md5: createHash('md5').update(content).digest('hex'),
      size,
    });
    await pending.keep();
    expect(readFileSync(stored(content)).equals(content)).toBe(true);
    expect(await store.has(sha256(content))).toBe(true);
    expect(incoming()).toEqual([]);
  });

  it('keeps small content stored already as it is, without writing it again', async () => {
    const content = Buffer.from(`once-${randomUUID()}`);
    await (await store.receive(inPieces(content))).keep();
    const first = statSync(stored(content));
    await (await store.receive(inPieces(content))).keep();
    const second = statSync(stored(content));
    expect(second.ino).toBe(first.ino);
    expect(second.mtimeMs).toBe(first.mtimeMs);
    expect(incoming()).toEqual([]);
  });

  it('writes nothing for small content that is discarded', async () => {
    const content = Buffer.from(`discarded-${randomUUID()}`);
    const pending = await store.receive(inPieces(content));
    await pending.discard();
    expect(await store.has(sha256(content))).toBe(false);
    expect(incoming()).toEqual([]);
  });

  it('keeps many small blobs written at once, each whole', async () => {
    const contents = Array.from({ length: 40 }, (_, n) => Buffer.alloc(500 + n * 100, `many-${n}-${randomUUID()}|`));
    const pendings = await Promise.all(contents.map((content) => store.receive(inPieces(content, 300))));
    await Promise.all(pendings.map((pending) => pending.keep()));
    for (const content of contents) expect(readFileSync(stored(content)).equals(content)).toBe(true);
    expect(incoming()).toEqual([]);
  });

  it.each([
    ['small', 2000],
    ['large', 2 * SMALL_BLOB_BYTES],
  ])('rejects %s content whose source fails, leaving no incoming file', async (_what, size) => {
    const source = Readable.from(
      (async function* () {
        yield Buffer.alloc(size / 2, 'a');
        throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
      })(),
    );
    await expect(store.receive(source)).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(incoming()).toEqual([]);
  });

  it('fails with ENOSPC when small content cannot be written, and keeps nothing', async () => {
    const name = randomUUID();
    symlinkSync('/dev/full', join(root, '.incoming', name));
    const content = Buffer.from(`full-${randomUUID()}`);
    const pending = await store.receive(inPieces(content));
    const { randomUUID: realRandomUUID } = await vi.importActual<typeof import('node:crypto')>('node:crypto');
    vi.mocked(randomUUID).mockImplementationOnce(() => name);
    try {
      await expect(pending.keep()).rejects.toMatchObject({ code: 'ENOSPC' });
    } finally {
      vi.mocked(randomUUID).mockImplementation(realRandomUUID);
    }
    expect(await store.has(sha256(content))).toBe(false);
    expect(incoming()).toEqual([]);
    // The writer goes on writing.
    await (await store.receive(inPieces(content))).keep();
    expect(readFileSync(stored(content)).equals(content)).toBe(true);
  });

  it('writes again after close, on a writer started anew', async () => {
    const before = Buffer.from(`before-${randomUUID()}`);
    await (await store.receive(inPieces(before))).keep();
    await store.close();
    const after = Buffer.from(`after-${randomUUID()}`);
    await (await store.receive(inPieces(after))).keep();
    expect(readFileSync(stored(after)).equals(after)).toBe(true);
  });

  it('creates the two levels of folders a new blob needs', async () => {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(join(root, '.incoming'), { recursive: true });
    const content = Buffer.from(`folders-${randomUUID()}`);
    await (await store.receive(inPieces(content))).keep();
    expect(readFileSync(stored(content)).equals(content)).toBe(true);
  });
});
