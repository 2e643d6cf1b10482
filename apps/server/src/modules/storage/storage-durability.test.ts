import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { type ClientRequest, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { StorageFileList } from '@arca/contract';
import { afterEach, describe, expect, it } from 'vitest';

const MAIN = new URL('../../main.ts', import.meta.url).pathname;
const PASSWORD = 'Durable-Passw0rd!';
const AUTH = `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`;
const MiB = 1024 * 1024;

/**
 * How much the server's resident memory may grow while 1 GiB streams through it, in either
 * direction. A streamed body only ever holds a few stream buffers (tens of KiB per stage) plus
 * the garbage the collector has not reclaimed yet; a server that buffered even a tenth of the
 * body would cross it.
 */
const STREAMING_RSS_GROWTH_LIMIT = 150 * MiB;

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  pid: number;
  host: string;
  port: number;
  exited: Promise<void>;
}

async function startServer(dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', ARCA_DATA_DIR: dataDir, ARCA_PORT: '0', ARCA_ADMIN_PASSWORD: PASSWORD },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (data) => {
    output += data;
  });
  child.stderr?.on('data', (data) => {
    output += data;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let waited = 0; waited < 20_000; waited += 50) {
    const match = output.match(/ready at http:\/\/([^:/]+):(\d+)\//);
    if (match?.[1] && match[2] && child.pid)
      return { child, pid: child.pid, host: match[1], port: Number(match[2]), exited };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not start: ${output}`);
}

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arca-durability-'));
  dirs.push(dir);
  return dir;
}

async function call(server: Server, method: string, path: string, body?: object): Promise<Response> {
  return fetch(`http://${server.host}:${server.port}${path}`, {
    method,
    headers: { authorization: AUTH, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

async function createGenericRepository(server: Server, key: string) {
  const res = await call(server, 'PUT', `/artifactory/api/repositories/${key}`, {
    rclass: 'local',
    packageType: 'generic',
  });
  expect(res.status, await res.text()).toBe(200);
}

interface Upload {
  status: number;
  body: string;
  /** The sha256 of what was sent. */
  sentSha256: string;
}

/**
 * Streams `size` bytes made by `chunkAt(index)` to a deploy, on its own connection, writing only
 * as fast as the server reads. Rejects when the connection breaks.
 */
function streamUpload(
  server: Server,
  path: string,
  size: number,
  chunkAt: (index: number) => Buffer,
): { done: Promise<Upload>; req: ClientRequest } {
  const req = request({
    host: server.host,
    port: server.port,
    method: 'PUT',
    path,
    agent: false,
    headers: { authorization: AUTH, 'content-length': String(size), 'content-type': 'application/octet-stream' },
  });
  const sent = createHash('sha256');
  const done = new Promise<Upload>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          sentSha256: sent.digest('hex'),
        }),
      );
      res.on('error', reject);
    });
  });
  const write = async () => {
    let length = 0;
    for (let index = 0; length < size && !req.destroyed; index++) {
      const chunk = chunkAt(index).subarray(0, size - length);
      length += chunk.length;
      sent.update(chunk);
      if (!req.write(chunk))
        await new Promise<void>((resolve) => {
          const go = () => {
            req.off('drain', go);
            req.off('close', go);
            resolve();
          };
          req.on('drain', go);
          req.on('close', go);
        });
    }
    if (!req.destroyed) req.end();
  };
  write().catch((error: unknown) => req.destroy(error instanceof Error ? error : new Error(String(error))));
  return { done, req };
}

