import { createHash, randomBytes } from 'node:crypto';
import {
  type AvailablePackages,
  type DockerLayersView,
  packageDetailPaths,
  type RepoData,
  type VersionDependencies,
  type WebServerConfig,
} from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const READER_PASSWORD = 'Reader-Passw0rd!';
const reader = basic('reader', READER_PASSWORD);
const TARBALL_PATH = 'left-pad/-/left-pad-1.0.0.tgz';
const README = '# left-pad\n\n<script>alert(1)</script>';

let t: TestApp;
const tarball = randomBytes(64 * 1024);
const layer = randomBytes(4096);
let manifestDigest = '';

const digestOf = (data: Buffer | string) => `sha256:${createHash('sha256').update(data).digest('hex')}`;

function get(url: string, headers: Record<string, string> = admin) {
  return t.server.inject({ method: 'GET', url, headers });
}

function post(url: string, payload: string | object, headers: Record<string, string> = admin) {
  return t.server.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

/** `npm publish`'s document: the manifest with dependencies of every kind, the readme and the tarball. */
async function publishNpm() {
  const file = 'left-pad-1.0.0.tgz';
  const document = {
    _id: 'left-pad',
    name: 'left-pad',
    description: 'A package',
    'dist-tags': { latest: '1.0.0' },
    versions: {
      '1.0.0': {
        name: 'left-pad',
        version: '1.0.0',
        _id: 'left-pad@1.0.0',
        dependencies: { 'is-number': '^7.0.0' },
        devDependencies: { vitest: '3.x' },
        peerDependencies: { react: '>=18' },
        optionalDependencies: { fsevents: '*' },
        dist: {
          shasum: createHash('sha1').update(tarball).digest('hex'),
          tarball: `http://elsewhere/left-pad/-/${file}`,
        },
      },
    },
    readme: README,
    _attachments: { [file]: { content_type: 'application/octet-stream', data: tarball.toString('base64') } },
  };
  const response = await t.server.inject({
    method: 'PUT',
    url: '/artifactory/api/npm/npm-local/left-pad',
    headers: admin,
    payload: document,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function pushBlob(name: string, data: Buffer | string) {
  const response = await t.server.inject({
    method: 'POST',
    url: `/v2/${name}/blobs/uploads/?digest=${digestOf(data)}`,
    headers: { ...admin, 'content-type': 'application/octet-stream' },
    payload: data,
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** A one-layer image tagged 1.0, its config history naming the layer's command. */
async function pushImage() {
  const config = JSON.stringify({
    architecture: 'amd64',
    os: 'linux',
    history: [
      { created: '2026-01-01T00:00:00Z', created_by: 'ENV A=b', empty_layer: true },
      { created: '2026-01-02T03:04:05Z', created_by: 'COPY hello.txt /' },
    ],
    rootfs: { type: 'layers', diff_ids: [digestOf(layer)] },
  });
  await pushBlob('docker-local/app', config);
  await pushBlob('docker-local/app', layer);
  const manifest = JSON.stringify({
    schemaVersion: 2,
    mediaType: 'application/vnd.oci.image.manifest.v1+json',
    config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: digestOf(config), size: config.length },
    layers: [{ mediaType: 'application/vnd.oci.image.layer.v1.tar+gzip', digest: digestOf(layer), size: layer.length }],
  });
  manifestDigest = digestOf(manifest);
  const response = await t.server.inject({
    method: 'PUT',
    url: '/v2/docker-local/app/manifests/1.0',
    headers: { ...admin, 'content-type': 'application/vnd.oci.image.manifest.v1+json' },
    payload: manifest,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function versionIdOf(name: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('package_versions as v')
    .innerJoin('packages as p', 'p.id', 'v.package_id')
    .select('v.id')
    .where('p.name', '=', name)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['npm-local', 'npm-hidden'], { packageType: 'npm' });
  await t.createRepositories(['docker-local'], { packageType: 'docker' });
  await t.createRepositories(['generic-local']);
  await t.createUser('reader', READER_PASSWORD);
  await t.grant('npm-readers', ['npm-local'], { reader: ['READ'] });
  await publishNpm();
  await pushImage();
  const tagged = await t.server.inject({
    method: 'PUT',
    url: `/artifactory/api/storage/npm-local/${TARBALL_PATH}?properties=${encodeURIComponent('qa=passed;team=a,b')}`,
    headers: admin,
  });
  expect(tagged.statusCode).toBe(204);
});
afterAll(() => t.close());

describe('readme', () => {
  it('R28.098 answers the version readme, as stored, in the field readme', async () => {
    const id = await versionIdOf('left-pad');
    const response = await get(`${packageDetailPaths.readme(id)}?path=npm-local/${TARBALL_PATH}`, reader);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ readme: README });
  });

  it('is a 404 for a reader who may read none of the version files, and for a path outside the version', async () => {
    const id = await versionIdOf('left-pad');
    const image = await versionIdOf('app');
    expect((await get(packageDetailPaths.readme(image), reader)).statusCode).toBe(404);
    expect((await get(`${packageDetailPaths.readme(image)}?path=npm-local/${TARBALL_PATH}`)).statusCode).toBe(404);
    expect((await get(`${packageDetailPaths.readme(id)}?path=docker-local/app/1.0/manifest.json`)).statusCode).toBe(
      404,
    );
    expect((await get(packageDetailPaths.readme(id), reader)).statusCode).toBe(200);
  });

  it('refuses an unknown id with 404, a malformed one and a path climbing out with 400', async () => {
    expect((await get(packageDetailPaths.readme(999_999))).statusCode).toBe(404);
    expect((await get(packageDetailPaths.readme('abc'))).statusCode).toBe(400);
    const id = await versionIdOf('left-pad');
    expect((await get(`${packageDetailPaths.readme(id)}?path=npm-local/../secret`)).statusCode).toBe(400);
  });
});

describe('npm dependencies and properties', () => {
  const query = `?repoKey=npm-local&path=${encodeURIComponent(TARBALL_PATH)}`;

  it('R28.096 lists the stored manifest dependencies of every kind', async () => {
    const response = await get(`${packageDetailPaths.npmDependencies}${query}`, reader);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<VersionDependencies>().dependencies).toEqual([
      { name: 'is-number', version: '^7.0.0', scope: 'dependencies' },
      { name: 'vitest', version: '3.x', scope: 'devDependencies' },
      { name: 'react', version: '>=18', scope: 'peerDependencies' },
      { name: 'fsevents', version: '*', scope: 'optionalDependencies' },
    ]);
  });

  it("R28.099 answers the tarball's properties as key and values", async () => {
    const response = await get(`${packageDetailPaths.npmProperties}${query}`, reader);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      properties: [
        { key: 'qa', values: ['passed'] },
        { key: 'team', values: ['a', 'b'] },
      ],
    });
  });

  it('is a 404 without read access, for a file that is no npm version, and a 400 without a path', async () => {
    const hidden = await t.server.inject({
      method: 'PUT',
      url: '/artifactory/npm-hidden/x/-/x-1.0.0.tgz',
      headers: admin,
      payload: 'x',
    });
    expect(hidden.statusCode).toBe(201);
    expect(
      (await get(`${packageDetailPaths.npmProperties}?repoKey=npm-hidden&path=x/-/x-1.0.0.tgz`, reader)).statusCode,
    ).toBe(404);
    expect(
      (await get(`${packageDetailPaths.npmDependencies}?repoKey=npm-hidden&path=x/-/x-1.0.0.tgz`)).statusCode,
    ).toBe(404);
    expect((await get(`${packageDetailPaths.npmDependencies}?repoKey=nope&path=a.tgz`)).statusCode).toBe(404);
    expect((await get(`${packageDetailPaths.npmDependencies}?repoKey=npm-local`)).statusCode).toBe(400);
  });
});

describe('docker layers', () => {
  it("R28.100 answers a tag's layers, digest and total size for path, repoKey and view 'dockerv2'", async () => {
    for (const path of ['app/1.0', 'app/1.0/manifest.json']) {
      const response = await post(packageDetailPaths.dockerLayers, { path, repoKey: 'docker-local', view: 'dockerv2' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<DockerLayersView>()).toEqual({
        image: 'app',
        tag: '1.0',
        digest: manifestDigest,
        totalSize: layer.length,
        layers: [
          { digest: digestOf(layer), size: layer.length, command: 'COPY hello.txt /', created: '2026-01-02T03:04:05Z' },
        ],
      });
    }
  });

  it('is a 404 for a path that is no tag, or for a reader of other repositories; 400 for a bad body', async () => {
    const body = { repoKey: 'docker-local', view: 'dockerv2' };
    expect((await post(packageDetailPaths.dockerLayers, { ...body, path: 'app' })).statusCode).toBe(404);
    expect((await post(packageDetailPaths.dockerLayers, { ...body, path: 'app/2.0' })).statusCode).toBe(404);
    expect((await post(packageDetailPaths.dockerLayers, { ...body, path: 'app/1.0' }, reader)).statusCode).toBe(404);
    expect((await post(packageDetailPaths.dockerLayers, { ...body, path: 'app/1.0', view: 'other' })).statusCode).toBe(
      400,
    );
    expect((await post(packageDetailPaths.dockerLayers, '{"repoKey":')).statusCode).toBe(400);
  });
});

describe('download', () => {
  it('R10.56 R28.105 downloads a readable file by repoKey and path as an attachment, and counts it', async () => {
    const response = await get(`${packageDetailPaths.download}?repoKey=npm-local&path=${TARBALL_PATH}`, reader);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''left-pad-1.0.0.tgz");
    expect(response.rawPayload.equals(tarball)).toBe(true);
    await expect
      .poll(
        async () => {
          const row = await t.database.db
            .selectFrom('items')
            .select('downloads')
            .where('repo_key', '=', 'npm-local')
            .where('name', '=', 'left-pad-1.0.0.tgz')
            .executeTakeFirstOrThrow();
          return Number(row.downloads);
        },
        { timeout: 5000 },
      )
      .toBe(1);
  });

  it('is a 404 for a file the caller may not read, for a folder and for a missing file', async () => {
    expect(
      (await get(`${packageDetailPaths.download}?repoKey=docker-local&path=app/1.0/manifest.json`, reader)).statusCode,
    ).toBe(404);
    expect((await get(`${packageDetailPaths.download}?repoKey=npm-local&path=left-pad`)).statusCode).toBe(404);
    expect((await get(`${packageDetailPaths.download}?repoKey=npm-local&path=nothing.tgz`)).statusCode).toBe(404);
  });
});

describe('search support', () => {
  it('R11.49 R28.091 R28.092 answers the package types and repositories the caller can see, narrowed by the selected project', async () => {
    const all = (await get(packageDetailPaths.availablePackages)).json<AvailablePackages>();
    expect(all.packageTypes).toEqual([
      { packageType: 'docker', packagesCount: 1 },
      { packageType: 'npm', packagesCount: 1 },
    ]);
    const mine = (await get(packageDetailPaths.availablePackages, reader)).json<AvailablePackages>();
    expect(mine.packageTypes).toEqual([{ packageType: 'npm', packagesCount: 1 }]);
    const repos = (await get(packageDetailPaths.repoData, reader)).json<RepoData>();
    expect(repos.repositories).toEqual([{ key: 'npm-local', type: 'local', packageType: 'npm', projectKey: '' }]);
    const inProject = await get(`${packageDetailPaths.repoData}?projectKey=proj1&context=project`, reader);
    expect(inProject.statusCode).toBe(200);
    expect(inProject.json<RepoData>().repositories).toEqual([]);
    const scoped = await get(`${packageDetailPaths.availablePackages}?projectKey=proj1&context=project`);
    expect(scoped.json<AvailablePackages>().packageTypes).toEqual([]);
  });

  it('R22.03 R22.04 R22.06 R28.104 answers reverse-proxy data from the server base URL with the readable docker repositories', async () => {
    const response = await get(packageDetailPaths.webServer);
    expect(response.statusCode).toBe(200);
    const body = response.json<WebServerConfig>();
    expect(Object.keys(body).sort()).toEqual([
      'dockerReverseProxyMethod',
      'httpPort',
      'httpsPort',
      'reverseProxyRepositories',
      'serverName',
      'useHttp',
      'useHttps',
    ]);
    expect(body).toMatchObject({
      dockerReverseProxyMethod: 'REPOPATHPREFIX',
      reverseProxyRepositories: [{ repoKey: 'docker-local', repoType: 'local' }],
    });
    expect(body.useHttp).toBe(!body.useHttps);
    expect((await get(packageDetailPaths.webServer, reader)).json<WebServerConfig>().reverseProxyRepositories).toEqual(
      [],
    );
  });
});
