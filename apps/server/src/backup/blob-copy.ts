import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Streams a blob to `target` (through a temporary name beside it), failing unless its sha256 is `sha256`. */
export async function copyVerifiedBlob(source: string, target: string, sha256: string): Promise<number> {
  await mkdir(dirname(target), { recursive: true });
  const temp = `${target}.partial`;
  const hash = createHash('sha256');
  let bytes = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(
      createReadStream(source),
      hashing,
      createWriteStream(temp, { flags: 'wx', mode: 0o600, flush: true }),
    );
    const actual = hash.digest('hex');
    if (actual !== sha256) throw new Error(`blob ${sha256} has changed: its content hashes to ${actual}`);
    await rename(temp, target);
    return bytes;
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

/** The sha256 of a file, read as a stream. */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