/** Downloads a file and returns the sha256 and length of what arrived. */
function downloadDigest(server: Server, path: string): Promise<{ status: number; sha256: string; size: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: server.host, port: server.port, method: 'GET', path, agent: false, headers: { authorization: AUTH } },
      (res) => {
        const hash = createHash('sha256');
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          size += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, sha256: hash.digest('hex'), size }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The server process's resident memory, from the kernel's account of it. */
function residentBytes(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

const blobPath = (dataDir: string, sha256: string) =>
  join(dataDir, 'blobs', sha256.slice(0, 2), sha256.slice(2, 4), sha256);

/** Every blob file in the store, by its sha256. */
function blobFiles(dataDir: string): string[] {
  return readdirSync(join(dataDir, 'blobs'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('.incoming'))
    .map((entry) => entry.name);
}

async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a server killed during uploads', () => {
  it('keeps every acknowledged upload, and nothing torn, after a restart on the same data', async () => {
    const dataDir = tempDataDir();
    const first = await startServer(dataDir);
    await createGenericRepository(first, 'drops');

    // 50 distinct bodies of 2 to 5 MiB, so they finish at different times; each chunk carries its
    // upload's and its own number, so no two bodies (nor two chunks) are alike.
    const CHUNK = 64 * 1024;
    const base = createHash('sha512').update('durability').digest();
    const pattern = Buffer.alloc(CHUNK);
    for (let offset = 0; offset < CHUNK; offset += base.length) base.copy(pattern, offset);
    const chunkOf = (upload: number) => (index: number) => {
      const chunk = Buffer.from(pattern);
      chunk.writeUInt32BE(upload, 0);
      chunk.writeUInt32BE(index, 4);
      return chunk;
    };
    const uploads = Array.from({ length: 50 }, (_, upload) => {
      const size = 2 * MiB + upload * 61_440 + upload;
      const hash = createHash('sha256');
      for (let sent = 0, index = 0; sent < size; index++) {
        const chunk = chunkOf(upload)(index).subarray(0, size - sent);
        hash.update(chunk);
        sent += chunk.length;
      }
      return {
        name: `file-${String(upload).padStart(2, '0')}.bin`,
        size,
        sha256: hash.digest('hex'),
        chunkAt: chunkOf(upload),
      };
    });
    const expected = new Map(uploads.map((upload) => [upload.name, upload]));

    const acknowledged = new Set<string>();
    let acknowledgedBeforeKill = new Set<string>();
    const running = uploads.map((upload) => {
      const { done } = streamUpload(first, `/artifactory/drops/${upload.name}`, upload.size, upload.chunkAt);
      return done.then(
        (answer) => {
          if (answer.status === 201) acknowledged.add(upload.name);
          // Killed at the tenth acknowledgement, while the rest is still on its way: a server
          // that takes uploads quickly could finish them all between two polls.
          if (acknowledged.size === 10 && acknowledgedBeforeKill.size === 0) {
            acknowledgedBeforeKill = new Set(acknowledged);
            first.child.kill('SIGKILL');
          }
          return answer;
        },
        () => undefined,
      );
    });

    await eventually(() => acknowledgedBeforeKill.size >= 10, '10 uploads are acknowledged', 60_000);
    await first.exited;
    await Promise.all(running);
    expect(acknowledgedBeforeKill.size).toBeLessThan(uploads.length);

    const second = await startServer(dataDir);
    const listing = await call(second, 'GET', '/artifactory/api/storage/drops?list&deep=1');
    expect(listing.status).toBe(200);
    const files = ((await listing.json()) as StorageFileList).files.filter((file) => !file.folder);
    const listed = files.map((file) => file.uri.slice(1));

    // What the server acknowledged survived the kill.
    for (const name of acknowledgedBeforeKill) expect(listed).toContain(name);
    // Whatever is listed is whole: the right size, the right content.
    for (const file of files) {
      const upload = expected.get(file.uri.slice(1));
      expect(upload, `unexpected file ${file.uri}`).toBeDefined();
      if (!upload) continue;
      expect(Number(file.size)).toBe(upload.size);
      const download = await downloadDigest(second, `/artifactory/drops/${file.uri.slice(1)}`);
      expect(download).toEqual({ status: 200, sha256: upload.sha256, size: upload.size });
    }

    // The database and the blob files agree once the start-up sweep has run.
    const database = new DatabaseSync(join(dataDir, 'db', 'arca.db'), { readOnly: true });
    try {
      const rows = () => ({
        items: database
          .prepare("SELECT sha256 FROM items WHERE type = 'file'")
          .all()
          .map((row) => String(row.sha256)),
        blobs: database
          .prepare('SELECT sha256 FROM blobs')
          .all()
          .map((row) => String(row.sha256)),
      });
      await eventually(
        () => {
          const { items, blobs } = rows();
          const files = blobFiles(dataDir);
          return (
            files.every((sha256) => blobs.includes(sha256) && items.includes(sha256)) && files.length === blobs.length
          );
        },
        'every blob file has its row and every row its file',
        15_000,
      );
      const { items, blobs } = rows();
      expect(items.length).toBe(listed.length);
      for (const sha256 of [...items, ...blobs]) expect(existsSync(blobPath(dataDir, sha256)), sha256).toBe(true);
      expect(blobFiles(dataDir).sort()).toEqual([...new Set(items)].sort());
    } finally {
      database.close();
    }
    expect(readdirSync(join(dataDir, 'blobs', '.incoming'))).toEqual([]);
  }, 120_000);
});

describe('a 1 GiB artifact', () => {
  it('streams through the server both ways without holding it in memory', async () => {
    const dataDir = tempDataDir();
    const server = await startServer(dataDir);
    await createGenericRepository(server, 'big');
    // Warm the deploy and download paths up before measuring the server at rest.
    const warmUp = streamUpload(server, '/artifactory/big/warm-up.bin', 4 * MiB, () => Buffer.alloc(MiB, 'w'));
    expect((await warmUp.done).status).toBe(201);
    expect((await downloadDigest(server, '/artifactory/big/warm-up.bin')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const idle = residentBytes(server.pid);

    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(server.pid));
    }, 100);
    try {
      const SIZE = 1024 * MiB;
      const pattern = createHash('sha512').update('one gibibyte').digest();
      const block = Buffer.alloc(MiB);
      for (let offset = 0; offset < MiB; offset += pattern.length) pattern.copy(block, offset);
      // Each MiB is a fresh buffer numbered by its place: generated as the socket takes it.
      const upload = streamUpload(server, '/artifactory/big/one-gibibyte.bin', SIZE, (index) => {
        const chunk = Buffer.allocUnsafe(MiB);
        block.copy(chunk);
        chunk.writeUInt32BE(index, 0);
        return chunk;
      });
      const answer = await upload.done;
      const sha256 = answer.sentSha256;
      expect(answer.status, answer.body).toBe(201);
      const info = JSON.parse(answer.body) as { size: string; checksums: { sha256: string } };
      expect(info.size).toBe(String(SIZE));
      expect(info.checksums.sha256).toBe(sha256);

      const download = await downloadDigest(server, '/artifactory/big/one-gibibyte.bin');
      expect(download).toEqual({ status: 200, sha256, size: SIZE });
      peak = Math.max(peak, residentBytes(server.pid));
    } finally {
      clearInterval(sampler);
    }
    expect(peak - idle, `idle ${idle} bytes, peak ${peak} bytes`).toBeLessThan(STREAMING_RSS_GROWTH_LIMIT);
  }, 240_000);
});
