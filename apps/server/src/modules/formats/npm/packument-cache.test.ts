import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildSecondNode, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { ABBREVIATED_TYPE } from './packument.ts';
import { PackumentCache, packumentCacheStats } from './packument-cache.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const READER_PASSWORD = 'Reader-Passw0rd!';
const reader = basic('reader', READER_PASSWORD);
const registry = (repo: string) => `/artifactory/api/npm/${repo}`;
const LOCAL = registry('npm-local');

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['npm-local', 'npm-other'], { packageType: 'npm' });
  await t.createUser('reader', READER_PASSWORD);
  await t.grant('npm-readers', ['npm-local'], { reader: ['READ'] });
});
afterAll(() => t.close());

/** The document `npm publish` sends for one version, its tarball attached. */
function publishDocument(name: string, version: string) {
  const tarball = Buffer.from(`${name}@${version}`);
  const file = `${name}-${version}.tgz`;
  return {
    name,
    'dist-tags': { latest: version },
    versions: {
      [version]: {
        name,
        version,
        // Long enough for the document to be worth compressing.
        description: `${name} at ${version}: ${'a package '.repeat(120)}`,
        dist: { shasum: createHash('sha1').update(tarball).digest('hex') },
      },
    },
    _attachments: { [file]: { data: tarball.toString('base64'), length: tarball.length } },
  };
}

async function publish(app: TestApp, repo: string, name: string, version: string) {
  const res = await app.call('PUT', `${registry(repo)}/${name}`, publishDocument(name, version));
  expect(res.statusCode).toBe(201);
}

function get(app: TestApp, url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.server.inject({ method: 'GET', url, headers: { ...admin, ...headers } });
}

/** How many packuments a request built: 0 when it was answered from the cache. */
async function builds<T>(request: () => Promise<T>): Promise<{ built: number; result: T }> {
  const before = packumentCacheStats.builds;
  const result = await request();
  return { built: packumentCacheStats.builds - before, result };
}

function setTag(name: string, tag: string, version: string) {
  return t.server.inject({
    method: 'PUT',
    url: `${LOCAL}/-/package/${name}/dist-tags/${tag}`,
    headers: { ...admin, 'content-type': 'application/json' },
    payload: JSON.stringify(version),
  });
}

