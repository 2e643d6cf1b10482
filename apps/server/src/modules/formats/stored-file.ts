import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Answer, sendAnswer } from '../../lib/answer.ts';
import { andThen, type Eventually } from '../../lib/eventually.ts';
import { type Actor, actorName } from '../auth/actor.ts';
import { type BlobStore, type DownloadCounter, type Item, SMALL_BLOB_BYTES } from '../storage/index.ts';

/**
 * A stored file for a package client, as an attachment with its checksums, counting the download
 * once the whole file has gone out. HEAD answers the headers alone.
 */
export function storedFileAnswer(
  method: string,
  actor: Actor,
  item: Item,
  storage: { blobs: BlobStore; downloads: DownloadCounter },
): Eventually<Answer> {
  const sha256 = item.sha256 ?? '';
  const headers = {
    'content-type': 'application/octet-stream',
    'content-length': String(item.size),
    etag: `"${item.sha1}"`,
    'last-modified': new Date(item.modifiedAt).toUTCString(),
    'x-checksum-sha1': item.sha1 ?? '',
    'x-checksum-sha256': sha256,
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(item.name)}`,
    'x-content-type-options': 'nosniff',
  };
  if (method === 'HEAD') return { status: 200, headers };
  const user = actorName(actor);
  const answer = (body: Buffer | Readable): Answer => ({
    status: 200,
    headers,
    body,
    sent: () => storage.downloads.record(item.id, user, Date.now()),
  });
  return item.size <= SMALL_BLOB_BYTES
    ? andThen(storage.blobs.readSmall(sha256), answer)
    : answer(storage.blobs.read(sha256, item.size));
}

/** Sends a stored file to a package client (see storedFileAnswer). */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  item: Item,
  storage: { blobs: BlobStore; downloads: DownloadCounter },
) {
  return sendAnswer(reply, await storedFileAnswer(request.method, request.actor, item, storage));
}
