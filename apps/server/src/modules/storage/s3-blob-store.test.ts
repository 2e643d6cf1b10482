import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inPieces } from '../../test/in-pieces.ts';
import { testBucket } from '../../test/test-s3.ts';
import { SMALL_BLOB_BYTES } from './blob-store.ts';
import { S3BlobStore, type S3Sdk } from './s3-blob-store.ts';

let sdk: S3Sdk;
let client: S3Client;
let bucket: string;
let store: S3BlobStore;
const PREFIX = 'arca/';

beforeAll(async () => {
  ({ sdk, client, bucket } = await testBucket());
  store = new S3BlobStore({ sdk, client, bucket, prefix: PREFIX, node: 'node-a' });
});
afterAll(() => client?.destroy());

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const keysUnder = async (prefix: string) =>
  (
    (await client.send(new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: `${PREFIX}${prefix}` }))).Contents ?? []
  ).map((object) => object.Key);
// What every store does is proven on both in blob-stores.test.ts; here, what only the bucket's does.
describe('S3BlobStore', () => {
  it('keeps blobs under the prefix, laid out as ab/cd/<sha256>', async () => {
    const content = Buffer.from(`laid out ${Date.now()}`);
    await (await store.receive(Readable.from([content]))).keep();
    const hash = sha256(content);
    expect(await keysUnder('blobs/')).toContain(`${PREFIX}blobs/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`);
  });

  it('sweeps at once what this node left in transit, and what other nodes left once it is a day old', async () => {
    const mine = await store.receive(inPieces(randomBytes(SMALL_BLOB_BYTES * 2)));
    const other = new S3BlobStore({ sdk, client, bucket, prefix: PREFIX, node: 'node-b' });
    const theirs = await other.receive(inPieces(randomBytes(SMALL_BLOB_BYTES * 2)));
    const unfinished = await client.send(
      new sdk.CreateMultipartUploadCommand({ Bucket: bucket, Key: `${PREFIX}incoming/node-b/unfinished` }),
    );
    const uploads = async () =>
      (await client.send(new sdk.ListMultipartUploadsCommand({ Bucket: bucket, Prefix: PREFIX }))).Uploads ?? [];
    // node-b may be uploading these right now; node-a's own were left by its last process.
    await store.sweepIncoming();
    expect(await keysUnder('incoming/')).toEqual([expect.stringMatching(/^arca\/incoming\/node-b\//)]);
    expect((await uploads()).map((upload) => upload.UploadId)).toEqual([unfinished.UploadId]);
    // A day later node-b's are what a stopped node left.
    await store.sweepIncoming(Date.now() + 25 * 3_600_000);
    expect(await keysUnder('incoming/')).toEqual([]);
    expect(await uploads()).toEqual([]);
    await mine.discard();
    await theirs.discard();
  });
});
