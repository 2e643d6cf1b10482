import type { Readable } from 'node:stream';

/** A small body read whole (a manifest, a config, a metadata file), or undefined once it passes `limit` bytes. */
export async function readCapped(body: Readable, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    length += (chunk as Buffer).length;
    if (length > limit) {
      body.destroy();
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
