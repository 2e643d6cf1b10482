import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { BlobDigest, BlobStore, ExtraChecksums, PendingBlob } from '../../storage/index.ts';
import { uploadUnknown } from './oci-errors.ts';
import { ChunkRaced } from './upload-ranges.ts';

/** A chunk received: a part in the blob store, with the checksums of its content. */
export interface UploadPart {
  name: string;
  digest: BlobDigest;
}

export interface UploadSession {
  id: string;
  repoKey: string;
  image: string;
  /** The bytes received so far: the parts' sizes together, where the next chunk begins. */
  size: number;
  parts: UploadPart[];
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Blob uploads in progress, shared by every node of a cluster: each a row of `docker_uploads`
 * naming its repository, image and parts, and each chunk a part in the blob store, so that the
 * POST, the PATCHes and the PUT of one upload may each land on any node. A chunk counts only once
 * its row moves from the size it began at to the size after it: two chunks racing for one offset
 * cannot both count. At completion a single part becomes the blob as it is (its checksums were
 * taken as it arrived); several are read back in order into one, hashed again as they go, so an
 * upload's digest is always its content's. An abandoned upload never becomes an item.
 */
export class UploadSessions {
  readonly #db: Kysely<Database>;
  readonly #blobs: BlobStore;

  constructor(db: Kysely<Database>, blobs: BlobStore) {
    this.#db = db;
    this.#blobs = blobs;
  }

  async start(repoKey: string, image: string): Promise<UploadSession> {
    const id = randomUUID();
    await this.#db
      .insertInto('docker_uploads')
      .values({ id, repository: repoKey, image, size: 0, parts: '[]', updated_at: Date.now() })
      .execute();
    return { id, repoKey, image, size: 0, parts: [] };
  }

  /** The session of this repository and image, else BLOB_UPLOAD_UNKNOWN. */
  async find(id: string, repoKey: string, image: string): Promise<UploadSession> {
    if (!ID.test(id)) throw uploadUnknown(id);
    const row = await this.#db
      .selectFrom('docker_uploads')
      .select(['size', 'parts'])
      .where('id', '=', id)
      .where('repository', '=', repoKey)
      .where('image', '=', image)
      .executeTakeFirst();
    if (!row) throw uploadUnknown(id);
    return { id, repoKey, image, size: Number(row.size), parts: JSON.parse(row.parts) as UploadPart[] };
  }

  /**
   * Appends a chunk at the size `session` stands at; returns the session after it. An empty chunk
   * stores nothing. A chunk that finds the upload moved on meanwhile (another chunk came first) is
   * dropped with ChunkRaced, naming where the upload stands.
   */
  async append(session: UploadSession, body: Readable): Promise<UploadSession> {
    const content = await nonEmpty(body);
    if (!content) return session;
    const name = `${session.id}.${randomUUID()}`;
    const digest = await this.#blobs.writePart(name, content);
    const after = { ...session, size: session.size + digest.size, parts: [...session.parts, { name, digest }] };
    const moved = await this.#db
      .updateTable('docker_uploads')
      .set({ size: after.size, parts: JSON.stringify(after.parts), updated_at: Date.now() })
      .where('id', '=', session.id)
      .where('size', '=', session.size)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 1) return after;
    await this.#blobs.removePart(name);
    throw new ChunkRaced((await this.find(session.id, session.repoKey, session.image)).size);
  }

  /**
   * Ends the upload for every node, as it stands in `session`, and leaves its parts to the caller
   * (`finish`, then `removeParts`): BLOB_UPLOAD_UNKNOWN when it was cancelled, completed or added to
   * meanwhile.
   */
  async claim(session: UploadSession): Promise<void> {
    const removed = await this.#db
      .deleteFrom('docker_uploads')
      .where('id', '=', session.id)
      .where('size', '=', session.size)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) throw uploadUnknown(session.id);
  }

  /**
   * The claimed upload's content as a pending blob, with the `extra` checksums asked for: its one
   * part taken over as it is, or its parts combined. The digest a client names is known only at the
   * end, so an extra checksum of a single part costs a read of it.
   */
  async finish(session: UploadSession, extra: ExtraChecksums = {}): Promise<PendingBlob> {
    const [only, ...more] = session.parts;
    if (!only || more.length > 0) return this.#blobs.receive(Readable.from(this.#content(session)), extra);
    if (!extra.sha512) return this.#blobs.keepPart(only.name, only.digest);
    const sha512 = createHash('sha512');
    for await (const chunk of this.#blobs.readPart(only.name)) sha512.update(chunk as Buffer);
    return this.#blobs.keepPart(only.name, { ...only.digest, sha512: sha512.digest('hex') });
  }

  async *#content(session: UploadSession): AsyncGenerator<Buffer> {
    for (const part of session.parts) for await (const chunk of this.#blobs.readPart(part.name)) yield chunk as Buffer;
  }

  /** Removes the parts of a claimed upload; a part kept as the blob is gone already. */
  async removeParts(session: UploadSession): Promise<void> {
    for (const part of session.parts) await this.#blobs.removePart(part.name);
  }

  /** Cancels an upload: it is unknown to every node from then on, and its parts are removed. */
  async remove(session: UploadSession): Promise<void> {
    await this.#db.deleteFrom('docker_uploads').where('id', '=', session.id).execute();
    await this.removeParts(session);
  }

  /**
   * Drops uploads nobody has added to for `maxAgeMs` (clients that gave up never say so), and parts
   * as old that no upload names (a node that died while a chunk came in). One node of a cluster
   * does it for all (a cluster task); an upload a chunk moves meanwhile is left alone.
   */
  async sweep(maxAgeMs: number, now = Date.now()): Promise<number> {
    const swept = await this.#sweepUploads(now - maxAgeMs);
    for await (const name of this.#blobs.partsBefore(now - maxAgeMs)) {
      const id = name.slice(0, name.indexOf('.'));
      const named = await this.#db.selectFrom('docker_uploads').select('id').where('id', '=', id).executeTakeFirst();
      if (!named) await this.#blobs.removePart(name);
    }
    return swept;
  }

  async #sweepUploads(before: number): Promise<number> {
    const stale = await this.#db
      .selectFrom('docker_uploads')
      .select(['id', 'parts', 'updated_at'])
      .where('updated_at', '<', before)
      .execute();
    let swept = 0;
    for (const row of stale) {
      const removed = await this.#db
        .deleteFrom('docker_uploads')
        .where('id', '=', row.id)
        .where('updated_at', '=', row.updated_at)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) !== 1) continue;
      for (const part of JSON.parse(row.parts) as UploadPart[]) await this.#blobs.removePart(part.name);
      swept++;
    }
    return swept;
  }
}

/** The body, unless it ends before its first byte: an empty chunk (a PUT that only closes) stores no part. */
async function nonEmpty(body: Readable): Promise<Readable | undefined> {
  const chunks = body[Symbol.asyncIterator]();
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    const first = next.value as Buffer;
    if (first.length > 0) return Readable.from(prepend(first, chunks), { objectMode: false });
  }
  return undefined;
}

async function* prepend(first: Buffer, rest: AsyncIterator<unknown>): AsyncGenerator<Buffer> {
  try {
    yield first;
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value as Buffer;
  } finally {
    await rest.return?.();
  }
}
