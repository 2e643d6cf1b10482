import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PackageIndex } from '../../packages/package-index.ts';

/** Remote repositories in front of a second Arca server on loopback, and virtual ones over both kinds. */
const API = '/artifactory/api/pypi';
const admin = basic('admin', ADMIN_PASSWORD);
const JSON_TYPE = 'application/vnd.pypi.simple.v1+json';

let upstream: TestApp;
let upstreamBase: string;
let t: TestApp;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A twine-shaped upload of one file. */
function upload(
  app: TestApp,
  repo: string,
  name: string,
  version: string,
  filename: string,
  bytes: Buffer,
  requiresPython?: string,
) {
  const boundary = 'b0undary';
  const fields: [string, string][] = [
    [':action', 'file_upload'],
    ['name', name],
    ['version', version],
    ['filetype', 'sdist'],
    ['sha256_digest', sha256(bytes)],
    ...(requiresPython ? ([['requires_python', requiresPython]] as [string, string][]) : []),
  ];
  const payload = Buffer.concat([
    ...fields.map(([key, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="content"; filename="${filename}"\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.server.inject({
    method: 'POST',
    url: `${API}/${repo}`,
    headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const get = (url: string, headers: Record<string, string> = admin) => t.server.inject({ method: 'GET', url, headers });

const remoteBytes = Buffer.from('remote sdist 1.0');
const localBytes = Buffer.from('local sdist 2.0');
const shadowBytes = Buffer.from('local copy of 1.0');

beforeAll(async () => {
  upstream = await buildTestApp();
  const address = await upstream.server.listen({ port: 0, host: '127.0.0.1' });
  upstreamBase = `${address}${API}/origin`;
  await upstream.createRepositories(['origin'], { packageType: 'pypi' });
  expect(
    (await upload(upstream, 'origin', 'proxied', '1.0', 'proxied-1.0.tar.gz', remoteBytes, '>=3.9')).statusCode,
  ).toBe(200);

  t = await buildTestApp();
  await t.createRepositories(['pypi-local', 'pypi-shadow'], { packageType: 'pypi' });
  for (const [key, config] of [
    ['pypi-remote', { rclass: 'remote', url: upstreamBase, username: 'admin', password: ADMIN_PASSWORD }],
    [
      'pypi-virtual',
      { rclass: 'virtual', repositories: ['pypi-local', 'pypi-remote'], defaultDeploymentRepo: 'pypi-local' },
    ],
    ['pypi-shadowed', { rclass: 'virtual', repositories: ['pypi-shadow', 'pypi-remote'] }],
    [
      'pypi-filtered',
      { rclass: 'virtual', repositories: ['pypi-local', 'pypi-remote'], excludesPattern: 'packages/**' },
    ],
  ] as const) {
    const res = await t.call('PUT', `/artifactory/api/repositories/${key}`, { packageType: 'pypi', ...config });
    expect(res.statusCode).toBe(200);
  }
  expect((await upload(t, 'pypi-local', 'proxied', '2.0', 'proxied-2.0.tar.gz', localBytes)).statusCode).toBe(200);
  expect((await upload(t, 'pypi-shadow', 'proxied', '1.0', 'proxied-1.0.tar.gz', shadowBytes)).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await upstream.close();
});

describe('remote PyPI repositories', () => {
  it('proxies the upstream page with its file URLs rewritten to the remote’s own, hashes kept', async () => {
    const page = await get(`${API}/pypi-remote/simple/proxied/`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<a href="../../packages/packages/proxied/1.0/proxied-1.0.tar.gz#sha256=${sha256(remoteBytes)}" data-requires-python="&gt;=3.9">proxied-1.0.tar.gz</a>`,
    );
    const json = await get(`${API}/pypi-remote/simple/proxied/`, { ...admin, accept: JSON_TYPE });
    expect(json.json().files).toEqual([
      {
        filename: 'proxied-1.0.tar.gz',
        url: `../../packages/packages/proxied/1.0/proxied-1.0.tar.gz#sha256=${sha256(remoteBytes)}`,
        hashes: { sha256: sha256(remoteBytes) },
        'requires-python': '>=3.9',
      },
    ]);
  });

  it('caches a file on its first download and serves it from the cache afterwards', async () => {
    const url = `${API}/pypi-remote/packages/packages/proxied/1.0/proxied-1.0.tar.gz`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(remoteBytes)).toBe(true);
    const cached = await t.database.db
      .selectFrom('items')
      .select('remote_url')
      .where('repo_key', '=', 'pypi-remote')
      .where('name', '=', 'proxied-1.0.tar.gz')
      .executeTakeFirstOrThrow();
    expect(cached.remote_url).toBe(`${upstreamBase}/packages/proxied/1.0/proxied-1.0.tar.gz`);

    const gone = await upstream.server.inject({
      method: 'DELETE',
      url: '/artifactory/origin/proxied/1.0/proxied-1.0.tar.gz',
      headers: admin,
    });
    expect(gone.statusCode).toBe(204);
    const again = await get(url);
    expect(again.rawPayload.equals(remoteBytes)).toBe(true);

    // The cached file joined the package index once, as the version its name states.
    const versions = await new PackageIndex(t.database.db).versionsIn('pypi-remote', 'pypi', 'proxied');
    expect(
      versions.map((version) => [version.version, version.files.map((file) => [file.path, file.lead, file.metadata])]),
    ).toEqual([['1.0', [['packages/proxied/1.0/proxied-1.0.tar.gz', true, { filetype: 'sdist' }]]]]);
  });

  it('lists the projects it has pages of, and answers 404 for a project the upstream does not have', async () => {
    expect((await get(`${API}/pypi-remote/simple/`, { ...admin, accept: JSON_TYPE })).json().projects).toEqual([
      { name: 'proxied' },
    ]);
    expect((await get(`${API}/pypi-remote/simple/unknown/`)).statusCode).toBe(404);
  });

  it('takes no uploads', async () => {
    const res = await upload(t, 'pypi-remote', 'proxied', '3.0', 'proxied-3.0.tar.gz', Buffer.from('x'));
    expect(res.statusCode).toBe(405);
  });
});

describe('virtual PyPI repositories', () => {
  it('merges the members’ pages in member order, the first member winning a file name', async () => {
    const page = await get(`${API}/pypi-virtual/simple/proxied/`, { ...admin, accept: JSON_TYPE });
    expect(page.json().files.map((file: { url: string }) => file.url)).toEqual([
      `../../packages/proxied/2.0/proxied-2.0.tar.gz#sha256=${sha256(localBytes)}`,
      `../../packages/packages/proxied/1.0/proxied-1.0.tar.gz#sha256=${sha256(remoteBytes)}`,
    ]);
    const shadowed = await get(`${API}/pypi-shadowed/simple/proxied/`, { ...admin, accept: JSON_TYPE });
    expect(shadowed.json().files).toEqual([
      expect.objectContaining({ filename: 'proxied-1.0.tar.gz', hashes: { sha256: sha256(shadowBytes) } }),
    ]);
    expect((await get(`${API}/pypi-virtual/simple/`, { ...admin, accept: JSON_TYPE })).json().projects).toEqual([
      { name: 'proxied' },
    ]);
  });

  it('leaves out the files its include and exclude patterns keep out', async () => {
    const page = await get(`${API}/pypi-filtered/simple/proxied/`, { ...admin, accept: JSON_TYPE });
    expect(page.json().files.map((file: { filename: string }) => file.filename)).toEqual(['proxied-2.0.tar.gz']);
  });

  it('serves each member’s files through the virtual repository', async () => {
    const local = await get(`${API}/pypi-virtual/packages/proxied/2.0/proxied-2.0.tar.gz`);
    expect(local.rawPayload.equals(localBytes)).toBe(true);
    const remote = await get(`${API}/pypi-virtual/packages/packages/proxied/1.0/proxied-1.0.tar.gz`);
    expect(remote.rawPayload.equals(remoteBytes)).toBe(true);
  });

  it('asks anonymous readers to log in, and answers 404 for a project no member has', async () => {
    const anonymous = await get(`${API}/pypi-virtual/simple/proxied/`, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Basic realm="Artifactory Realm"');
    expect((await get(`${API}/pypi-virtual/simple/nothing-here/`)).statusCode).toBe(404);
  });

  it('lands an upload in the default deployment repository', async () => {
    const res = await upload(t, 'pypi-virtual', 'deployed', '1.0', 'deployed-1.0.tar.gz', Buffer.from('via virtual'));
    expect(res.statusCode).toBe(200);
    const page = await get(`${API}/pypi-local/simple/deployed/`);
    expect(page.body).toContain('../../packages/deployed/1.0/deployed-1.0.tar.gz');
    const shadowed = await upload(t, 'pypi-shadowed', 'deployed', '1.0', 'deployed-1.0.tar.gz', Buffer.from('x'));
    expect(shadowed.statusCode).toBe(405);
  });
});