describe('the packument cache', () => {
  it('answers the second GET from the cache, with the bytes a fresh build gives', async () => {
    await publish(t, 'npm-local', 'kept', '1.0.0');
    await publish(t, 'npm-local', 'kept', '1.1.0');

    const first = await builds(() => get(t, `${LOCAL}/kept`));
    expect(first.built).toBe(1);
    const second = await builds(() => get(t, `${LOCAL}/kept`));
    expect(second.built).toBe(0);
    expect(second.result.statusCode).toBe(200);
    expect(second.result.headers['content-type']).toBe('application/json');
    expect(second.result.headers['content-length']).toBe(String(second.result.rawPayload.length));
    expect(second.result.rawPayload.equals(first.result.rawPayload)).toBe(true);
    expect(Object.keys(second.result.json().versions)).toEqual(['1.0.0', '1.1.0']);

    // A node with an empty cache over the same database builds the document anew.
    const fresh = await buildSecondNode(t, { ARCA_NODE_ID: 'fresh' });
    try {
      const built = await builds(() => get(fresh, `${LOCAL}/kept`));
      expect(built.built).toBe(1);
      expect(built.result.rawPayload.equals(second.result.rawPayload)).toBe(true);
      expect(built.result.headers.etag).toBe(second.result.headers.etag);
    } finally {
      await fresh.close();
    }

    const abbreviated = () => get(t, `${LOCAL}/kept`, { accept: ABBREVIATED_TYPE });
    expect((await builds(abbreviated)).built).toBe(1);
    const cached = await builds(abbreviated);
    expect(cached.built).toBe(0);
    expect(cached.result.headers['content-type']).toBe(ABBREVIATED_TYPE);
    expect(cached.result.json()).toMatchObject({ name: 'kept', 'dist-tags': { latest: '1.1.0' } });
    expect(cached.result.json()._rev).toBeUndefined();
  });

  it('answers HEAD with the length of the document and no body', async () => {
    const full = await get(t, `${LOCAL}/kept`);
    const head = await t.server.inject({ method: 'HEAD', url: `${LOCAL}/kept`, headers: admin });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(full.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('builds the document again after each change it shows', async () => {
    const name = 'changing';
    await publish(t, 'npm-local', name, '1.0.0');
    /** The document after a change: built anew, and built once. */
    const afterChange = async () => {
      const changed = await builds(() => get(t, `${LOCAL}/${name}`));
      expect(changed.built).toBe(1);
      expect((await builds(() => get(t, `${LOCAL}/${name}`))).built).toBe(0);
      return changed.result.json();
    };
    expect(Object.keys((await afterChange()).versions)).toEqual(['1.0.0']);

    await publish(t, 'npm-local', name, '1.1.0');
    expect(Object.keys((await afterChange()).versions)).toEqual(['1.0.0', '1.1.0']);

    const document = (await get(t, `${LOCAL}/${name}?write=true`)).json();
    document.versions['1.0.0'].deprecated = 'use 1.1.0';
    expect((await t.call('PUT', `${LOCAL}/${name}`, document)).statusCode).toBe(201);
    expect((await afterChange()).versions['1.0.0'].deprecated).toBe('use 1.1.0');
    document.versions['1.0.0'].deprecated = '';
    expect((await t.call('PUT', `${LOCAL}/${name}`, document)).statusCode).toBe(201);
    expect((await afterChange()).versions['1.0.0'].deprecated).toBeUndefined();

    // A tag set and set back brings back an earlier state; each is answered as it is.
    expect((await setTag(name, 'beta', '1.0.0')).statusCode).toBe(201);
    expect((await afterChange())['dist-tags']).toEqual({ beta: '1.0.0', latest: '1.1.0' });
    expect((await setTag(name, 'beta', '1.1.0')).statusCode).toBe(201);
    expect((await afterChange())['dist-tags']).toEqual({ beta: '1.1.0', latest: '1.1.0' });
    expect((await setTag(name, 'beta', '1.0.0')).statusCode).toBe(201);
    expect((await afterChange())['dist-tags']).toEqual({ beta: '1.0.0', latest: '1.1.0' });
    const removed = await t.server.inject({
      method: 'DELETE',
      url: `${LOCAL}/-/package/${name}/dist-tags/beta`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect((await afterChange())['dist-tags']).toEqual({ latest: '1.1.0' });

    const unpublished = await t.call('DELETE', `${LOCAL}/${name}/-/${name}-1.1.0.tgz/-rev/2-x`);
    expect(unpublished.statusCode).toBe(200);
    expect(Object.keys((await afterChange()).versions)).toEqual(['1.0.0']);

    // The same version published again is a new version, with a new time.
    await publish(t, 'npm-local', name, '1.1.0');
    const republished = await afterChange();
    expect(Object.keys(republished.versions)).toEqual(['1.0.0', '1.1.0']);

    // A tarball deleted through the artifact API takes its version away as well.
    const deleted = await t.call('DELETE', `/artifactory/npm-local/${name}/-/${name}-1.0.0.tgz`);
    expect(deleted.statusCode).toBe(204);
    expect(Object.keys((await afterChange()).versions)).toEqual(['1.1.0']);
  });

  it('keeps a document per registry URL, so tarball URLs follow the host asked', async () => {
    const one = await get(t, `${LOCAL}/kept`, { host: 'one.example' });
    const other = await builds(() => get(t, `${LOCAL}/kept`, { host: 'other.example' }));
    expect(other.built).toBe(1);
    expect(one.json().versions['1.0.0'].dist.tarball).toBe(`http://one.example${LOCAL}/kept/-/kept-1.0.0.tgz`);
    expect(other.result.json().versions['1.0.0'].dist.tarball).toBe(
      `http://other.example${LOCAL}/kept/-/kept-1.0.0.tgz`,
    );
    expect((await builds(() => get(t, `${LOCAL}/kept`, { host: 'one.example' }))).built).toBe(0);
  });

  it('still asks each caller for read permission before answering from the cache', async () => {
    await t.createUser('outsider', 'Outsider-Passw0rd!');
    expect((await get(t, `${LOCAL}/kept`)).statusCode).toBe(200);
    const refused = await t.server.inject({
      method: 'GET',
      url: `${LOCAL}/kept`,
      headers: basic('outsider', 'Outsider-Passw0rd!'),
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.server.inject({ method: 'GET', url: `${LOCAL}/kept` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('compressed packuments and ETags', () => {
  it('answers gzip and brotli that decode to the same bytes, each compressed once', async () => {
    const plain = await get(t, `${LOCAL}/kept`);
    const before = packumentCacheStats.compressions;
    const gzipped = await get(t, `${LOCAL}/kept`, { 'accept-encoding': 'gzip, deflate' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept, Accept-Encoding');
    expect(gzipped.headers['content-length']).toBe(String(gzipped.rawPayload.length));
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    const again = await get(t, `${LOCAL}/kept`, { 'accept-encoding': 'gzip' });
    expect(again.rawPayload.equals(gzipped.rawPayload)).toBe(true);
    expect(packumentCacheStats.compressions - before).toBe(1);

    const brotli = await get(t, `${LOCAL}/kept`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
    const refused = await get(t, `${LOCAL}/kept`, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(packumentCacheStats.compressions - before).toBe(2);

    const tags = new Set([plain, gzipped, brotli].map((res) => res.headers.etag));
    expect(tags.size).toBe(3);
  });

  it('answers 304 to the ETag the client holds, and the new document once it changed', async () => {
    await publish(t, 'npm-local', 'tagged', '1.0.0');
    const first = await get(t, `${LOCAL}/tagged`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);

    const unchanged = await get(t, `${LOCAL}/tagged`, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);
    expect((await get(t, `${LOCAL}/tagged`, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    // The gzip form is another representation, with its own tag.
    const gzipped = await get(t, `${LOCAL}/tagged`, { 'if-none-match': etag, 'accept-encoding': 'gzip' });
    expect(gzipped.statusCode).toBe(200);
    const gzipTag = String(gzipped.headers.etag);
    expect((await get(t, `${LOCAL}/tagged`, { 'if-none-match': gzipTag, 'accept-encoding': 'gzip' })).statusCode).toBe(
      304,
    );

    await publish(t, 'npm-local', 'tagged', '1.0.1');
    const changed = await get(t, `${LOCAL}/tagged`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(Object.keys(changed.json().versions)).toEqual(['1.0.0', '1.0.1']);
  });
});

describe('nodes sharing a database', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await buildSecondNode(t, { ARCA_NODE_ID: 'node-b' });
  });
  afterAll(() => second.close());

  it('see each other’s publish, tags and unpublish at once', async () => {
    await publish(t, 'npm-local', 'shared', '1.0.0');
    const read = async () => {
      const res = await get(second, `${LOCAL}/shared`);
      expect((await builds(() => get(second, `${LOCAL}/shared`))).built).toBe(0);
      return res.json();
    };
    expect(Object.keys((await read()).versions)).toEqual(['1.0.0']);

    await publish(t, 'npm-local', 'shared', '1.1.0');
    expect(Object.keys((await read()).versions)).toEqual(['1.0.0', '1.1.0']);
    expect((await setTag('shared', 'next', '1.0.0')).statusCode).toBe(201);
    expect((await read())['dist-tags']).toEqual({ latest: '1.1.0', next: '1.0.0' });
    expect((await t.call('DELETE', `${LOCAL}/shared/-/shared-1.1.0.tgz/-rev/2-x`)).statusCode).toBe(200);
    expect(Object.keys((await read()).versions)).toEqual(['1.0.0']);

    // And the other way round: the first node had cached the document too.
    expect(Object.keys((await get(t, `${LOCAL}/shared`)).json().versions)).toEqual(['1.0.0']);
    await publish(second, 'npm-local', 'shared', '2.0.0');
    expect(Object.keys((await get(t, `${LOCAL}/shared`)).json().versions)).toEqual(['1.0.0', '2.0.0']);
  });
});

describe('virtual and remote npm repositories', () => {
  const VIRTUAL = registry('npm-virtual');
  beforeAll(async () => {
    await t.createRepositories(['npm-virtual'], {
      rclass: 'virtual',
      packageType: 'npm',
      repositories: ['npm-other', 'npm-local'],
      defaultDeploymentRepo: 'npm-other',
    });
    await publish(t, 'npm-local', 'merged', '1.0.0');
    await publish(t, 'npm-other', 'merged', '2.0.0');
  });

  it('keep one document per set of members the caller may read, and none leaks to another caller', async () => {
    const all = await get(t, `${VIRTUAL}/merged`);
    expect(Object.keys(all.json().versions)).toEqual(['1.0.0', '2.0.0']);
    const readers = await builds(() => get(t, `${VIRTUAL}/merged`, reader));
    expect(readers.built).toBe(1);
    expect(Object.keys(readers.result.json().versions)).toEqual(['1.0.0']);
    expect((await builds(() => get(t, `${VIRTUAL}/merged`))).built).toBe(0);
    const again = await builds(() => get(t, `${VIRTUAL}/merged`, reader));
    expect(again.built).toBe(0);
    expect(Object.keys(again.result.json().versions)).toEqual(['1.0.0']);

    // A member's change shows through the virtual repository.
    await publish(t, 'npm-local', 'merged', '1.1.0');
    expect(Object.keys((await get(t, `${VIRTUAL}/merged`, reader)).json().versions)).toEqual(['1.0.0', '1.1.0']);
  });

  it('follow a change of the members', async () => {
    expect(Object.keys((await get(t, `${VIRTUAL}/merged`)).json().versions)).toEqual(['1.0.0', '2.0.0', '1.1.0']);
    const updated = await t.call('POST', '/artifactory/api/repositories/npm-virtual', {
      rclass: 'virtual',
      packageType: 'npm',
      repositories: ['npm-other'],
      defaultDeploymentRepo: 'npm-other',
    });
    expect(updated.statusCode).toBe(200);
    expect(Object.keys((await get(t, `${VIRTUAL}/merged`)).json().versions)).toEqual(['2.0.0']);
  });

  it('answer a remote repository’s document from its upstream each time', async () => {
    const upstream = await buildTestApp();
    try {
      await upstream.server.listen({ port: 0, host: '127.0.0.1' });
      const { port } = upstream.server.server.address() as AddressInfo;
      await upstream.createRepositories(['npm-local'], { packageType: 'npm' });
      await t.createRepositories(['npm-remote'], {
        rclass: 'remote',
        packageType: 'npm',
        url: `http://127.0.0.1:${port}${LOCAL}`,
        username: 'admin',
        password: ADMIN_PASSWORD,
      });
      await publish(upstream, 'npm-local', 'far', '1.0.0');
      expect(Object.keys((await get(t, `${registry('npm-remote')}/far`)).json().versions)).toEqual(['1.0.0']);
      await publish(upstream, 'npm-local', 'far', '1.1.0');
      expect(Object.keys((await get(t, `${registry('npm-remote')}/far`)).json().versions)).toEqual(['1.0.0', '1.1.0']);
    } finally {
      await upstream.close();
    }
  });
});

describe('the cache’s memory', () => {
  const document = (size: number) => async () => ({ body: Buffer.alloc(size, 'x'), keep: true });

  it('evicts the least recently used documents once their bytes pass the limit', async () => {
    const cache = new PackumentCache(25_000);
    await cache.get('a', '1', document(10_000));
    await cache.get('b', '1', document(10_000));
    expect(cache.has('a', '1') && cache.has('b', '1')).toBe(true);
    // Reading a makes b the oldest.
    await cache.get('a', '1', document(10_000));
    await cache.get('c', '1', document(10_000));
    expect([cache.has('a', '1'), cache.has('b', '1'), cache.has('c', '1')]).toEqual([true, false, true]);
    expect(cache.bytes).toBeLessThanOrEqual(25_000);
    expect(cache.bytes).toBeGreaterThan(20_000);
  });

  it('counts compressed forms, replaces a stale entry and keeps nothing larger than the limit', async () => {
    const cache = new PackumentCache(25_000);
    const a = await cache.get('a', '1', document(10_000));
    const held = cache.bytes;
    await a.variant('gzip');
    expect(cache.bytes).toBeGreaterThan(held);

    await cache.get('a', '2', document(12_000));
    expect(cache.has('a', '1')).toBe(false);
    expect(cache.has('a', '2')).toBe(true);
    expect(cache.bytes).toBeLessThan(held + 2_100);

    await cache.get('huge', '1', document(30_000));
    expect(cache.has('huge', '1')).toBe(false);
    expect(cache.has('a', '2')).toBe(true);

    await cache.get('unsure', '1', async () => ({ body: Buffer.from('{}'), keep: false }));
    expect(cache.has('unsure', '1')).toBe(false);
  });
});
