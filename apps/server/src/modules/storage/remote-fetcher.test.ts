import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { failWhenSilent } from './remote-fetcher.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the silence limit of an upstream body', () => {
  it('fails a body whose upstream stops sending, and ends the upstream side', async () => {
    const upstream = new PassThrough();
    upstream.write('half of it');
    const body = failWhenSilent(upstream, 100);
    const started = Date.now();
    await expect(text(body)).rejects.toThrow('the upstream sent nothing for 100 ms');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(upstream.destroyed).toBe(true);
  });

  it('never cuts a body that keeps flowing, however long it takes in all', async () => {
    const upstream = new PassThrough();
    const body = failWhenSilent(upstream, 100);
    const read = text(body);
    for (let n = 0; n < 8; n++) {
      upstream.write(`${n}`);
      await pause(50);
    }
    upstream.end();
    expect(await read).toBe('01234567');
  });

  it('never cuts a body whose reader is slow: the clock runs only while the reader waits', async () => {
    const content = 'x'.repeat(256 * 1024);
    const body = failWhenSilent(Readable.from([content]), 100);
    // Far more than the limit before the reader starts, with the upstream done long before.
    await pause(150);
    body.pause();
    await pause(300);
    expect(await text(body)).toBe(content);
  });

  it('never cuts what the upstream has sent in full, while the reader takes it slowly', async () => {
    const body = failWhenSilent(Readable.from(['a'.repeat(64 * 1024), 'b'.repeat(64 * 1024)]), 100);
    const chunks: string[] = [];
    const errors: Error[] = [];
    body.on('error', (error) => errors.push(error));
    for await (const chunk of body) {
      chunks.push(String(chunk));
      await pause(150);
    }
    expect(errors).toEqual([]);
    expect(chunks.join('').length).toBe(128 * 1024);
  });
});
