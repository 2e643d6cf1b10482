import { createHash } from 'node:crypto';
import { apiPaths } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const PASSWORD = 'Catalog-Passw0rd!';
const reader = basic('reader', PASSWORD);
const patterned = basic('patterned', PASSWORD);
const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json';
const EMPTY_CONFIG = '{}';

const digestOf = (data: string) => `sha256:${createHash('sha256').update(data).digest('hex')}`;

/**
 * Two local repositories and a virtual one over both. The reader reads docker-a whole; the
 * patterned user reads docker-b's `shown/**` only; anonymous, when on, reads the same as it.
 */
let t: TestApp;

function get(url: string, as: Record<string, string> = {}) {
  return t.server.inject({ method: 'GET', url, headers: as });
}

async function push(name: string) {
  const config = await t.server.inject({
    method: 'POST',
    url: `/v2/${name}/blobs/uploads/?digest=${digestOf(EMPTY_CONFIG)}`,
    headers: { ...admin, 'content-type': 'application/octet-stream' },
    payload: EMPTY_CONFIG,
  });
  expect(config.statusCode, config.body).toBe(201);
  const manifest = JSON.stringify({
    schemaVersion: 2,
    mediaType: OCI_MANIFEST,
    config: { mediaType: 'application/vnd.oci.empty.v1+json', digest: digestOf(EMPTY_CONFIG), size: 2 },
    layers: [],
  });
  const res = await t.server.inject({
    method: 'PUT',
    url: `/v2/${name}/manifests/1.0`,
    headers: { ...admin, 'content-type': OCI_MANIFEST },
    payload: manifest,
  });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['docker-a', 'docker-b'], { packageType: 'docker' });
  const virtual = await t.call('PUT', '/artifactory/api/repositories/docker-all', {
    packageType: 'docker',
    rclass: 'virtual',
    repositories: ['docker-a', 'docker-b'],
  });
  expect(virtual.statusCode, virtual.body).toBe(200);
  await t.createUser('reader', PASSWORD);
  await t.createUser('patterned', PASSWORD);
  await t.grant('catalog-readers', ['docker-a'], { reader: ['READ'] });
  const granted = await t.call('POST', apiPaths.accessPermissions, {
    name: 'shown-only',
    resources: {
      artifact: {
        targets: { 'docker-b': { include_patterns: ['shown/**'], exclude_patterns: [] } },
        actions: { users: { patterned: ['READ'], anonymous: ['READ'] }, groups: {} },
      },
    },
  });
  expect(granted.statusCode, granted.body).toBe(201);
  for (const name of ['docker-a/app', 'docker-a/tools/cli', 'docker-b/shown/web', 'docker-b/hidden/db'])
    await push(name);
});
afterAll(() => t.close());

describe('the registry catalog', () => {
  it('lists every image to an administrator, a virtual repository with its members’ images', async () => {
    const res = await get('/v2/_catalog', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      repositories: [
        'docker-a/app',
        'docker-a/tools/cli',
        'docker-all/app',
        'docker-all/hidden/db',
        'docker-all/shown/web',
        'docker-all/tools/cli',
        'docker-b/hidden/db',
        'docker-b/shown/web',
      ],
    });
  });

  it('lists only what a reader may read, whole repositories and images a permission’s patterns let in', async () => {
    expect((await get('/v2/_catalog', reader)).json().repositories).toEqual([
      'docker-a/app',
      'docker-a/tools/cli',
      'docker-all/app',
      'docker-all/tools/cli',
    ]);
    expect((await get('/v2/_catalog', patterned)).json().repositories).toEqual([
      'docker-all/shown/web',
      'docker-b/shown/web',
    ]);
  });

  it('asks an anonymous caller to sign in while anonymous access is off, and lists what anonymous may read once on', async () => {
    const off = await get('/v2/_catalog');
    expect(off.statusCode).toBe(401);
    expect(off.json().errors[0].code).toBe('UNAUTHORIZED');
    expect(off.headers['www-authenticate']).toEqual([
      'Bearer realm="http://localhost:80/v2/token",service="localhost",scope="registry:catalog:*"',
      'Basic realm="Artifactory Realm"',
    ]);
    await t.setAnonymousAccess(true);
    try {
      const on = await get('/v2/_catalog');
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json().repositories).toEqual(['docker-all/shown/web', 'docker-b/shown/web']);
    } finally {
      await t.setAnonymousAccess(false);
    }
  });

  it('pages with n and last, linking the next page as the distribution spec says', async () => {
    const first = await get('/v2/_catalog?n=3', admin);
    expect(first.json().repositories).toEqual(['docker-a/app', 'docker-a/tools/cli', 'docker-all/app']);
    expect(first.headers.link).toBe('</v2/_catalog?n=3&last=docker-all%2Fapp>; rel="next"');
    const second = await get('/v2/_catalog?n=3&last=docker-all%2Fapp', admin);
    expect(second.json().repositories).toEqual([
      'docker-all/hidden/db',
      'docker-all/shown/web',
      'docker-all/tools/cli',
    ]);
    const last = await get('/v2/_catalog?n=3&last=docker-all%2Ftools%2Fcli', admin);
    expect(last.json().repositories).toEqual(['docker-b/hidden/db', 'docker-b/shown/web']);
    expect(last.headers.link).toBeUndefined();
  });

  it("lists a repository's own images at its repository path, named without it, and pages them", async () => {
    const own = await get('/artifactory/api/docker/docker-b/v2/_catalog', admin);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ repositories: ['hidden/db', 'shown/web'] });
    expect((await get('/artifactory/api/docker/docker-b/v2/_catalog', patterned)).json().repositories).toEqual([
      'shown/web',
    ]);
    expect((await get('/artifactory/api/docker/docker-b/v2/_catalog', reader)).json().repositories).toEqual([]);
    const paged = await get('/artifactory/api/docker/docker-all/v2/_catalog?n=1', reader);
    expect(paged.json().repositories).toEqual(['app']);
    expect(paged.headers.link).toBe('</artifactory/api/docker/docker-all/v2/_catalog?n=1&last=app>; rel="next"');
    const unknown = await get('/artifactory/api/docker/nowhere/v2/_catalog', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe('NAME_UNKNOWN');
  });
});
