import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * The tests' S3 server (scripts/ceph-rgw.sh, started by scripts/test-all.sh as PostgreSQL is): a
 * client for it, and a fresh bucket for the caller.
 */
export async function testBucket(): Promise<{ client: S3Client; bucket: string }> {
  const endpoint = process.env.ARCA_TEST_S3_ENDPOINT;
  const accessKeyId = process.env.ARCA_TEST_S3_ACCESS_KEY;
  const secretAccessKey = process.env.ARCA_TEST_S3_SECRET_KEY;
  if (!endpoint || !accessKeyId || !secretAccessKey)
    throw new Error('no S3 server for the tests: `source scripts/lib.sh && start_ceph_rgw` starts one (npm test does)');
  const client = new S3Client({
    endpoint,
    region: process.env.ARCA_TEST_S3_REGION ?? 'us-east-1',
    credentials: { accessKeyId, secretAccessKey },
    forcePathStyle: true,
    // Checksums the SDK adds on its own are not known to every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = `arca-test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return { client, bucket };
}
