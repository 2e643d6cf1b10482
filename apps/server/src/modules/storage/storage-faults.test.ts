import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, statSync, symlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { serverMessages } from '@arca/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

// The blob store names its incoming files with randomUUID. For the length of one upload the
// full-disk test makes it return a name that is a symbolic link to /dev/full, so the store's own
// write fails with a real ENOSPC from the kernel; at all other times the real function answers.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, randomUUID: vi.fn(actual.randomUUID) };
});

let t: TestApp;
let port: number;
const admin = basic('admin', ADMIN_PASSWORD);

interface Answer {
  status: number;
  body: string;
}

/**
 * One request over a real socket, the path sent exactly as given (no normalisation of dot
 * segments or escapes, unlike an in-process injection).
 */
function send(method: 'GET' | 'PUT', path: string, body?: Buffer, headers: Record<string, string> = {}, agent?: Agent) {
  return new Promise<Answer>((resolve, reject) => {
    const options = {
      host: '127.0.0.1',
      port,
      method,
      path,
      headers: { ...admin, ...headers },
      ...(agent ? { agent } : {}),
    };
    const req = request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function expectEnvelope(answer: Answer, status: number, message?: string) {
  expect(answer.status, answer.body).toBe(status);
  const envelope = JSON.parse(answer.body) as { errors: { status: number; message: string }[] };
  expect(envelope.errors).toHaveLength(1);
  expect(envelope.errors[0]?.status).toBe(status);
  expect(typeof envelope.errors[0]?.message).toBe('string');
  if (message !== undefined) expect(envelope.errors[0]?.message).toBe(message);
}

const blobsDir = () => join(t.dataDir, 'blobs');
const incomingDir = () => join(blobsDir(), '.incoming');

/** Every file (or link) below a directory, as paths relative to it. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

const blobFiles = () => filesBelow(blobsDir()).filter((file) => !file.startsWith('.incoming'));
const incomingFiles = () => readdirSync(incomingDir());

async function itemCount(repoKey: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('items')
    .select(sql<number>`count(*)`.as('count'))
    .where('repo_key', '=', repoKey)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function blobRowCount(): Promise<number> {
  const row = await t.database.db
    .selectFrom('blobs')
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');
/** A body no other test sends, so its blob can be told apart. */
const bodyOf = (label: string, size = 4096) => Buffer.alloc(size, `${label}-${randomUUID()}|`);

beforeAll(async () => {
  t = await buildTestApp();
  await t.server.listen({ port: 0, host: '127.0.0.1' });
  port = (t.server.server.address() as AddressInfo).port;
  await t.createRepositories(['libs', 'checked', 'dropped', 'full']);
  const remote = await t.call('PUT', '/artifactory/api/repositories/upstream', {
    rclass: 'remote',
    packageType: 'generic',
    url: 'http://127.0.0.1:9/',
  });
  expect(remote.statusCode, remote.body).toBe(200);
});
afterAll(async () => {
  // A connection a failing test left open must not hold up the teardown.
  t.server.server.closeAllConnections();
  await t.close();
});

describe('paths that could climb out of the repository', () => {
  const climbTarget = `climbTarget-${randomUUID()}`;
  const unsafe = [
    `libs/../${climbTarget}`,
    `libs/a/../../../${climbTarget}`,
    `libs/a/%2e%2e/%2e%2e/%2e%2e/${climbTarget}`,
    `libs/%2E%2e/${climbTarget}`,
    'libs/x/%2E%2e/',
    `%2e%2e/libs/${climbTarget}`,
    'libs/a\\b',
    `libs/..\\..\\${climbTarget}`,
    'libs/a%5cb',
    `libs/%5c..%5c..%5c${climbTarget}`,
    'libs/a%00b',
    `libs/${climbTarget}%00.txt`,
    `libs/a%2F..%2F..%2F..%2F${climbTarget}`,
    `libs/a%2f%2e%2e%2f%2e%2e%2f${climbTarget}`,
  ];

  it.each(unsafe)('refuses PUT and GET of /artifactory/%s with 400 and writes nothing', async (path) => {
    const body = bodyOf('climb');
    const put = await send('PUT', `/artifactory/${path}`, body);
    expectEnvelope(put, 400);
    expectEnvelope(await send('GET', `/artifactory/${path}`), 400);

    expect(await itemCount('libs')).toBe(0);
    expect(await blobRowCount()).toBe(0);
    expect(blobFiles()).toEqual([]);
    expect(incomingFiles()).toEqual([]);
    // Nothing named after the path landed anywhere in or next to the data dir.
    expect(filesBelow(t.dataDir).filter((file) => file.includes('climbTarget-') || file.includes('\\'))).toEqual([]);
    expect(existsSync(join(dirname(t.dataDir), climbTarget))).toBe(false);
  });

  it('stores the same body at a clean path, so the checks above can see a write', async () => {
    const body = bodyOf('clean');
    const put = await send('PUT', `/artifactory/libs/a/${climbTarget}`, body);
    expect(put.status, put.body).toBe(201);
    expect(await itemCount('libs')).toBe(2);
    expect(blobFiles()).toEqual([join(sha256(body).slice(0, 2), sha256(body).slice(2, 4), sha256(body))]);
    expect(filesBelow(t.dataDir).some((file) => file.includes(sha256(body)))).toBe(true);
  });
});

describe('checksum headers that do not match the body', () => {
  const body = bodyOf('checked', 256 * 1024);
  const other = bodyOf('other');
  const wrong = {
    sha1: createHash('sha1').update(other).digest('hex'),
    md5: createHash('md5').update(other).digest('hex'),
    sha256: sha256(other),
  };

  it.each([
    ['x-checksum-sha1', wrong.sha1],
    ['x-checksum-md5', wrong.md5],
    ['x-checksum-sha256', wrong.sha256],
    ['x-checksum', wrong.sha256],
    ['x-checksum', wrong.sha1],
  ])('answers 409 for %s: %s and keeps nothing', async (name, value) => {
    const before = blobFiles();
    const blobRows = await blobRowCount();
    const put = await send('PUT', '/artifactory/checked/file.bin', body, { [name]: value });
    expectEnvelope(put, 409);
    expect(JSON.parse(put.body).errors[0].message).toContain(value);

    expect(await itemCount('checked')).toBe(0);
    expect(await blobRowCount()).toBe(blobRows);
    expect(blobFiles()).toEqual(before);
    expect(incomingFiles()).toEqual([]);
  });

  it('keeps the file when every announced checksum matches', async () => {
    const put = await send('PUT', '/artifactory/checked/file.bin', body, {
      'x-checksum-sha1': createHash('sha1').update(body).digest('hex'),
      'x-checksum-md5': createHash('md5').update(body).digest('hex'),
      'x-checksum-sha256': sha256(body),
    });
    expect(put.status, put.body).toBe(201);
    expect(JSON.parse(put.body).checksums.sha256).toBe(sha256(body));
    expect(await itemCount('checked')).toBe(1);
    expect(blobFiles()).toContain(join(sha256(body).slice(0, 2), sha256(body).slice(2, 4), sha256(body)));
  });
});

describe('a client that goes away in the middle of an upload', () => {
  it('leaves no item, no blob and no incoming file', async () => {
    const before = blobFiles();
    const blobRows = await blobRowCount();
    const chunk = Buffer.alloc(1024 * 1024, 'dropped');
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'PUT',
      path: '/artifactory/dropped/big.bin',
      headers: { ...admin, 'content-length': String(64 * 1024 * 1024) },
    });
    const failed = new Promise<void>((resolve) => {
      req.on('error', () => resolve());
      req.on('close', () => resolve());
    });
    for (let written = 0; written < 8; written++)
      if (!req.write(chunk)) await new Promise((resolve) => req.once('drain', resolve));

    // The upload really is on its way to the store before the client vanishes.
    await eventually(
      () => incomingFiles().some((name) => statSync(join(incomingDir(), name)).size > 0),
      'the upload reaches the incoming directory',
    );
    req.destroy();
    await failed;

    await eventually(() => incomingFiles().length === 0, 'the incoming file is removed');
    expect(await itemCount('dropped')).toBe(0);
    expect(await blobRowCount()).toBe(blobRows);
    expect(blobFiles()).toEqual(before);

    // The server is still serving.
    expect((await send('PUT', '/artifactory/dropped/small.bin', bodyOf('after'))).status).toBe(201);
  });
});

describe('a full disk', () => {
  it('answers 507 when the incoming file cannot be written, keeps nothing, and the connection stays usable', async () => {
    const name = randomUUID();
    symlinkSync('/dev/full', join(incomingDir(), name));
    const before = blobFiles();
    const blobRows = await blobRowCount();
    // One connection, kept alive: the next request can only be answered once the first one's
    // connection is free again, i.e. once the server has dealt with the rest of the body.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const { randomUUID: realRandomUUID } = await vi.importActual<typeof import('node:crypto')>('node:crypto');
    vi.mocked(randomUUID).mockImplementation(() => name);
    try {
      const put = await send('PUT', '/artifactory/full/file.bin', bodyOf('full', 4 * 1024 * 1024), {}, agent);
      vi.mocked(randomUUID).mockImplementation(realRandomUUID);
      expectEnvelope(put, 507, serverMessages.diskFull);
      const next = await Promise.race([
        send('GET', '/artifactory/api/system/ping', undefined, {}, agent),
        new Promise<Answer>((resolve) => setTimeout(() => resolve({ status: 0, body: 'no answer within 5 s' }), 5_000)),
      ]);
      expect(next.status, next.body).toBe(200);
    } finally {
      vi.mocked(randomUUID).mockImplementation(realRandomUUID);
      agent.destroy();
    }
    expect(await itemCount('full')).toBe(0);
    expect(await blobRowCount()).toBe(blobRows);
    expect(blobFiles()).toEqual(before);
    expect(incomingFiles()).toEqual([]);
  });

  it('answers 507 when a small upload cannot be written, and keeps nothing', async () => {
    const name = randomUUID();
    symlinkSync('/dev/full', join(incomingDir(), name));
    const before = blobFiles();
    const blobRows = await blobRowCount();
    const { randomUUID: realRandomUUID } = await vi.importActual<typeof import('node:crypto')>('node:crypto');
    // A small body is written whole once received, under the one name the store draws for it.
    vi.mocked(randomUUID).mockImplementation(() => name);
    try {
      expectEnvelope(
        await send('PUT', '/artifactory/full/small.txt', bodyOf('full-small', 600)),
        507,
        serverMessages.diskFull,
      );
    } finally {
      vi.mocked(randomUUID).mockImplementation(realRandomUUID);
    }
    expect(await itemCount('full')).toBe(0);
    expect(await blobRowCount()).toBe(blobRows);
    expect(blobFiles()).toEqual(before);
    expect(incomingFiles()).toEqual([]);
    expect((await send('PUT', '/artifactory/full/small.txt', bodyOf('after', 600))).status).toBe(201);
  });
});

describe('deploys the server must refuse', () => {
  it('answers 405 for a remote repository', async () => {
    const put = await send('PUT', '/artifactory/upstream/file.bin', bodyOf('remote'));
    expectEnvelope(put, 405, serverMessages.remoteIsReadOnly('upstream'));
    expect(await itemCount('upstream')).toBe(0);
    expect(incomingFiles()).toEqual([]);
  });

  it.each(['libs%7Crelease', '-libs', 'libs_release', 'no-such-repo'])(
    'answers 404 for a deploy to the repository key %s, which cannot exist',
    async (key) => {
      const put = await send('PUT', `/artifactory/${key}/file.bin`, bodyOf('key'));
      expectEnvelope(put, 404, serverMessages.repositoryNotFound(decodeURIComponent(key)));
      expect(incomingFiles()).toEqual([]);
    },
  );
});
