import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SmallBlobWriter } from './small-blob-writer.ts';

const dir = mkdtempSync(join(tmpdir(), 'arca-small-blobs-'));
const writer = new SmallBlobWriter(30);
afterAll(async () => {
  await writer.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the small-blob writer', () => {
  it('ends a writer thread once idle, giving its memory back, and starts one again for the next write', async () => {
    await writer.write(join(dir, 'a.tmp'), join(dir, 'a'), Buffer.from('first'));
    expect(readFileSync(join(dir, 'a'), 'utf8')).toBe('first');
    expect(writer.threads).toBe(1);
    await expect.poll(() => writer.threads, { timeout: 2000 }).toBe(0);
    await writer.write(join(dir, 'b.tmp'), join(dir, 'b'), Buffer.from('second'));
    expect(readFileSync(join(dir, 'b'), 'utf8')).toBe('second');
    expect(writer.threads).toBe(1);
  });
});
