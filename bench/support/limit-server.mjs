// The machine's limit for a response: plain node:http sending Buffers held in memory with
// content-length, in a process of its own (as a server would be). A route may carry a gzip
// variant made once at start, served when the request accepts gzip, as a server that keeps
// compressed variants would.
//
// As a module: startLimitServer(scratch, routes). As a program: node limit-server.mjs <manifest.json> <port>.
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { freePort, startProcess } from '../lib/processes.mjs';

const HERE = fileURLToPath(import.meta.url);

/**
 * Starts the limit server on 127.0.0.1 with `routes` ([{ path, body: Buffer|string, contentType?,
 * gzip?: boolean | Buffer, headers? }]): `gzip: true` compresses the body once at start, a Buffer
 * is served as the gzip variant as it is (e.g. the bytes Arca itself sends). The bodies go through
 * files in `scratch`. Returns { baseUrl, pid, stop() } like the other started systems.
 */
export async function startLimitServer(scratch, routes) {
  const manifest = routes.map((route, index) => {
    const file = join(scratch, `limit-${index}.bin`);
    writeFileSync(file, route.body);
    let gzipFile = null;
    if (Buffer.isBuffer(route.gzip)) {
      gzipFile = `${file}.gz`;
      writeFileSync(gzipFile, route.gzip);
    }
    return {
      path: route.path,
      file,
      contentType: route.contentType ?? 'application/octet-stream',
      gzip: Boolean(route.gzip),
      gzipFile,
      headers: route.headers ?? {},
    };
  });
  const manifestFile = join(scratch, 'limit-manifest.json');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const handle = await startProcess({
    command: process.execPath,
    args: [HERE, manifestFile, String(port)],
    readyUrl: `${baseUrl}/-/ready`,
  });
  return { baseUrl, pid: handle.pid, stop: () => handle.stop() };
}

function serve(manifestFile, port) {
  const routes = new Map();
  for (const route of JSON.parse(readFileSync(manifestFile, 'utf8'))) {
    const body = readFileSync(route.file);
    const common = { 'content-type': route.contentType, ...route.headers };
    const plain = { ...common, 'content-length': body.length };
    const entry = { body, headers: route.gzip ? { ...plain, vary: 'Accept-Encoding' } : plain };
    if (route.gzip) {
      const gz = route.gzipFile ? readFileSync(route.gzipFile) : gzipSync(body);
      entry.gz = gz;
      entry.gzHeaders = { ...common, 'content-length': gz.length, 'content-encoding': 'gzip', vary: 'Accept-Encoding' };
    }
    routes.set(route.path, entry);
  }
  createServer((req, res) => {
    if (req.url === '/-/ready') return res.writeHead(200, { 'content-length': 2 }).end('ok');
    const entry = routes.get(req.url);
    if (!entry) return res.writeHead(404, { 'content-length': 0 }).end();
    if (entry.gz && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      return res.writeHead(200, entry.gzHeaders).end(entry.gz);
    }
    res.writeHead(200, entry.headers).end(entry.body);
  }).listen(Number(port), '127.0.0.1');
}

if (process.argv[1] === HERE) serve(process.argv[2], process.argv[3]);
