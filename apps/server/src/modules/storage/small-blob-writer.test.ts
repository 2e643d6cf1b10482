import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
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
  it('writes one write at a time through the pool, without a thread', async () => {
    await writer.write(join(dir, 'a.tmp'), join(dir, 'nested', 'a'), Buffer.from('first'));
    expect(readFileSync(join(dir, 'nested', 'a'), 'utf8')).toBe('first');
    expect(existsSync(join(dir, 'a.tmp'))).toBe(false);
    expect(writer.threads).toBe(0);
  });

  it('starts a thread for writes that overlap, ends it once idle, and writes through the pool again', async () => {
    const names = ['b', 'c', 'd', 'e'];
    await Promise.all(names.map((name) => writer.write(join(dir, `${name}.tmp`), join(dir, name), Buffer.from(name))));
    for (const name of names) expect(readFileSync(join(dir, name), 'utf8')).toBe(name);
    expect(writer.threads).toBeGreaterThan(0);
    await expect.poll(() => writer.threads, { timeout: 2000 }).toBe(0);
    await writer.write(join(dir, 'f.tmp'), join(dir, 'f'), Buffer.from('after'));
    expect(readFileSync(join(dir, 'f'), 'utf8')).toBe('after');
    expect(writer.threads).toBe(0);
  });

  it('keeps content stored already as it is, on either path', async () => {
    await writer.write(join(dir, 'g.tmp'), join(dir, 'g'), Buffer.from('stored'));
    await Promise.all([
      writer.write(join(dir, 'g2.tmp'), join(dir, 'g'), Buffer.from('again')),
      writer.write(join(dir, 'g3.tmp'), join(dir, 'g'), Buffer.from('and again')),
    ]);
    expect(readFileSync(join(dir, 'g'), 'utf8')).toBe('stored');
    expect(['g2.tmp', 'g3.tmp'].filter((name) => existsSync(join(dir, name)))).toEqual([]);
  });

  it('fails a write the disk refuses with its code, on either path, and leaves no incoming file', async () => {
    const full = (name: string) => {
      symlinkSync('/dev/full', join(dir, `${name}.tmp`));
      return writer.write(join(dir, `${name}.tmp`), join(dir, name), Buffer.from(name));
    };
    await expect.poll(() => writer.threads, { timeout: 2000 }).toBe(0);
    await expect(full('h')).rejects.toMatchObject({ code: 'ENOSPC' });
    const [alone, beside] = await Promise.allSettled([
      writer.write(join(dir, 'i.tmp'), join(dir, 'i'), Buffer.from('i')),
      full('j'),
    ]);
    expect(alone.status).toBe('fulfilled');
    expect(beside).toMatchObject({ status: 'rejected', reason: { code: 'ENOSPC' } });
    expect(writer.threads).toBeGreaterThan(0);
    for (const name of ['h', 'j']) {
      expect(existsSync(join(dir, name))).toBe(false);
      expect(existsSync(join(dir, `${name}.tmp`))).toBe(false);
    }
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
