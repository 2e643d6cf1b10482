// The limit for an OCI transfer with a given client: a registry in plain node:http that does the
// least a registry can, so what it reaches is the client's and the machine's pace rather than a
// server's. A push's bytes go to a file (no digest computed, no flush to disk); a pull streams that
// file back. It keeps its manifests in memory, takes anyone, and checks nothing.
//
// As a module: startOciLimitRegistry(dir). As a program: node oci-limit-registry.mjs <dir> <port>.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess } from '../lib/processes.mjs';

const HERE = fileURLToPath(import.meta.url);

/** Starts the registry with its files under `dir`; returns the process handle plus `host` (`127.0.0.1:port`). */
export async function startOciLimitRegistry(dir) {
  const port = await freePort();
  const host = `127.0.0.1:${port}`;
  const handle = await startProcess({
    command: process.execPath,
    args: [HERE, dir, String(port)],
    readyUrl: `http://${host}/v2/`,
  });
  return { ...handle, host };
}

async function bodyOf(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function serve(dir, port) {
  /** Upload ids and digests to the file that holds their bytes. */
  const files = new Map();
  const manifests = new Map();
  let uploads = 0;
  const answer = (response, status, headers = {}, body = '') =>
    response.writeHead(status, { 'content-length': Buffer.byteLength(body), ...headers }).end(body);

  const handle = async (request, response) => {
    const url = new URL(request.url, 'http://registry');
    const path = url.pathname;
    if (path === '/v2/') return answer(response, 200, {}, '{}');
    const upload = path.match(/\/blobs\/uploads\/(\d*)$/);
    if (upload && request.method === 'POST') {
      const id = String(++uploads);
      files.set(id, join(dir, `upload-${id}`));
      return answer(response, 202, { location: `${path}${id}`, range: '0-0' });
    }
    if (upload && (request.method === 'PATCH' || request.method === 'PUT')) {
      const file = files.get(upload[1]);
      await pipeline(request, createWriteStream(file, { flags: 'a' }));
      const digest = url.searchParams.get('digest');
      if (request.method === 'PATCH') return answer(response, 202, { location: path, range: '0-0' });
      files.set(digest, file);
      return answer(response, 201, { location: path, 'docker-content-digest': digest });
    }
    const blob = path.match(/\/blobs\/(sha256:[0-9a-f]{64})$/);
    if (blob) {
      const file = files.get(blob[1]);
      if (!file) return answer(response, 404);
      response.writeHead(200, { 'content-length': statSync(file).size, 'docker-content-digest': blob[1] });
      if (request.method === 'HEAD') return response.end();
      return pipeline(createReadStream(file, { highWaterMark: 1024 * 1024 }), response);
    }
    if (/\/manifests\/[^/]+$/.test(path)) {
      if (request.method === 'PUT') {
        const body = await bodyOf(request);
        const manifest = { body, type: request.headers['content-type'] };
        const digest = `sha256:${createHash('sha256').update(body).digest('hex')}`;
        manifests.set(path, manifest);
        manifests.set(path.replace(/[^/]+$/, digest), manifest);
        return answer(response, 201, { 'docker-content-digest': digest });
      }
      const manifest = manifests.get(path);
      if (!manifest) return answer(response, 404);
      response.writeHead(200, { 'content-type': manifest.type, 'content-length': manifest.body.length });
      return response.end(request.method === 'HEAD' ? undefined : manifest.body);
    }
    return answer(response, 404);
  };
  // A client that hangs up mid-transfer fails that transfer only.
  createServer((request, response) => handle(request, response).catch(() => response.destroy())).listen(
    Number(port),
    '127.0.0.1',
  );
}

if (process.argv[1] === HERE) serve(process.argv[2], process.argv[3]);
