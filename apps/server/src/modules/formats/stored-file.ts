import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorName } from '../auth/actor.ts';
import { type BlobStore, type DownloadCounter, type Item, SMALL_BLOB_BYTES } from '../storage/index.ts';

/**
 * Streams a stored file to a package client, as an attachment with its checksums, and counts the
 * download once the whole file has gone out. HEAD answers the headers alone.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  item: Item,
  storage: { blobs: BlobStore; downloads: DownloadCounter },
) {
  const sha256 = item.sha256 ?? '';
  reply.headers({
    'content-type': 'application/octet-stream',
    'content-length': String(item.size),
    etag: `"${item.sha1}"`,
    'last-modified': new Date(item.modifiedAt).toUTCString(),
    'x-checksum-sha1': item.sha1 ?? '',
    'x-checksum-sha256': sha256,
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(item.name)}`,
    'x-content-type-options': 'nosniff',
  });
  if (request.method === 'HEAD') return reply.send();
  const user = actorName(request.actor);
  reply.raw.once('finish', () => storage.downloads.record(item.id, user, Date.now()));
  return reply.send(
    item.size <= SMALL_BLOB_BYTES ? await storage.blobs.readSmall(sha256) : storage.blobs.read(sha256, item.size),
  );
}
