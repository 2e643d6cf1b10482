import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RotatingFile } from './rotating-file.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('RotatingFile', () => {
  it('shifts the live file to .1, .2 … past the size limit and keeps only the newest N', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arca-rotate-'));
    dirs.push(dir);
    const path = join(dir, 'artifactory-service.log');
    const file = new RotatingFile(path, { maxBytes: 100, keep: 2 });
    for (let i = 0; i < 8; i++) file.write(`${String(i).repeat(59)}\n`); // 60 bytes a line: rotates every 2nd line
    file.end();
    expect(existsSync(`${path}.1`)).toBe(true);
    expect(existsSync(`${path}.2`)).toBe(true);
    expect(existsSync(`${path}.3`)).toBe(false);
    // Whole lines only, newest in .1, older in .2; nothing split across files.
    expect(readFileSync(`${path}.1`, 'utf8')).toBe(`${'6'.repeat(59)}\n${'7'.repeat(59)}\n`);
    expect(readFileSync(`${path}.2`, 'utf8')).toBe(`${'4'.repeat(59)}\n${'5'.repeat(59)}\n`);
    expect(readFileSync(path, 'utf8')).toBe('');
  });

  it('counts what an earlier run already wrote', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arca-rotate-'));
    dirs.push(dir);
    const path = join(dir, 'x.log');
    const first = new RotatingFile(path, { maxBytes: 100, keep: 3 });
    first.write(`${'a'.repeat(79)}\n`);
    first.end();
    const second = new RotatingFile(path, { maxBytes: 100, keep: 3 });
    second.write(`${'b'.repeat(29)}\n`);
    second.end();
    expect(readFileSync(`${path}.1`, 'utf8')).toBe(`${'a'.repeat(79)}\n${'b'.repeat(29)}\n`);
  });

  it('gathers lines of a batched file and writes them together when due, flushed or ended', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arca-rotate-'));
    dirs.push(dir);
    const path = join(dir, 'artifactory-request.log');
    const file = new RotatingFile(path, { maxBytes: 1000, keep: 2, batchMs: 30 });
    file.write('one\n');
    file.write('two\n');
    expect(readFileSync(path, 'utf8')).toBe('');
    file.flush();
    expect(readFileSync(path, 'utf8')).toBe('one\ntwo\n');
    file.write('three\n');
    await expect.poll(() => readFileSync(path, 'utf8'), { timeout: 2000 }).toBe('one\ntwo\nthree\n');
    // A batch that passes the size limit rotates after it, whole.
    const big = `${'x'.repeat(999)}\n`;
    file.write(big);
    file.write('after\n');
    file.end();
    expect(readFileSync(`${path}.1`, 'utf8')).toBe(`one\ntwo\nthree\n${big}after\n`);
    expect(readFileSync(path, 'utf8')).toBe('');
  });
});
