import { join } from 'node:path';
import type { BlobStoreConfig } from '../../config.ts';
import { type BlobStore, FileBlobStore } from './blob-store.ts';

/** The blob store the configuration names (`ARCA_BLOB_STORE`), ready to serve. */
export async function openBlobStore(config: BlobStoreConfig, dataDir: string, nodeId: string): Promise<BlobStore> {
  if (config.kind === 'file') return new FileBlobStore(join(dataDir, 'blobs'));
  const { loadS3Sdk, S3BlobStore, s3Client } = await import('./s3-blob-store.ts');
  const sdk = await loadS3Sdk();
  const client = s3Client(sdk, config);
  // A bucket that is missing or refuses these credentials stops the start with the server's own words.
  await client.send(new sdk.HeadBucketCommand({ Bucket: config.bucket })).catch((error: unknown) => {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const why =
      status === 404 ? 'it does not exist' : status === 403 ? 'the credentials may not use it' : String(error);
    throw new Error(`ARCA_BLOB_STORE names the bucket '${config.bucket}', which cannot be used: ${why}.`);
  });
  return new S3BlobStore({ sdk, client, bucket: config.bucket, prefix: config.prefix, node: nodeId });
}
