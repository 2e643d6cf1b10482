import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serverMessages } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../test/build-test-app.ts';

/** Short, so the tests wait little; the default is Artifactory's 15 s. */
const SOCKET_TIMEOUT_MS = 400;
/** What a request may take while the upstream misbehaves: the timeout and some slack, never the test's own limit. */
const BOUND_MS = 3_000;

type Behaviour = 'serve' | 'hang' | 'stall' | 'reset';

/**
 * The stand-in upstream: serves its files, or accepts and never answers (hang), or sends the
 * headers and half the body and then nothing more (stall) or a TCP reset (reset).
 */
let behaviour: Behaviour = 'serve';
let hits = 0;
const files = new Map<string, Buffer>();
const upstream = http.createServer((request, response) => {
  hits++;
  if (behaviour === 'hang') return;
  const body = files.get(request.url ?? '');
  if (!body) {
    response.writeHead(404).end();
    return;
  }
  if (behaviour === 'serve') {
    response.writeHead(200, { 'content-length': body.length }).end(body);
    return;
  }
  response.writeHead(200, { 'content-length': body.length });
  response.write(body.subarray(0, body.length / 2));
  if (behaviour === 'reset') setTimeout(() => request.socket.resetAndDestroy(), 50);
});

let t: TestApp;
let base: string;
const admin = basic('admin', ADMIN_PASSWORD);
const artifact = (name: string) =>
  randomBytes(128 * 1024)
    .toString('base64')
    .slice(0, 100_000) + name;
const cachedArtifact = Buffer.from(artifact('cached'));
const metadata = Buffer.from('<metadata><versioning><latest>1.0</latest></versioning></metadata>');
const tarball = randomBytes(32 * 1024);

async function timed(url: string) {
  const started = Date.now();
  const res = await t.server.inject({ method: 'GET', url, headers: admin });
  return { res, ms: Date.now() - started };
}

function expectUpstreamFailure(answer: Awaited<ReturnType<typeof timed>>, repoKey: string, reason: string | RegExp) {
  expect(answer.res.statusCode, answer.res.body).toBe(502);
  const { errors } = answer.res.json<{ errors: { status: number; message: string }[] }>();
  expect(errors).toHaveLength(1);
  expect(errors[0]?.status).toBe(502);
  const prefix = serverMessages.upstreamFailed(repoKey, '');
  expect(errors[0]?.message.startsWith(prefix), errors[0]?.message).toBe(true);
  expect(errors[0]?.message.slice(prefix.length)).toMatch(reason);
  expect(answer.ms).toBeLessThan(BOUND_MS);
}

async function remote(key: string, path: string, config: Record<string, unknown>) {
  await t.createRepositories([key], {
    rclass: 'remote',
    url: `${base}/${path}`,
    socketTimeoutMillis: SOCKET_TIMEOUT_MS,
    ...config,
  });
}

/** What an npm client reads of the package: its versions, answered from wherever Arca finds them. */
async function packumentVersions() {
  const answer = await timed('/artifactory/api/npm/npm-up/pkg');
  expect(answer.res.statusCode, answer.res.body).toBe(200);
  expect(answer.ms).toBeLessThan(BOUND_MS);
  return Object.keys(answer.res.json<{ versions: Record<string, unknown> }>().versions);
}

/** What the cache answers while the upstream misbehaves: artifacts at once, metadata after asking it. */
async function expectCacheServes() {
  const cached = await timed('/artifactory/hard/lib/cached.bin');
  expect(cached.res.statusCode).toBe(200);
  expect(cached.res.rawPayload.equals(cachedArtifact)).toBe(true);

  const asked = hits;
  const stale = await timed('/artifactory/maven/org/acme/lib/maven-metadata.xml');
  expect(hits, 'metadata past its retrieval cache period is asked of the upstream').toBeGreaterThan(asked);
  expect(stale.res.statusCode, stale.res.body).toBe(200);
  expect(stale.res.rawPayload.equals(metadata)).toBe(true);
  expect(stale.ms).toBeLessThan(BOUND_MS);

  expect(await packumentVersions()).toEqual(['1.0.0']);
  const cachedTarball = await timed('/artifactory/api/npm/npm-up/pkg/-/pkg-1.0.0.tgz');
  expect(cachedTarball.res.statusCode).toBe(200);
  expect(cachedTarball.res.rawPayload.equals(tarball)).toBe(true);
}

