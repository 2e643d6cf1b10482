import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { serverMessages } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../test/build-test-app.ts';
import { type ArcaProcess, adminAuth, startArcaProcess } from './arca-process.ts';

let mountPoint: string;
let mounted = false;
let arca: ArcaProcess;
const filler = () => join(mountPoint, 'filler');
const kept = randomBytes(64 * 1024);
const refused = randomBytes(512 * 1024);
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

interface Answer {
  status: number;
  body: Buffer;
}

async function send(method: string, path: string, body?: Buffer | string, headers: Record<string, string> = {}) {
  const response = await fetch(`${arca.baseUrl}${path}`, {
    method,
    headers: { authorization: adminAuth, ...headers },
    ...(body === undefined ? {} : { body }),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

function expectEnvelope(answer: Answer, status: number, message: string) {
  expect(answer.status, answer.body.toString()).toBe(status);
  expect(JSON.parse(answer.body.toString())).toEqual({ errors: [{ status, message }] });
}

/** Writes to the file system until it refuses with ENOSPC: the data dir then has no free block. */
function fillUp(): void {
  const fd = openSync(filler(), 'a');
  try {
    for (const size of [1024 * 1024, 4096, 512]) {
      const chunk = Buffer.alloc(size, 1);
      for (;;) {
        try {
          writeSync(fd, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
          throw error;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
}

/** Files of the blob store, half-written ones included, relative to it. */
function blobFiles(): string[] {
  const root = join(mountPoint, 'blobs');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
}

beforeAll(async () => {
  if (process.getuid?.() !== 0)
    throw new Error('The disk-full test mounts a small tmpfs as the data dir and must run as root, as CI does.');
  mountPoint = mkdtempSync(join(tmpdir(), 'arca-disk-full-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mountPoint]);
  mounted = true;
  arca = await startArcaProcess({ dataDir: mountPoint });
  const created = await send(
    'PUT',
    '/artifactory/api/repositories/data',
    JSON.stringify({ rclass: 'local', packageType: 'generic' }),
    {
      'content-type': 'application/json',
    },
  );
  expect(created.status, created.body.toString()).toBe(200);
  expect((await send('PUT', '/artifactory/data/kept.bin', kept)).status).toBe(201);
}, 60_000);

afterAll(async () => {
  await arca?.dispose();
  if (mounted) execFileSync('umount', [mountPoint]);
  if (mountPoint) rmSync(mountPoint, { recursive: true, force: true });
}, 30_000);

describe('the data dir runs out of space', () => {
  it('answers 507 to a deploy, keeps nothing of it, serves what it has, and takes it once space returns', async () => {
    fillUp();
    const before = blobFiles();

    const full = await send('PUT', '/artifactory/data/refused.bin', refused);
    expectEnvelope(full, 507, serverMessages.diskFull);
    expect(blobFiles()).toEqual(before);
    expect(blobFiles().some((file) => file.endsWith(sha256(refused)))).toBe(false);
    expect((await send('GET', '/artifactory/data/refused.bin')).status).toBe(404);
    const listed = await send('GET', '/artifactory/api/storage/data?list&deep=1');
    expect(JSON.parse(listed.body.toString()).files.map((file: { uri: string }) => file.uri)).toEqual(['/kept.bin']);

    const read = await send('GET', '/artifactory/data/kept.bin');
    expect(read.status).toBe(200);
    expect(read.body.equals(kept)).toBe(true);

    rmSync(filler());
    const again = await send('PUT', '/artifactory/data/refused.bin', refused);
    expect(again.status, again.body.toString()).toBe(201);
    const back = await send('GET', '/artifactory/data/refused.bin');
    expect(back.body.equals(refused)).toBe(true);
  }, 30_000);

  it('answers 507 to a database write that finds no room (SQLite in the data dir), and the database stays sound', async () => {
    fillUp();
    // Creating a repository adds no blob: only the database grows. Repeated until the file system
    // refuses (SQLite first reuses free pages of its file and its WAL).
    const notes = 'n'.repeat(8000);
    let refusal: Answer | undefined;
    let made = 0;
    for (let n = 0; n < 400 && !refusal; n++) {
      const answer = await send(
        'PUT',
        `/artifactory/api/repositories/meta-${n}`,
        JSON.stringify({ rclass: 'local', packageType: 'generic', notes }),
        { 'content-type': 'application/json' },
      );
      if (answer.status === 200) made++;
      else refusal = answer;
    }
    if (testDatabaseUrl) {
      // On PostgreSQL the database lies elsewhere: metadata writes go on while the data dir is full.
      expect(refusal, refusal?.body.toString()).toBeUndefined();
    } else {
      expect(refusal, 'SQLite ran out of space').toBeDefined();
      expectEnvelope(refusal as Answer, 507, serverMessages.storageFull);
      const read = await send('GET', '/artifactory/data/kept.bin');
      expect(read.body.equals(kept)).toBe(true);
    }

    rmSync(filler());
    const after = await send(
      'PUT',
      '/artifactory/api/repositories/after-space-returns',
      JSON.stringify({ rclass: 'local', packageType: 'generic', notes }),
      { 'content-type': 'application/json' },
    );
    expect(after.status, after.body.toString()).toBe(200);
    const repositories = JSON.parse((await send('GET', '/artifactory/api/repositories')).body.toString()) as {
      key: string;
    }[];
    expect(repositories.filter((repository) => repository.key.startsWith('meta-'))).toHaveLength(made);

    // The process ends as a crash would, and the database it leaves is whole and holds every answered write.
    await arca.crash();
    if (!testDatabaseUrl) {
      const file = join(mountPoint, 'db', 'arca.db');
      expect(existsSync(file)).toBe(true);
      const database = new DatabaseSync(file);
      try {
        expect(database.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
      } finally {
        database.close();
      }
    }
    arca = await arca.restart();
    for (const [path, content] of [
      ['kept.bin', kept],
      ['refused.bin', refused],
    ] as const) {
      const read = await send('GET', `/artifactory/data/${path}`);
      expect(read.status, path).toBe(200);
      expect(read.body.equals(content), path).toBe(true);
    }
    expect((await send('GET', '/artifactory/api/repositories/after-space-returns')).status).toBe(200);
  }, 60_000);

  it('ends promptly on SIGTERM while the data dir is full', async () => {
    fillUp();
    // Enough refused requests to fill the last page of every log file: their lines then wait in
    // memory, and the shutdown must not wait for room to write them.
    for (let n = 0; n < 16; n++)
      expectEnvelope(await send('PUT', `/artifactory/data/late-${n}.bin`, refused), 507, serverMessages.diskFull);
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise<'stuck'>((resolve) => {
      timer = setTimeout(() => resolve('stuck'), 10_000);
    });
    const outcome = await Promise.race([arca.dispose().then(() => 'ended' as const), stuck]);
    clearTimeout(timer);
    expect(outcome, arca.output().slice(-2000)).toBe('ended');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(arca.output()).not.toMatch(/Error: database or disk is full\n\s+at /);
  }, 30_000);
});
