import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inPieces } from '../../test/in-pieces.ts';
import { testBucket } from '../../test/test-s3.ts';
import { PENDING } from './blob-hasher.ts';
import { type BlobStore, FileBlobStore, SMALL_BLOB_BYTES } from './blob-store.ts';
import { S3BlobStore } from './s3-blob-store.ts';

/** A store to test, and what it holds in transit: content received and not yet kept or discarded. */
interface Harness {
  store: BlobStore;
  inTransit(): Promise<string[]>;
  close(): Promise<void>;
}

async function onDisk(): Promise<Harness> {
  const root = mkdtempSync(join(tmpdir(), 'arca-blobs-'));
  const store = new FileBlobStore(root);
  await store.sweepIncoming();
  return {
    store,
    inTransit: async () => readdirSync(join(root, '.incoming')),
    close: async () => {
      await store.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function inBucket(): Promise<Harness> {
  const { sdk, client, bucket } = await testBucket();
  const prefix = 'arca/';
  const store = new S3BlobStore({ sdk, client, bucket, prefix, node: 'node-a' });
  return {
    store,
    // Incoming objects, and multipart uploads begun and neither completed nor aborted.
    inTransit: async () => {
      const objects = await client.send(new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}incoming/` }));
      const uploads = await client.send(new sdk.ListMultipartUploadsCommand({ Bucket: bucket, Prefix: prefix }));
      return [...(objects.Contents ?? []), ...(uploads.Uploads ?? [])].map((entry) => entry.Key ?? '');
    },
    close: async () => client.destroy(),
  };
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
async function collect(items: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const item of items) all.push(item);
  return all;
}

// Every store keeps the same promises: each behaviour below runs on the data dir and in a bucket.
describe.each([
  ['on the data dir', onDisk],
  ['in an S3 bucket', inBucket],
])('a blob store %s', (_where, open) => {
  let harness: Harness;
  let store: BlobStore;
  beforeAll(async () => {
    harness = await open();
    store = harness.store;
  });
  afterAll(() => harness?.close());

  it.each([
    ['small content', SMALL_BLOB_BYTES],
    ['content one byte over the small size', SMALL_BLOB_BYTES + 1],
    ['content of several upload parts', 33 * 1024 * 1024 + 17],
  ])('stores %s under its sha256 with every checksum, only once it is kept', async (_what, size) => {
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
    expect(await harness.inTransit()).toEqual([]);
  });

  it('computes the extra checksums asked for', async () => {
    const content = randomBytes(1000);
    const pending = await store.receive(inPieces(content), { sha512: true });
    expect(pending.digest.sha512).toBe(createHash('sha512').update(content).digest('hex'));
    await pending.discard();
  });

  it('keeps content stored already, sent again', async () => {
    const content = Buffer.from(`twice-${randomUUID()}`);
    await (await store.receive(inPieces(content))).keep();
    await (await store.receive(inPieces(content))).keep();
    expect((await store.readSmall(sha256(content))).equals(content)).toBe(true);
    expect(await harness.inTransit()).toEqual([]);
  });

  it.each([
    ['small', 2000],
    ['large', 3 * SMALL_BLOB_BYTES],
  ])('stores nothing of %s content that is discarded', async (_what, size) => {
    const content = randomBytes(size);
    await (await store.receive(inPieces(content))).discard();
    expect(await store.has(sha256(content))).toBe(false);
    expect(await harness.inTransit()).toEqual([]);
  });

  it('keeps many small blobs received at once, each whole', async () => {
    const contents = Array.from({ length: 40 }, (_, n) => Buffer.alloc(500 + n * 100, `many-${n}-${randomUUID()}|`));
    const pendings = await Promise.all(contents.map((content) => store.receive(inPieces(content, 300))));
    await Promise.all(pendings.map((pending) => pending.keep()));
    for (const content of contents) expect((await store.readSmall(sha256(content))).equals(content)).toBe(true);
    expect(await harness.inTransit()).toEqual([]);
  });

  it.each([
    ['small', 2000],
    ['large', 2 * SMALL_BLOB_BYTES],
    ['several parts', 20 * 1024 * 1024],
  ])(
    'fails with the source’s own error when %s content breaks off, leaving nothing in transit',
    async (_what, size) => {
      const source = Readable.from(
        (async function* () {
          yield randomBytes(size / 2);
          throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
        })(),
      );
      await expect(store.receive(source)).rejects.toMatchObject({ code: 'ECONNRESET' });
      expect(await harness.inTransit()).toEqual([]);
    },
  );

  it('reads and serves a range, and small blobs whole', async () => {
    const content = randomBytes(200_000);
    await (await store.receive(inPieces(content))).keep();
    const range = { start: 70_000, end: 70_099 };
    expect(
      (await readAll(store.read(sha256(content), content.length, range))).equals(content.subarray(70_000, 70_100)),
    ).toBe(true);
    expect(
      (await readAll(store.serve(sha256(content), content.length, range))).equals(content.subarray(70_000, 70_100)),
    ).toBe(true);
    expect((await readAll(store.serve(sha256(content), content.length))).equals(content)).toBe(true);
  });

  it('fails reads of a removed blob as a missing file does, and removes twice without error', async () => {
    const content = Buffer.from(`removed-${randomUUID()}`);
    await (await store.receive(inPieces(content))).keep();
    expect((await store.readSmall(sha256(content))).equals(content)).toBe(true);
    await store.remove(sha256(content));
    expect(await store.has(sha256(content))).toBe(false);
    await expect(store.readSmall(sha256(content))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(text(store.read(sha256(content), content.length))).rejects.toMatchObject({ code: 'ENOENT' });
    await store.remove(sha256(content));
  });

  it('A2 keeps upload parts apart from blobs, across a sweep of what is in transit, until they become one or are removed', async () => {
    const upload = randomUUID();
    const content = randomBytes(300_000);
    const digest = await store.writePart(`${upload}.1`, inPieces(content));
    expect(digest).toMatchObject({ sha256: sha256(content), size: content.length });
    expect(await store.writePart(`${upload}.2`, inPieces(Buffer.from('tail')))).toMatchObject({ size: 4 });
    // Another node restarting sweeps what is in transit, not the parts of uploads still going on.
    await store.sweepIncoming();
    expect((await readAll(store.readPart(`${upload}.1`))).equals(content)).toBe(true);
    expect(await collect(store.storedBefore(Date.now() + 60_000))).not.toContain(sha256(content));
    expect(await collect(store.partsBefore(Date.now() + 60_000))).toEqual(
      expect.arrayContaining([`${upload}.1`, `${upload}.2`]),
    );
    expect(await collect(store.partsBefore(Date.now() - 3_600_000))).not.toContain(`${upload}.1`);

    const discarded = store.keepPart(`${upload}.2`, {
      sha256: sha256(Buffer.from('tail')),
      sha1: '',
      md5: '',
      size: 4,
    });
    await discarded.discard();
    await expect(readAll(store.readPart(`${upload}.2`))).rejects.toMatchObject({ code: 'ENOENT' });
    await store.keepPart(`${upload}.1`, digest).keep();
    expect((await readAll(store.read(sha256(content), content.length))).equals(content)).toBe(true);
    await expect(readAll(store.readPart(`${upload}.1`))).rejects.toMatchObject({ code: 'ENOENT' });
    await store.removePart(`${upload}.1`);
    expect(await harness.inTransit()).toEqual([]);
  });

  it('leaves sha1 and md5 for later when asked, and for upload parts, but hashes small content in full', async () => {
    const large = randomBytes(SMALL_BLOB_BYTES * 3);
    const small = Buffer.from(`small-${randomUUID()}`);
    const full = (content: Buffer) => ({
      sha256: sha256(content),
      sha1: createHash('sha1').update(content).digest('hex'),
      md5: createHash('md5').update(content).digest('hex'),
      size: content.length,
    });
    const later = await store.receive(inPieces(large), { sha1AndMd5Later: true });
    expect(later.digest).toEqual({ ...full(large), sha1: PENDING, md5: PENDING });
    await later.discard();
    const smallLater = await store.receive(inPieces(small), { sha1AndMd5Later: true });
    expect(smallLater.digest).toEqual(full(small));
    await smallLater.discard();
    const now = await store.receive(inPieces(large));
    expect(now.digest).toEqual(full(large));
    await now.discard();
    const part = `${randomUUID()}.1`;
    expect(await store.writePart(part, inPieces(large))).toEqual({ ...full(large), sha1: PENDING, md5: PENDING });
    await store.removePart(part);
    expect(await harness.inTransit()).toEqual([]);
  });

  it('lists what was stored before a time', async () => {
    const content = Buffer.from(`listed-${randomUUID()}`);
    await (await store.receive(inPieces(content))).keep();
    expect(await collect(store.storedBefore(Date.now() + 60_000))).toContain(sha256(content));
    expect(await collect(store.storedBefore(Date.now() - 3_600_000))).not.toContain(sha256(content));
  });

  it('writes again after close', async () => {
    await store.close();
    const content = Buffer.from(`after-close-${randomUUID()}`);
    await (await store.receive(inPieces(content))).keep();
    expect(await store.has(sha256(content))).toBe(true);
  });

  it('refuses what is not a sha256', async () => {
    expect(() => store.read('../../etc/passwd', 10)).toThrow('not a sha256');
  });
});
