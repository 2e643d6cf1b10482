import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the server sends often enough to be worth compressing ahead; images are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|map|txt)$/;
/**
 * What a compressed answer costs beyond the plain one: its `Content-Encoding` header (the `Vary`
 * header goes out either way). A copy that does not save more than this is not written, so the
 * file goes plain; a screen's small chunks (a few hundred bytes each) still save a third or more.
 */
const HEADER_BYTES = 24;

/**
 * Writes `name.br` and `name.gz` beside every compressible file of the build, at the highest
 * levels: the build pays once, so every browser gets the smallest bytes without the server
 * compressing per request. The server picks one by `Accept-Encoding`.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'arca-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const names = await readdir(outDir, { recursive: true });
      await Promise.all(
        names
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const path = join(outDir, name);
            const body = await readFile(path);
            const [br, gz] = await Promise.all([
              brotli(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            const worthIt = (copy: Buffer) => copy.length + HEADER_BYTES < body.length;
            await Promise.all([
              worthIt(br) ? writeFile(`${path}.br`, br) : undefined,
              worthIt(gz) ? writeFile(`${path}.gz`, gz) : undefined,
            ]);
          }),
      );
    },
  };
}
