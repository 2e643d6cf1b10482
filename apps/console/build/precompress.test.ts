import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Runs the plugin over a build directory holding `files`. */
async function compressBuild(files: Record<string, string>): Promise<string> {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  const plugin = precompress() as unknown as {
    configResolved(config: { root: string; build: { outDir: string } }): void;
    closeBundle(): Promise<void>;
  };
  plugin.configResolved({ root: dir, build: { outDir: '.' } });
  await plugin.closeBundle();
  return dir;
}

describe('the build’s compressed copies', () => {
  it('are written for a small chunk that they make smaller, as a screen’s few-hundred-byte chunks are', async () => {
    const chunk = `import{a as e}from"./shell.js";${'export function t(n){return e(n,"packages")}'.repeat(8)}`;
    expect(chunk.length).toBeLessThan(1024);
    const build = await compressBuild({ 'small.js': chunk });
    expect(existsSync(join(build, 'small.js.br'))).toBe(true);
    expect(existsSync(join(build, 'small.js.gz'))).toBe(true);
  });

  it('are left out where they would not save more than their header costs', async () => {
    const build = await compressBuild({ 'tiny.js': 'export{};' });
    expect(existsSync(join(build, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(build, 'tiny.js.gz'))).toBe(false);
  });
});
