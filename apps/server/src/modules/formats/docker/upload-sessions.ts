import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type BlobDigest, BlobHasher, type ExtraChecksums, writeHashed } from '../../storage/index.ts';
import { uploadUnknown } from './oci-errors.ts';

export interface UploadSession {
  id: string;
  repoKey: string;
  image: string;
  /** The bytes received so far. */
  size: number;
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Blob uploads in progress, each a file of the bytes received so far beside a small JSON naming
 * its repository and image. The bytes are hashed as they arrive; the finished file becomes a blob
 * (renamed, not copied) only when the upload completes, so an abandoned upload never becomes an item.
 */
export class UploadSessions {
  readonly #dir: string;
  /**
   * The running hashes of uploads this process has seen from their first byte. A hash state cannot
   * be saved, so after a restart (or a failed or overlapping chunk) an upload has none and is
   * hashed by reading its file once at completion.
   */
  readonly #hashers = new Map<string, BlobHasher>();

  constructor(dir: string) {
    this.#dir = dir;
  }

  #file(id: string, suffix = ''): string {
    return join(this.#dir, `${id}${suffix}`);
  }

  async start(repoKey: string, image: string): Promise<UploadSession> {
    await mkdir(this.#dir, { recursive: true });
    const id = randomUUID();
    await writeFile(this.#file(id), '');
    await writeFile(this.#file(id, '.json'), JSON.stringify({ repoKey, image }));
    this.#hashers.set(id, new BlobHasher());
    return { id, repoKey, image, size: 0 };
  }

  /** The session of this repository and image, else BLOB_UPLOAD_UNKNOWN. */
  async find(id: string, repoKey: string, image: string): Promise<UploadSession> {
    if (!ID.test(id)) throw uploadUnknown(id);
    const described = await readFile(this.#file(id, '.json'), 'utf8').catch(() => undefined);
    const session = described ? (JSON.parse(described) as { repoKey: string; image: string }) : undefined;
    if (!session || session.repoKey !== repoKey || session.image !== image) throw uploadUnknown(id);
    const received = await stat(this.#file(id)).catch(() => undefined);
    if (!received) {
      // Its bytes became a blob and the process stopped before it forgot the upload: it is over.
      await rm(this.#file(id, '.json'), { force: true });
      throw uploadUnknown(id);
    }
    return { id, repoKey, image, size: received.size };
  }

  /** Appends a chunk; returns the size after it. */
  async append(session: UploadSession, body: Readable): Promise<number> {
    const file = this.#file(session.id);
    // Taken out while the chunk flows: a second chunk at the same time finds none and hashes nothing.
    const hasher = this.#hashers.get(session.id);
    this.#hashers.delete(session.id);
    if (!hasher) {
      await pipeline(body, createWriteStream(file, { flags: 'a' }));
      return (await stat(file)).size;
    }
    // Written at known offsets, not appended: the slots of a chunk are written side by side.
    const handle = await open(file, 'r+');
    try {
      const { size } = await handle.stat();
      const written = await writeHashed(body, handle, size, hasher);
      if (hasher.size === size + written) this.#hashers.set(session.id, hasher);
      return size + written;
    } finally {
      await handle.close();
    }
  }

  /**
   * The finished upload's file and the checksums of its content, with the `extra` ones asked for;
   * the file is the caller's from here. The running hash has only the usual checksums, since the
   * digest a client will name is not known before the end: an extra one costs a read of the file.
   */
  async finish(session: UploadSession, extra: ExtraChecksums = {}): Promise<{ file: string; digest: BlobDigest }> {
    const file = this.#file(session.id);
    let hasher = this.#hashers.get(session.id);
    this.#hashers.delete(session.id);
    const { size } = await stat(file);
    if (hasher?.size !== size) {
      hasher = new BlobHasher(extra);
      await readInto(file, hasher);
      return { file, digest: hasher.digest() };
    }
    const digest = hasher.digest();
    if (!extra.sha512) return { file, digest };
    const sha512 = createHash('sha512');
    await readInto(file, sha512);
    return { file, digest: { ...digest, sha512: sha512.digest('hex') } };
  }

  /**
   * Drops uploads nobody has added to for `maxAgeMs` (clients that gave up never say so), and the
   * descriptions of uploads whose bytes became a blob before the process stopped. Uploads a stopped
   * process left half-way are kept: the client asks where it stands and goes on from there.
   */
  async sweep(maxAgeMs: number, now = Date.now()): Promise<void> {
    const names = await readdir(this.#dir).catch(() => [] as string[]);
    for (const name of names) {
      const path = join(this.#dir, name);
      const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: now }));
      const completed = name.endsWith('.json') && !names.includes(name.slice(0, -'.json'.length));
      if (completed || now - mtimeMs > maxAgeMs) await rm(path, { force: true });
    }
  }

  async remove(session: UploadSession): Promise<void> {
    this.#hashers.delete(session.id);
    await rm(this.#file(session.id), { force: true });
    await rm(this.#file(session.id, '.json'), { force: true });
  }
}

/** Feeds a file's bytes, in order, to a hash. */
async function readInto(file: string, hash: { update(chunk: Buffer): unknown }): Promise<void> {
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
}
