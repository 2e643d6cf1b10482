import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inPieces } from '../../test/in-pieces.ts';
import { FileBlobStore } from './blob-store.ts';

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

// What every store does is proven on both in blob-stores.test.ts; here, what only the data dir's does.
describe('FileBlobStore.receive', () => {
  it('keeps small content stored already as it is, without writing it again', async () => {
    const content = Buffer.from(`once-${randomUUID()}`);
    await (await store.receive(inPieces(content, 1000))).keep();
    const first = statSync(stored(content));
    await (await store.receive(inPieces(content, 1000))).keep();
    const second = statSync(stored(content));
    expect(second.ino).toBe(first.ino);
    expect(second.mtimeMs).toBe(first.mtimeMs);
    expect(incoming()).toEqual([]);
  });

  it('fails with ENOSPC when small content cannot be written, and keeps nothing', async () => {
    const name = randomUUID();
    symlinkSync('/dev/full', join(root, '.incoming', name));
    const content = Buffer.from(`full-${randomUUID()}`);
    const pending = await store.receive(inPieces(content, 1000));
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
    await (await store.receive(inPieces(content, 1000))).keep();
    expect(readFileSync(stored(content)).equals(content)).toBe(true);
  });

  it('creates the two levels of folders a new blob needs', async () => {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(join(root, '.incoming'), { recursive: true });
    const content = Buffer.from(`folders-${randomUUID()}`);
    await (await store.receive(inPieces(content, 1000))).keep();
    expect(readFileSync(stored(content)).equals(content)).toBe(true);
  });
});
