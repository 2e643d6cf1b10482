import type { S3Client } from '@aws-sdk/client-s3';
import { loadS3Sdk, type S3Sdk, s3Client } from '../modules/storage/s3-blob-store.ts';

/** The tests' S3 server, as scripts/ceph-rgw.sh exports it (scripts/test-all.sh starts it as it starts PostgreSQL). */
export function testS3Connection() {
  const endpoint = process.env.ARCA_TEST_S3_ENDPOINT;
  const accessKeyId = process.env.ARCA_TEST_S3_ACCESS_KEY;
  const secretAccessKey = process.env.ARCA_TEST_S3_SECRET_KEY;
  if (!endpoint || !accessKeyId || !secretAccessKey)
    throw new Error('no S3 server for the tests: `source scripts/lib.sh && start_ceph_rgw` starts one (npm test does)');
  return {
    endpoint,
    region: process.env.ARCA_TEST_S3_REGION ?? 'us-east-1',
    credentials: { accessKeyId, secretAccessKey },
    forcePathStyle: true,
  };
}

/** A fresh bucket on the tests' S3 server, and a client for it. */
export async function testBucket(): Promise<{ sdk: S3Sdk; client: S3Client; bucket: string }> {
  const sdk = await loadS3Sdk();
  const client = s3Client(sdk, testS3Connection());
  const bucket = `arca-test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  await client.send(new sdk.CreateBucketCommand({ Bucket: bucket }));
  return { sdk, client, bucket };
}

/** The settings of a node keeping its blobs in `bucket` on the tests' S3 server, under `arca/`. */
export function s3NodeSettings(bucket: string): Record<string, string> {
  const s3 = testS3Connection();
  return {
    ARCA_BLOB_STORE: `s3://${bucket}/arca`,
    ARCA_S3_ENDPOINT: s3.endpoint,
    ARCA_S3_REGION: s3.region,
    ARCA_S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    ARCA_S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
  };
}
