import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { testBucket, testS3Connection } from '../../test/test-s3.ts';
import type { S3Sdk } from './s3-blob-store.ts';

let t: TestApp;
let sdk: S3Sdk;
let client: S3Client;
let bucket: string;

/** The settings of a node keeping its blobs in `bucket` on the tests' S3 server. */
function s3Settings(bucket: string) {
  const s3 = testS3Connection();
  return {
    ARCA_BLOB_STORE: `s3://${bucket}/arca`,
    ARCA_S3_ENDPOINT: s3.endpoint,
    ARCA_S3_REGION: s3.region,
    ARCA_S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    ARCA_S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
  };
}

beforeAll(async () => {
  ({ sdk, client, bucket } = await testBucket());
  t = await buildTestApp(s3Settings(bucket));
  await t.createRepositories(['files-local']);
});
afterAll(async () => {
  await t?.close();
  client?.destroy();
});

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const blobKey = (content: Buffer) =>
  `arca/blobs/${sha256(content).slice(0, 2)}/${sha256(content).slice(2, 4)}/${sha256(content)}`;
const inBucket = async (content: Buffer) =>
  (await client.send(new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: blobKey(content) }))).KeyCount === 1;

describe('artifact storage in an S3 bucket (ARCA_BLOB_STORE=s3://…)', () => {
  it('deploys into the bucket under the prefix, serves whole files and ranges, and removes what nothing uses', async () => {
    const small = Buffer.from('a small file');
    const large = randomBytes(300_000);
    for (const [path, content] of [
      ['docs/small.txt', small],
      ['bin/large.bin', large],
    ] as const) {
      const put = await t.call('PUT', `/artifactory/files-local/${path}`, content);
      expect(put.statusCode).toBe(201);
      expect(put.json()).toMatchObject({ checksums: { sha256: sha256(content) } });
      expect(await inBucket(content)).toBe(true);
    }
    // Nothing of the content lands on this node's disk.
    const local = join(t.dataDir, 'blobs');
    expect(existsSync(local) ? readdirSync(local).filter((name) => name !== '.incoming') : []).toEqual([]);

    const whole = await t.call('GET', '/artifactory/files-local/bin/large.bin');
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(large)).toBe(true);
    const range = await t.call('GET', '/artifactory/files-local/bin/large.bin', undefined, {
      ...basic('admin', ADMIN_PASSWORD),
      range: 'bytes=1000-1999',
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(large.subarray(1000, 2000))).toBe(true);
    expect((await t.call('GET', '/artifactory/files-local/docs/small.txt')).payload).toBe('a small file');

    expect((await t.call('DELETE', '/artifactory/files-local/bin/large.bin')).statusCode).toBe(204);
    await expect.poll(() => inBucket(large)).toBe(false);
    expect(await inBucket(small)).toBe(true);
  });

  it('refuses to start on a bucket that does not exist, naming it', async () => {
    await expect(buildTestApp(s3Settings('arca-test-no-such-bucket'))).rejects.toThrow(
      "ARCA_BLOB_STORE names the bucket 'arca-test-no-such-bucket', which cannot be used: it does not exist.",
    );
  });
});
