import { randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Eventually } from '../../lib/eventually.ts';
import { type BlobDigest, BlobHasher, type ExtraChecksums } from './blob-hasher.ts';
import {
  type BlobStore,
  type ByteRange,
  PART_NAME,
  type PendingBlob,
  SHA256,
  SMALL_BLOB_BYTES,
  SMALL_BLOB_CACHE_BYTES,
  startReceiving,
} from './blob-store.ts';
import { SmallBlobCache } from './small-blob-cache.ts';

/** Upload parts: S3 takes at least 5 MiB a part and at most 10,000 parts, so 16 MiB reaches 156 GiB. */
const PART_BYTES = 16 * 1024 * 1024;
/** Parts in flight at once during an upload: the next is read while one is sent. */
const PARTS_IN_FLIGHT = 2;
/** The largest object one CopyObject may copy; larger ones are copied part by part. */
const COPY_LIMIT = 5 * 1024 * 1024 * 1024;
/**
 * Incoming objects and unfinished uploads older than this are left over from a node that stopped
 * mid-upload; younger ones may be another node's upload in progress.
 */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The AWS SDK, loaded only when blobs go to a bucket: an instance on its data dir never pays for it
 * (the server's bundle leaves it out, as it leaves out pg).
 */
export async function loadS3Sdk() {
  const [s3, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  return { ...s3, Upload: storage.Upload };
}

export type S3Sdk = Awaited<ReturnType<typeof loadS3Sdk>>;

/** Where a bucket's server is and who Arca is to it (see BlobStoreConfig). */
export interface S3Connection {
  /** Unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, profiles, instance or pod roles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export function s3Client(sdk: S3Sdk, connection: S3Connection): S3Client {
  return new sdk.S3Client({
    region: connection.region,
    forcePathStyle: connection.forcePathStyle,
    ...(connection.endpoint ? { endpoint: connection.endpoint } : {}),
    ...(connection.credentials ? { credentials: connection.credentials } : {}),
    // Checksums the SDK adds on its own (CRC32 since 2025) are not known to every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export interface S3BlobStoreOptions {
  sdk: S3Sdk;
  client: S3Client;
  bucket: string;
  /** Where the store's keys start in the bucket: '' or a folder ending in '/'. */
  prefix: string;
  /** This node's id: its content in transit goes under a folder of its own (see `sweepIncoming`). */
  node: string;
}

/**
 * Blobs as objects of an S3 bucket (AWS S3, Ceph RGW, MinIO, Garage, R2), under
 * `<prefix>blobs/ab/cd/<sha256>`, so that every node of a cluster reads what any node stored.
 * Content streams to `<prefix>incoming/<node>/<uuid>` through a multipart upload while it is hashed, and
 * is copied to its sha256's key only once the caller has verified it, so a reader never sees a
 * partial or unverified blob; small content goes up in one request once verified. Upload parts are
 * objects of `<prefix>parts/`.
 */
export class S3BlobStore implements BlobStore {
  readonly #sdk: S3Sdk;
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;
  /** Where this node's content in transit goes. */
  readonly #incoming: string;
  /** Where upload parts go: any node adds to or finishes an upload. */
  readonly #parts: string;
  readonly #small = new SmallBlobCache(SMALL_BLOB_CACHE_BYTES);

  constructor(options: S3BlobStoreOptions) {
    this.#sdk = options.sdk;
    this.#client = options.client;
    this.#bucket = options.bucket;
    this.#prefix = options.prefix;
    this.#incoming = `${options.prefix}incoming/${encodeURIComponent(options.node)}/`;
    this.#parts = `${options.prefix}parts/`;
  }

  async receive(source: Readable, extra: ExtraChecksums = {}): Promise<PendingBlob> {
    const received = await startReceiving(source, extra);
    if (received.small) {
      const { content, digest } = received.small;
      return { digest, keep: () => this.#put(digest.sha256, content), discard: async () => undefined };
    }
    const { hasher } = received;
    const key = `${this.#incoming}${randomUUID()}`;
    const hashed = Readable.from(hashing(received.chunks, hasher), { objectMode: false });
    // A failed upload aborts its multipart upload: no part is left behind.
    await this.#upload(key, hashed);
    const digest = hasher.digest();
    return {
      digest,
      keep: async () => {
        await this.#copy(key, this.#keyOf(digest.sha256), digest.size);
        await this.#delete(key);
      },
      discard: () => this.#delete(key),
    };
  }

  async writePart(name: string, source: Readable): Promise<BlobDigest> {
    const hasher = new BlobHasher({ sha1AndMd5Later: true });
    await this.#upload(this.#partKey(name), Readable.from(hashing(source, hasher), { objectMode: false }));
    return hasher.digest();
  }

  readPart(name: string): Readable {
    return this.#get(this.#partKey(name));
  }

  /** Copied within the bucket (a server-side copy), never through this node. */
  keepPart(name: string, digest: BlobDigest): PendingBlob {
    const key = this.#partKey(name);
    return {
      digest,
      keep: async () => {
        if (!(await this.has(digest.sha256))) await this.#copy(key, this.#keyOf(digest.sha256), digest.size);
        await this.#delete(key);
      },
      discard: () => this.#delete(key),
    };
  }

  async removePart(name: string): Promise<void> {
    await this.#delete(this.#partKey(name));
  }

  async *partsBefore(time: number): AsyncGenerator<string> {
    for await (const object of this.#list(this.#parts))
      if (object.LastModified.getTime() < time) yield object.Key.slice(this.#parts.length);
  }

  #partKey(name: string): string {
    if (!PART_NAME.test(name)) throw new Error(`not a part name: ${name}`);
    return `${this.#parts}${name}`;
  }

  read(sha256: string, _size: number, range?: ByteRange): Readable {
    return this.#get(this.#keyOf(sha256), range);
  }

  #get(key: string, range?: ByteRange): Readable {
    const out = new PassThrough({ highWaterMark: 1024 * 1024 });
    const request = new this.#sdk.GetObjectCommand({
      Bucket: this.#bucket,
      Key: key,
      ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
    });
    this.#client.send(request).then(
      ({ Body }) => {
        const body = Body as Readable;
        body.on('error', (error) => out.destroy(error));
        body.pipe(out);
        // The reader stopped early (a client that went away): stop fetching too.
        out.on('close', () => body.destroy());
      },
      (error: unknown) => out.destroy(asFileError(error)),
    );
    return out;
  }

  serve(sha256: string, size: number, range?: ByteRange): Readable {
    return this.read(sha256, size, range);
  }

  readSmall(sha256: string): Eventually<Buffer> {
    return this.#small.get(sha256) ?? this.#readSmallObject(sha256);
  }

  async #readSmallObject(sha256: string): Promise<Buffer> {
    const { Body } = await this.#client
      .send(new this.#sdk.GetObjectCommand({ Bucket: this.#bucket, Key: this.#keyOf(sha256) }))
      .catch((error: unknown) => {
        throw asFileError(error);
      });
    const content = Buffer.from(await (Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
    if (content.length <= SMALL_BLOB_BYTES) this.#small.set(sha256, content);
    return content;
  }

  async has(sha256: string): Promise<boolean> {
    return this.#client.send(new this.#sdk.HeadObjectCommand({ Bucket: this.#bucket, Key: this.#keyOf(sha256) })).then(
      () => true,
      (error: unknown) => {
        if (isMissing(error)) return false;
        throw error;
      },
    );
  }

  async remove(sha256: string): Promise<void> {
    this.#small.delete(sha256);
    await this.#delete(this.#keyOf(sha256));
  }

  /** Every sha256 stored before `time` (epoch ms), for the sweep of blobs no item refers to. */
  async *storedBefore(time: number): AsyncGenerator<string> {
    const prefix = `${this.#prefix}blobs/`;
    for await (const object of this.#list(prefix)) {
      const name = object.Key.slice(object.Key.lastIndexOf('/') + 1);
      if (SHA256.test(name) && object.LastModified.getTime() < time) yield name;
    }
  }

  /**
   * Removes what stopped processes left in transit: this node's at once (no other process runs
   * under its id, ADR 028), other nodes' once older than a day — younger ones may be an upload in
   * progress elsewhere, and a node that never comes back leaves them to the others. Multipart
   * uploads of parts and copies a stopped process began are judged by the same day.
   */
  async sweepIncoming(now = Date.now()): Promise<void> {
    const prefix = `${this.#prefix}incoming/`;
    const abandoned = (key: string, at: Date | undefined) =>
      key.startsWith(this.#incoming) || (at?.getTime() ?? 0) < now - ABANDONED_AFTER_MS;
    for await (const object of this.#list(prefix))
      if (abandoned(object.Key, object.LastModified)) await this.#delete(object.Key);
    let marker: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (;;) {
      const page = await this.#client.send(
        new this.#sdk.ListMultipartUploadsCommand({ Bucket: this.#bucket, Prefix: this.#prefix, ...marker }),
      );
      for (const upload of page.Uploads ?? [])
        if (upload.Key && upload.UploadId && abandoned(upload.Key, upload.Initiated))
          await this.#client.send(
            new this.#sdk.AbortMultipartUploadCommand({
              Bucket: this.#bucket,
              Key: upload.Key,
              UploadId: upload.UploadId,
            }),
          );
      if (!page.IsTruncated) return;
      marker = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
    }
  }

  /** Nothing to stop: the client's connections close with the process. */
  async close(): Promise<void> {}

  #keyOf(sha256: string): string {
    if (!SHA256.test(sha256)) throw new Error(`not a sha256: ${sha256}`);
    return `${this.#prefix}blobs/${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
  }

  async #put(sha256: string, content: Buffer): Promise<void> {
    await this.#client.send(
      new this.#sdk.PutObjectCommand({ Bucket: this.#bucket, Key: this.#keyOf(sha256), Body: content }),
    );
  }

  async #upload(key: string, body: Readable): Promise<void> {
    const upload = new this.#sdk.Upload({
      client: this.#client,
      params: { Bucket: this.#bucket, Key: key, Body: body },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  /** A server-side copy: one request up to 5 GiB, part by part beyond. */
  async #copy(from: string, to: string, size: number): Promise<void> {
    const source = `${this.#bucket}/${from}`;
    if (size <= COPY_LIMIT) {
      await this.#client.send(new this.#sdk.CopyObjectCommand({ Bucket: this.#bucket, Key: to, CopySource: source }));
      return;
    }
    const { UploadId } = await this.#client.send(
      new this.#sdk.CreateMultipartUploadCommand({ Bucket: this.#bucket, Key: to }),
    );
    try {
      const parts = [];
      for (let start = 0, number = 1; start < size; start += COPY_LIMIT, number++) {
        const end = Math.min(start + COPY_LIMIT, size) - 1;
        const { CopyPartResult } = await this.#client.send(
          new this.#sdk.UploadPartCopyCommand({
            Bucket: this.#bucket,
            Key: to,
            UploadId,
            PartNumber: number,
            CopySource: source,
            CopySourceRange: `bytes=${start}-${end}`,
          }),
        );
        parts.push({ PartNumber: number, ETag: CopyPartResult?.ETag });
      }
      await this.#client.send(
        new this.#sdk.CompleteMultipartUploadCommand({
          Bucket: this.#bucket,
          Key: to,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      await this.#client
        .send(new this.#sdk.AbortMultipartUploadCommand({ Bucket: this.#bucket, Key: to, UploadId }))
        .catch(() => undefined);
      throw error;
    }
  }

  /** S3 deletes are idempotent: a key already gone is no error. */
  async #delete(key: string): Promise<void> {
    await this.#client.send(new this.#sdk.DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  async *#list(prefix: string): AsyncGenerator<{ Key: string; LastModified: Date }> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.#client.send(
        new this.#sdk.ListObjectsV2Command({ Bucket: this.#bucket, Prefix: prefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key && object.LastModified) yield { Key: object.Key, LastModified: object.LastModified };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
}

/** Passes the chunks on, hashing each as it goes. */
async function* hashing(chunks: AsyncIterable<Buffer>, hasher: BlobHasher): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) {
    hasher.update(chunk);
    yield chunk;
  }
}

/** S3 says an object is missing by a 404: NoSuchKey with a body, NotFound for a HEAD. */
function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}

/** A missing object fails as a missing file does, so callers handle both stores alike. */
function asFileError(error: unknown): Error {
  if (!isMissing(error)) return error instanceof Error ? error : new Error(String(error));
  return Object.assign(new Error('blob not found in the bucket'), { code: 'ENOENT' });
}
