import { spawnSync } from 'node:child_process';
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

  // The server's process exposes the collector (scripts/server-process.mjs); a test's does not,
  // so the writer runs in a process started as the server's is.
  it('gives back the bodies it was handed once it has had nothing to write for a second', () => {
    const probe = `
      import { Worker } from 'node:worker_threads';
      const [workerFile, folder] = process.argv.slice(1);
      const worker = new Worker(workerFile, { execArgv: [] });
      const data = new Uint8Array(32 * 1024 * 1024);
      await new Promise((written) => {
        worker.once('message', written);
        worker.postMessage({ id: 1, temp: folder + '/big.tmp', target: folder + '/big', data });
      });
      const held = (await worker.getHeapStatistics()).external_memory;
      await new Promise((wait) => setTimeout(wait, 1500));
      const kept = (await worker.getHeapStatistics()).external_memory;
      await worker.terminate();
      console.log(JSON.stringify({ held, kept }));`;
    const workerFile = new URL('./small-blob-writer.worker.mjs', import.meta.url).pathname;
    const run = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', probe, workerFile, dir], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const { held, kept } = JSON.parse(run.stdout) as { held: number; kept: number };
    expect(held).toBeGreaterThan(32 * 1024 * 1024);
    expect(kept).toBeLessThan(8 * 1024 * 1024);
  });
});