function expectNothingKept(repoKey: string, path: string) {
  return async () => {
    expect(await t.storedPaths(repoKey)).not.toContain(path);
    expect(readdirSync(join(t.dataDir, 'blobs', '.incoming'))).toEqual([]);
  };
}

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  for (const name of ['new', 'stalled', 'reset']) files.set(`/files/lib/${name}.bin`, Buffer.from(artifact(name)));
  files.set('/files/lib/cached.bin', cachedArtifact);
  files.set('/maven/org/acme/lib/maven-metadata.xml', metadata);
  files.set(
    '/npm/pkg',
    Buffer.from(
      JSON.stringify({
        name: 'pkg',
        'dist-tags': { latest: '1.0.0' },
        versions: { '1.0.0': { name: 'pkg', version: '1.0.0', dist: { tarball: `${base}/npm/pkg/-/pkg-1.0.0.tgz` } } },
        time: { '1.0.0': '2024-01-01T00:00:00.000Z' },
      }),
    ),
  );
  files.set('/npm/pkg/-/pkg-1.0.0.tgz', tarball);

  t = await buildTestApp();
  await remote('hard', 'files', { packageType: 'generic', hardFail: true });
  await remote('soft', 'files', { packageType: 'generic' });
  // Metadata is always past its period: every read asks the upstream first, even with hardFail.
  await remote('maven', 'maven', { packageType: 'maven', retrievalCachePeriodSecs: 0, hardFail: true });
  await remote('npm-up', 'npm', { packageType: 'npm', hardFail: true });

  // Cached while the upstream was well.
  expect((await timed('/artifactory/hard/lib/cached.bin')).res.statusCode).toBe(200);
  expect((await timed('/artifactory/maven/org/acme/lib/maven-metadata.xml')).res.statusCode).toBe(200);
  expect((await timed('/artifactory/api/npm/npm-up/pkg/-/pkg-1.0.0.tgz')).res.statusCode).toBe(200);
  expect(await packumentVersions()).toEqual(['1.0.0']);
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
  await t?.close();
});

describe('an upstream that hangs', () => {
  beforeAll(() => {
    behaviour = 'hang';
  });

  it('is given up after the socket timeout: 502 with hardFail, 404 without', async () => {
    expectUpstreamFailure(
      await timed('/artifactory/hard/lib/new.bin'),
      'hard',
      `no answer within ${SOCKET_TIMEOUT_MS} ms`,
    );
    const soft = await timed('/artifactory/soft/lib/new.bin');
    expect(soft.res.statusCode).toBe(404);
    expect(soft.ms).toBeLessThan(BOUND_MS);
    await expectNothingKept('hard', 'lib/new.bin')();
  });

  it('leaves what is cached served, stale metadata included', expectCacheServes);
});

describe('an upstream that stops sending mid-body', () => {
  beforeAll(() => {
    behaviour = 'stall';
  });

  it('is given up once it has sent nothing for the socket timeout, and nothing of it is kept', async () => {
    expectUpstreamFailure(
      await timed('/artifactory/hard/lib/stalled.bin'),
      'hard',
      `the upstream sent nothing for ${SOCKET_TIMEOUT_MS} ms`,
    );
    await expectNothingKept('hard', 'lib/stalled.bin')();
  });

  it('leaves what is cached served, stale metadata included', expectCacheServes);
});

describe('an upstream that resets the connection mid-body', () => {
  beforeAll(() => {
    behaviour = 'reset';
  });

  it('answers 502, keeps no partial file, and fetches it whole once the upstream is well', async () => {
    expectUpstreamFailure(await timed('/artifactory/hard/lib/reset.bin'), 'hard', /.+/);
    await expectNothingKept('hard', 'lib/reset.bin')();
    const soft = await timed('/artifactory/soft/lib/reset.bin');
    expect(soft.res.statusCode).toBe(404);
    await expectNothingKept('soft', 'lib/reset.bin')();

    behaviour = 'serve';
    const whole = await timed('/artifactory/hard/lib/reset.bin');
    expect(whole.res.statusCode).toBe(200);
    expect(whole.res.rawPayload.equals(files.get('/files/lib/reset.bin') as Buffer)).toBe(true);
    behaviour = 'reset';
  });

  it('leaves what is cached served, stale metadata included', expectCacheServes);
});
