import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join, relative } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { CrashPoint } from '../lib/crash-point.ts';
import { type ArcaProcess, adminAuth, startArcaProcess } from './arca-process.ts';

/** One call as the administrator; a JSON body is sent as such. */
export function api(
  arca: ArcaProcess,
  method: string,
  path: string,
  body?: object | Buffer | string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const json = body !== undefined && !Buffer.isBuffer(body) && typeof body !== 'string';
  return fetch(`${arca.baseUrl}${path}`, {
    method,
    headers: { authorization: adminAuth, ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : body }),
  });
}

export async function createRepository(arca: ArcaProcess, key: string, packageType = 'generic'): Promise<void> {
  const res = await api(arca, 'PUT', `/artifactory/api/repositories/${key}`, { rclass: 'local', packageType });
  if (res.status !== 200) throw new Error(`creating ${key}: ${res.status} ${await res.text()}`);
}

export const sha256Of = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Deterministic bytes that differ per seed, so no two bodies of a test share a blob by accident. */
export function bytesOf(seed: string, size: number): Buffer {
  const out = Buffer.alloc(size);
  let block = createHash('sha512').update(seed).digest();
  for (let offset = 0; offset < size; offset += block.length) {
    block.copy(out, offset);
    block = createHash('sha512').update(block).digest();
  }
  return out;
}

/** A request whose body goes out only as far as the test lets it: the way to be cut mid-transfer. */
export interface HeldRequest {
  /** Sends the body up to `bytes` (all of it when omitted), waiting for the socket to take it. */
  sendUpTo(bytes?: number): Promise<void>;
  /** The answer, or the error of a connection the server dropped. */
  answer: Promise<{ status: number; body: string }>;
}

export function heldRequest(
  arca: ArcaProcess,
  method: string,
  path: string,
  body: Buffer,
  headers: Record<string, string> = {},
): HeldRequest {
  const url = new URL(arca.baseUrl);
  const req = request({
    host: url.hostname,
    port: url.port,
    method,
    path,
    agent: false,
    headers: {
      authorization: adminAuth,
      'content-type': 'application/octet-stream',
      'content-length': String(body.length),
      ...headers,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
  });
  // Seen by the test through `answer`; an unobserved rejection must not end the run first.
  answer.catch(() => undefined);
  let sent = 0;
  const CHUNK = 64 * 1024;
  return {
    answer,
    async sendUpTo(bytes = body.length) {
      const until = Math.min(Math.floor(bytes), body.length);
      while (sent < until && !req.destroyed) {
        const chunk = body.subarray(sent, Math.min(sent + CHUNK, until));
        sent += chunk.length;
        await new Promise<void>((resolve) => req.write(chunk, () => resolve()));
      }
      if (sent === body.length && !req.destroyed) req.end();
    },
  };
}

/** Every file under `dir`, relative to it; none when it does not exist. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

/** The bytes of every file under `dir` together. */
export function bytesUnder(dir: string): number {
  return filesUnder(dir).reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
}

/** Blob files of the store, by sha256 (incoming files left out). */
export function blobFiles(arca: ArcaProcess): string[] {
  return filesUnder(join(arca.dataDir, 'blobs'))
    .filter((file) => !file.startsWith('.incoming'))
    .map((file) => file.split('/').pop() ?? '')
    .sort();
}

/**
 * Reads the process's database as it stands, from outside the process: SQLite read-only, or a
 * client of its PostgreSQL database. Write `?` for parameters.
 */
export async function queryDatabase<T extends Record<string, unknown>>(
  arca: ArcaProcess,
  text: string,
  params: (string | number)[] = [],
): Promise<T[]> {
  if (!arca.databaseUrl) {
    const database = new DatabaseSync(join(arca.dataDir, 'db', 'arca.db'), { readOnly: true });
    try {
      return database.prepare(text).all(...params) as T[];
    } finally {
      database.close();
    }
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: arca.databaseUrl });
  await client.connect();
  try {
    let n = 0;
    return (
      await client.query(
        text.replace(/\?/g, () => `$${++n}`),
        params,
      )
    ).rows as T[];
  } finally {
    await client.end();
  }
}

export async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Runs `action` against a process over `arca`'s data dir and database (which must be stopped) that
 * kills itself at `point`; fails unless the action was cut by it.
 */
export async function crashAt(
  arca: ArcaProcess,
  point: CrashPoint,
  action: (crashing: ArcaProcess) => Promise<unknown>,
): Promise<void> {
  const crashing = await startArcaProcess({
    dataDir: arca.dataDir,
    databaseUrl: arca.databaseUrl,
    env: { ARCA_TEST_CRASH_AT: point },
  });
  try {
    const cut = await action(crashing).then(
      () => false,
      () => true,
    );
    const alive = await fetch(`${crashing.baseUrl}/artifactory/api/v1/system/readiness`).then(
      () => true,
      () => false,
    );
    if (!cut || alive) throw new Error(`the process did not stop at ${point}:\n${crashing.output()}`);
  } finally {
    await crashing.dispose();
  }
}
