import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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
 * its repository and image. The bytes go through storage (hashed, verified) only when the upload
 * completes, so an abandoned upload never becomes an item.
 */
export class UploadSessions {
  readonly #dir: string;

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
    return { id, repoKey, image, size: 0 };
  }

  /** The session of this repository and image, else BLOB_UPLOAD_UNKNOWN. */
  async find(id: string, repoKey: string, image: string): Promise<UploadSession> {
    if (!ID.test(id)) throw uploadUnknown(id);
    const described = await readFile(this.#file(id, '.json'), 'utf8').catch(() => undefined);
    const session = described ? (JSON.parse(described) as { repoKey: string; image: string }) : undefined;
    if (!session || session.repoKey !== repoKey || session.image !== image) throw uploadUnknown(id);
    const { size } = await stat(this.#file(id));
    return { id, repoKey, image, size };
  }

  /** Appends a chunk; returns the size after it. */
  async append(session: UploadSession, body: Readable): Promise<number> {
    await pipeline(body, createWriteStream(this.#file(session.id), { flags: 'a' }));
    return (await stat(this.#file(session.id))).size;
  }

  read(session: UploadSession): Readable {
    return createReadStream(this.#file(session.id));
  }

  /** Drops uploads nobody has added to for `maxAgeMs`: clients that gave up never say so. */
  async sweep(maxAgeMs: number, now = Date.now()): Promise<void> {
    const names = await readdir(this.#dir).catch(() => [] as string[]);
    for (const name of names) {
      const path = join(this.#dir, name);
      const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: now }));
      if (now - mtimeMs > maxAgeMs) await rm(path, { force: true });
    }
  }

  async remove(session: UploadSession): Promise<void> {
    await rm(this.#file(session.id), { force: true });
    await rm(this.#file(session.id, '.json'), { force: true });
  }
}
