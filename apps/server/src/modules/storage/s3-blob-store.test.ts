import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ListMultipartUploadsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBucket } from '../../test/test-s3.ts';
import { SMALL_BLOB_BYTES } from './blob-store.ts';
import { S3BlobStore, type S3Sdk } from './s3-blob-store.ts';

let sdk: S3Sdk;
let client: S3Client;
let bucket: string;
let store: S3BlobStore;
let scratch: string;
const PREFIX = 'arca/';

beforeAll(async () => {
  ({ sdk, client, bucket } = await testBucket());
  store = new S3BlobStore({ sdk, client, bucket, prefix: PREFIX });
  scratch = mkdtempSync(join(tmpdir(), 'arca-s3-'));
});
afterAll(() => {
  client?.destroy();
  rmSync(scratch, { recursive: true, force: true });
});

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
/** `content` as a request body arrives: in pieces, over several turns of the event loop. */
const inPieces = (content: Buffer, size = 64 * 1024) =>
  Readable.from(
    (async function* () {
      for (let at = 0; at < content.length; at += size) {
        await new Promise((resolve) => setImmediate(resolve));
        yield content.subarray(at, at + size);
      }
    })(),
  );
const keysUnder = async (prefix: string) =>
  ((await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${PREFIX}${prefix}` }))).Contents ?? []).map(
    (object) => object.Key,
  );
async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
const readAll = async (stream: Readable) => Buffer.concat(await collect<Buffer>(stream));

describe('S3BlobStore', () => {
  it.each([
    ['small content, sent in one request once kept', SMALL_BLOB_BYTES],
    ['content over the small size, streamed as it arrives', SMALL_BLOB_BYTES + 1],
    ['content of several upload parts', 33 * 1024 * 1024 + 17],
  ])('stores %s under its sha256 with every checksum, and nothing before it is kept', async (_what, size) => {
    const content = randomBytes(size);
    const pending = await store.receive(inPieces(content));
    expect(pending.digest).toEqual({
      sha256: sha256(content),
      sha1: createHash('sha1').update(content).digest('hex'),
      md5: createHash('md5').update(content).digest('hex'),
      size,
    });
    expect(await store.has(sha256(content))).toBe(false);
    await pending.keep();
    expect(await store.has(sha256(content))).toBe(true);
    expect((await readAll(store.read(sha256(content), size))).equals(content)).toBe(true);
    expect(await keysUnder('incoming/')).toEqual([]);
  });

  it('serves a range, and small blobs whole', async () => {
    const content = randomBytes(200_000);
    const pending = await store.receive(inPieces(content));
    await pending.keep();
    const range = await readAll(store.serve(sha256(content), content.length, { start: 70_000, end: 70_099 }));
    expect(range.equals(content.subarray(70_000, 70_100))).toBe(true);

    const small = Buffer.from('a small blob');
    await (await store.receive(Readable.from([small]))).keep();
    expect((await store.readSmall(sha256(small))).equals(small)).toBe(true);
  });

  it('throws away discarded content, and leaves nothing of an upload whose source failed', async () => {
    const content = randomBytes(SMALL_BLOB_BYTES * 3);
    const pending = await store.receive(inPieces(content));
    expect(await keysUnder('incoming/')).toHaveLength(1);
    await pending.discard();
    expect(await keysUnder('incoming/')).toEqual([]);
    expect(await store.has(sha256(content))).toBe(false);

    const failing = Readable.from(
      (async function* () {
        yield randomBytes(20 * 1024 * 1024);
        throw new Error('the client went away');
      })(),
    );
    await expect(store.receive(failing)).rejects.toThrow('the client went away');
    expect(await keysUnder('incoming/')).toEqual([]);
    const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: PREFIX }));
    expect(uploads.Uploads ?? []).toEqual([]);
  });

  it('fails a read of a missing blob as a missing file, and removes blobs', async () => {
    const content = Buffer.from('removed soon');
    await (await store.receive(Readable.from([content]))).keep();
    expect(await store.readSmall(sha256(content))).toEqual(content);
    await store.remove(sha256(content));
    expect(await store.has(sha256(content))).toBe(false);
    await expect(store.readSmall(sha256(content))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(text(store.read(sha256(content), content.length))).rejects.toMatchObject({ code: 'ENOENT' });
    // Removing what is gone already is no error.
    await store.remove(sha256(content));
  });

  it('takes over a file hashed already, and removes the file once kept', async () => {
    const content = randomBytes(300_000);
    const file = join(scratch, 'session');
    writeFileSync(file, content);
    const digest = { sha256: sha256(content), sha1: '', md5: '', size: content.length };
    await store.adopt(file, digest).keep();
    expect(existsSync(file)).toBe(false);
    expect((await readAll(store.read(digest.sha256, content.length))).equals(content)).toBe(true);
  });

  it('lists blobs stored before a time, and sweeps only incoming content older than a day', async () => {
    const content = Buffer.from(`listed ${Date.now()}`);
    await (await store.receive(Readable.from([content]))).keep();
    const listed = await collect(store.storedBefore(Date.now() + 60_000));
    expect(listed).toContain(sha256(content));
    expect(await collect(store.storedBefore(Date.now() - 3_600_000))).not.toContain(sha256(content));

    const left = await store.receive(inPieces(randomBytes(SMALL_BLOB_BYTES * 2)));
    await store.sweepIncoming();
    expect(await keysUnder('incoming/')).toHaveLength(1);
    await store.sweepIncoming(Date.now() + 25 * 3_600_000);
    expect(await keysUnder('incoming/')).toEqual([]);
    await left.discard();
  });
});
