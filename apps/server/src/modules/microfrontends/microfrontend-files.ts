import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { errorEnvelope, MICROFRONTEND_MANIFEST, serverMessages } from '@arca/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BundledMicrofrontend } from './bundled-microfrontends.ts';

/** Where bundled builds are served: `microfrontendPaths.assets(name)` is below it. */
export const MICROFRONTEND_FILES_BASE = '/ui/mfe/';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/**
 * A name a bundler gave a content hash (`index-B7xk29Qa.js`, `chunk.3f9a12bc.css`): a last part
 * of eight or more letters and digits, holding both, before the extension. Plain words
 * (`component.js`) do not match, so they are never cached for good by mistake.
 */
const HASHED_NAME = /[.-](?=[A-Za-z0-9_]*\d)(?=[A-Za-z0-9_]*[A-Za-z])[A-Za-z0-9_]{8,}\.[A-Za-z0-9]+$/;

export function cacheControlOf(file: string, entry: string): string {
  if (file === MICROFRONTEND_MANIFEST || file === entry) return 'no-cache';
  const base = file.slice(file.lastIndexOf('/') + 1);
  return file.startsWith('assets/') || HASHED_NAME.test(base) ? IMMUTABLE : 'no-cache';
}

/** The file's path segments when it names something inside the build, else undefined. */
function segmentsOf(file: string): string[] | undefined {
  if (file === '' || file.includes('\\') || file.includes('\0') || file.includes('%')) return undefined;
  const segments = file.split('/');
  // Empty, '.', '..' and hidden segments never name a file the build means to publish.
  return segments.every((segment) => segment !== '' && !segment.startsWith('.')) ? segments : undefined;
}

/** The real path of the file when it lies inside the build (a link pointing out of it does not count). */
async function fileInside(
  dist: string,
  segments: string[],
): Promise<{ path: string; size: number; mtimeMs: number } | undefined> {
  try {
    const root = await realpath(dist);
    const path = await realpath(join(root, ...segments));
    if (!path.startsWith(root + sep)) return undefined;
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send(errorEnvelope(404, serverMessages.notFound));
}

/**
 * `GET /ui/mfe/{name}/{file…}`: the files of a build the server ships, whether or not its
 * registry entry is removed (the registry decides what the console mounts, not what may be read).
 * Anything else under the path is the 404 envelope, never the console's page.
 */
export function microfrontendFilesRoute(bundledOf: (name: string) => BundledMicrofrontend | undefined) {
  return async function register(app: FastifyInstance) {
    app.get<{ Params: { name: string; '*': string } }>(`${MICROFRONTEND_FILES_BASE}:name/*`, async (request, reply) => {
      const bundled = bundledOf(request.params.name);
      const segments = segmentsOf(request.params['*']);
      if (!bundled || !segments) return notFound(reply);
      const found = await fileInside(bundled.dist, segments);
      if (!found) return notFound(reply);
      const file = segments.join('/');
      const etag = `W/"${found.size.toString(16)}-${Math.trunc(found.mtimeMs).toString(16)}"`;
      reply
        .header('cache-control', cacheControlOf(file, bundled.manifest.entry))
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply
        .header('content-type', CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream')
        .header('content-length', found.size)
        .send(createReadStream(found.path));
    });
  };
}
