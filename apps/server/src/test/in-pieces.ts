import { Readable } from 'node:stream';

/** `content` as a request body arrives: in pieces of `size` bytes, over several turns of the event loop. */
export function inPieces(content: Buffer, size = 64 * 1024): Readable {
  return Readable.from(
    (async function* () {
      for (let at = 0; at < content.length; at += size) {
        await new Promise((resolve) => setImmediate(resolve));
        yield content.subarray(at, at + size);
      }
    })(),
  );
}
