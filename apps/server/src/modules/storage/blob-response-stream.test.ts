import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { BlobResponseStream } from './blob-response-stream.ts';

const MiB = 1024 * 1024;
const dir = mkdtempSync(join(tmpdir(), 'arca-serve-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const content = randomBytes(5 * MiB + 777);
const file = join(dir, 'blob');
writeFileSync(file, content);

const CHANGED = Buffer.from('changed before the response took it');

/** Runs `then` after `turns` turns of the event loop. */
function after(turns: number, then: () => void) {
  if (turns === 0) then();
  else setImmediate(() => after(turns - 1, then));
}

/**
 * A response that takes its time: each write is acknowledged ten turns of the event loop later,
 * and compared then with what it held when it was written, so a buffer refilled before its
 * acknowledgement shows as changed bytes.
 */
class SlowResponse extends Writable {
  readonly received: Buffer[] = [];

  override write(chunk: string | Uint8Array, ...rest: unknown[]): boolean {
    const callback = rest.find((argument) => typeof argument === 'function') as (() => void) | undefined;
    // The stream writes bytes only; `held` is the memory it lent, `copy` what it held then.
    const held = chunk as Uint8Array;
    const copy = Buffer.from(held);
    after(10, () => {
      this.received.push(copy.equals(held) ? copy : CHANGED);
      callback?.();
    });
    return true;
  }
}

describe('BlobResponseStream', () => {
  it.each([
    ['the whole blob', 0, content.length],
    ['a range at odd offsets across chunks', 1234, 3 * MiB + 5],
  ])('sends %s, each buffer refilled only once the response has taken it', async (_what, start, length) => {
    const response = new SlowResponse();
    const stream = new BlobResponseStream(file, start, length);
    stream.pipe(response);
    await Promise.all([finished(response), finished(stream)]);
    expect(response.received).not.toContain(CHANGED);
    expect(Buffer.concat(response.received).equals(content.subarray(start, start + length))).toBe(true);
  });

  it('stops when the response closes early, without waiting for writes that never answer', async () => {
    const response = new Writable({
      write(_chunk, _encoding, _done) {
        // Never acknowledged: the client has gone.
        setImmediate(() => response.destroy());
      },
    });
    const stream = new BlobResponseStream(file, 0, content.length);
    stream.pipe(response);
    await expect(finished(stream)).rejects.toThrow('the response closed before the blob was sent');
  });

  it('reads fresh chunks when it is read rather than piped', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of new BlobResponseStream(file, 10, 2 * MiB)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(content.subarray(10, 10 + 2 * MiB))).toBe(true);
  });

  it('fails, with nothing sent, when the file is missing', async () => {
    const response = new SlowResponse();
    const stream = new BlobResponseStream(join(dir, 'missing'), 0, 10);
    stream.pipe(response);
    await expect(finished(stream)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(response.received).toEqual([]);
  });
});
