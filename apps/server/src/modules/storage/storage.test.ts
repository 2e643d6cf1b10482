import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ArtifactActions,
  type ArtifactCountWidget,
  type ArtifactTreePage,
  apiPaths,
  type MoveCopyResult,
  type ProjectStorageSummary,
  type SearchUris,
  type StorageFileInfo,
  type StorageFileList,
  type StorageFolderInfo,
  type StorageProperties,
  type StorageStats,
  type StorageSummary,
  serverMessages,
  UI_API,
} from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
const admin = basic('admin', ADMIN_PASSWORD);
const dev = basic('dev', 'Dev-Passw0rd!');
const reader = basic('reader', 'Reader-Passw0rd!');

const sha = (algorithm: string, body: string | Buffer) => createHash(algorithm).update(body).digest('hex');

function put(url: string, body: string | Buffer, headers: Record<string, string> = admin) {
  return t.server.inject({ method: 'PUT', url, headers, payload: body });
}

const get = (url: string, headers: Record<string, string> = admin) => t.server.inject({ method: 'GET', url, headers });

async function permission(name: string, repo: string, users: Record<string, string[]>, include = ['**']) {
  const res = await t.call('POST', apiPaths.accessPermissions, {
    name,
    resources: {
      artifact: {
        targets: { [repo]: { include_patterns: include, exclude_patterns: [] } },
        actions: { users, groups: {} },
      },
    },
  });
  expect(res.statusCode).toBe(201);
}

/** Every blob file in the store, wherever it is. */
function blobFiles(): string[] {
  const root = join(t.dataDir, 'blobs');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const [name, password] of [
    ['dev', 'Dev-Passw0rd!'],
    ['reader', 'Reader-Passw0rd!'],
  ] as const) {
    const res = await t.call('POST', apiPaths.accessUsers, { username: name, password, email: `${name}@example.com` });
    expect(res.statusCode).toBe(201);
  }
  await t.createRepositories(['libs', 'other', 'guarded', 'patterned']);
  await t.call('POST', '/artifactory/api/repositories/patterned', {
    includesPattern: 'org/**',
    excludesPattern: '**/*.tmp',
  });
  await t.createRepositories(['up'], { rclass: 'remote', url: 'http://127.0.0.1:9/' } as never);
  await t.call('PUT', '/artifactory/api/repositories/all', {
    rclass: 'virtual',
    packageType: 'generic',
    repositories: ['libs', 'other'],
    defaultDeploymentRepo: 'other',
  });
  await permission('libs-dev', 'libs', { dev: ['READ', 'ANNOTATE', 'WRITE'], reader: ['READ'] });
  await permission('other-dev', 'other', { dev: ['READ', 'WRITE', 'DELETE'] });
  await permission('guarded-public', 'guarded', { reader: ['READ'] }, ['public/**']);
});
afterAll(() => t.close());

describe('deploy and download', () => {
  const body = 'hello, artifact\n';

  it('deploys a file with its checksums verified and answers 201 with the item', async () => {
    const res = await put('/artifactory/libs/org/acme/app-1.0.txt', body, {
      ...admin,
      'x-checksum-sha1': sha('sha1', body),
      'x-checksum-md5': sha('md5', body),
      'x-checksum': sha('sha256', body),
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toContain('application/vnd.org.jfrog.artifactory.storage.ItemCreated+json');
    const created = res.json<StorageFileInfo>();
    expect(created).toMatchObject({
      repo: 'libs',
      path: '/org/acme/app-1.0.txt',
      createdBy: 'admin',
      size: String(body.length),
      mimeType: 'text/plain',
      checksums: { sha1: sha('sha1', body), md5: sha('md5', body), sha256: sha('sha256', body) },
    });
    expect(created.downloadUri).toMatch(/\/artifactory\/libs\/org\/acme\/app-1\.0\.txt$/);
    expect(res.headers.location).toBe(created.downloadUri);
  });

  it('downloads the bytes with checksum headers, ETag and Last-Modified', async () => {
    const res = await get('/artifactory/libs/org/acme/app-1.0.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(body);
    expect(res.headers).toMatchObject({
      'x-checksum-sha1': sha('sha1', body),
      'x-checksum-md5': sha('md5', body),
      'x-checksum-sha256': sha('sha256', body),
      etag: `"${sha('sha1', body)}"`,
      'accept-ranges': 'bytes',
      'content-length': String(body.length),
      'x-content-type-options': 'nosniff',
    });
    expect(Date.parse(String(res.headers['last-modified']))).toBeGreaterThan(0);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.server.inject({
      method: 'HEAD',
      url: '/artifactory/libs/org/acme/app-1.0.txt',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-checksum-sha256']).toBe(sha('sha256', body));
    expect(res.headers['content-length']).toBe(String(body.length));
    expect(res.body).toBe('');
  });

  it('serves byte ranges, and 416 for a range past the end', async () => {
    const url = '/artifactory/libs/org/acme/app-1.0.txt';
    const middle = await get(url, { ...admin, range: 'bytes=7-14' });
    expect(middle.statusCode).toBe(206);
    expect(middle.body).toBe(body.slice(7, 15));
    expect(middle.headers['content-range']).toBe(`bytes 7-14/${body.length}`);
    const tail = await get(url, { ...admin, range: 'bytes=-9' });
    expect(tail.body).toBe(body.slice(-9));
    const open = await get(url, { ...admin, range: 'bytes=10-' });
    expect(open.body).toBe(body.slice(10));
    const beyond = await get(url, { ...admin, range: 'bytes=500-600' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${body.length}`);
  });

  it('answers 304 to a conditional GET for the same content', async () => {
    const res = await get('/artifactory/libs/org/acme/app-1.0.txt', {
      ...admin,
      'if-none-match': `"${sha('sha1', body)}"`,
    });
    expect(res.statusCode).toBe(304);
  });

  it('refuses a body whose checksum does not match, keeping nothing', async () => {
    const before = blobFiles().length;
    const res = await put('/artifactory/libs/bad.txt', 'tampered', {
      ...admin,
      'x-checksum-sha256': sha('sha256', 'x'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toBe(
      serverMessages.checksumMismatch('sha256', sha('sha256', 'x'), sha('sha256', 'tampered')),
    );
    expect((await get('/artifactory/libs/bad.txt')).statusCode).toBe(404);
    expect(blobFiles()).toHaveLength(before);
  });

  it('stores the same content once, however many paths hold it', async () => {
    const content = 'shared content';
    const before = blobFiles().length;
    for (const path of ['a/one.bin', 'b/two.bin', 'c/three.bin']) {
      expect((await put(`/artifactory/other/${path}`, content)).statusCode).toBe(201);
    }
    expect(blobFiles()).toHaveLength(before + 1);
  });

  it('deploys by checksum alone when the content is known, and answers 404 when it is not', async () => {
    const content = 'known content for checksum deploy';
    await put('/artifactory/libs/known/original.bin', content);
    const reuse = await put('/artifactory/libs/known/copy.bin', '', {
      ...admin,
      'x-checksum-deploy': 'true',
      'x-checksum': sha('sha256', content),
    });
    expect(reuse.statusCode).toBe(201);
    expect((await get('/artifactory/libs/known/copy.bin')).body).toBe(content);

    const bySha1 = await put('/artifactory/libs/known/by-sha1.bin', '', {
      ...admin,
      'x-checksum-deploy': 'true',
      'x-checksum-sha1': sha('sha1', content),
    });
    expect(bySha1.statusCode).toBe(201);

    const unknown = sha('sha256', 'never stored');
    const missing = await put('/artifactory/libs/known/missing.bin', '', {
      ...admin,
      'x-checksum-deploy': 'true',
      'x-checksum': unknown,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe(serverMessages.checksumDeployMissing('sha256', unknown));
    expect((await get('/artifactory/libs/known/missing.bin')).statusCode).toBe(404);
  });

  it('keeps matrix parameters as properties, several values split at commas', async () => {
    await put('/artifactory/libs/props/app.zip;build.name=app;build.number=7;os=linux,darwin', 'zip');
    const res = await get('/artifactory/api/storage/libs/props/app.zip?properties');
    expect(res.json<StorageProperties>().properties).toEqual({
      'build.name': ['app'],
      'build.number': ['7'],
      os: ['darwin', 'linux'],
    });
  });

  it('replaces a file on redeploy, and releases the content nothing uses any more', async () => {
    await put('/artifactory/other/replace/me.txt', 'first version');
    const before = blobFiles().length;
    await put('/artifactory/other/replace/me.txt', 'second version');
    expect((await get('/artifactory/other/replace/me.txt')).body).toBe('second version');
    await expect.poll(() => blobFiles().length).toBe(before);
  });

  it('takes concurrent deploys of one new path, the last one written staying', async () => {
    const bodies = Array.from({ length: 8 }, (_, index) => `racer ${index}`);
    const answers = await Promise.all(bodies.map((body) => put('/artifactory/other/race/same.txt', body)));
    expect(answers.map((res) => res.statusCode)).toEqual(bodies.map(() => 201));
    expect(bodies).toContain((await get('/artifactory/other/race/same.txt')).body);
    const list = await get('/artifactory/api/storage/other/race?list');
    expect(list.json<StorageFileList>().files.map((file) => file.uri)).toEqual(['/same.txt']);
  });

  it('refuses to put a file where a folder is, and a folder where a file is', async () => {
    await put('/artifactory/other/clash/inner/file.txt', 'x');
    const overFolder = await put('/artifactory/other/clash/inner', 'y');
    expect(overFolder.statusCode).toBe(409);
    const underFile = await put('/artifactory/other/clash/inner/file.txt/below.txt', 'z');
    expect(underFile.statusCode).toBe(409);
    expect(underFile.json().errors[0].message).toBe(
      serverMessages.folderInTheWay('other', 'clash/inner/file.txt/below.txt'),
    );
  });

  it('creates an empty folder on a PUT that ends with a slash', async () => {
    const res = await put('/artifactory/other/empty/folder/', '');
    expect(res.statusCode).toBe(201);
    expect(res.json<StorageFolderInfo>().path).toBe('/empty/folder');
    const info = await get('/artifactory/api/storage/other/empty/folder');
    expect(info.json<StorageFolderInfo>().children).toEqual([]);
  });

  it("honours a repository's include and exclude patterns", async () => {
    expect((await put('/artifactory/patterned/org/a.jar', 'a')).statusCode).toBe(201);
    const outside = await put('/artifactory/patterned/com/a.jar', 'a');
    expect(outside.statusCode).toBe(409);
    expect(outside.json().errors[0].message).toBe(serverMessages.rejectedByPatterns('patterned', 'com/a.jar'));
    expect((await put('/artifactory/patterned/org/a.tmp', 'a')).statusCode).toBe(409);
  });

  it('refuses to deploy to a remote repository', async () => {
    const res = await put('/artifactory/up/a.txt', 'a');
    expect(res.statusCode).toBe(405);
    expect(res.json().errors[0].message).toBe(serverMessages.remoteIsReadOnly('up'));
  });

  it('answers 404 for an unknown repository and an unknown path', async () => {
    expect((await get('/artifactory/nowhere/a.txt')).json().errors[0].message).toBe(
      serverMessages.repositoryNotFound('nowhere'),
    );
    expect((await get('/artifactory/libs/no/such.txt')).statusCode).toBe(404);
  });

  it('refuses paths that climb out of the repository', async () => {
    // Dot segments, plain or escaped, are resolved by the injecting client's URL parser before
    // they arrive; storage-faults.test.ts sends them over a socket as written.
    for (const path of ['a%5cb.txt', 'a%00b.txt', 'a/%2F/b.txt', 'a/%2F..%2F/b.txt']) {
      const res = await put(`/artifactory/libs/${path}`, 'x');
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors[0].message).toBe(serverMessages.invalidArtifactPath);
    }
  });
});

describe('permissions on artifacts', () => {
  it('challenges an anonymous reader with the Basic realm', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/artifactory/libs/org/acme/app-1.0.txt' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Basic realm="Artifactory Realm"');
  });

  it('lets a user deploy where they have write, and refuses elsewhere with 403', async () => {
    expect((await put('/artifactory/libs/dev/tool.txt', 'v1', dev)).statusCode).toBe(201);
    const refused = await put('/artifactory/libs/dev/tool.txt', 'x', reader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].message).toBe(serverMessages.notPermitted('WRITE', 'libs', 'dev/tool.txt'));
  });

  it('needs delete permission to overwrite a file', async () => {
    const res = await put('/artifactory/libs/dev/tool.txt', 'v2', dev);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).toBe(serverMessages.notPermitted('DELETE', 'libs', 'dev/tool.txt'));
    expect((await get('/artifactory/libs/dev/tool.txt', reader)).body).toBe('v1');
  });

  it('reads only where a permission pattern reaches', async () => {
    await put('/artifactory/guarded/public/readme.txt', 'open');
    await put('/artifactory/guarded/secret/key.txt', 'closed');
    expect((await get('/artifactory/guarded/public/readme.txt', reader)).statusCode).toBe(200);
    expect((await get('/artifactory/guarded/secret/key.txt', reader)).statusCode).toBe(403);
    const list = await get('/artifactory/api/storage/guarded?list&deep=1', reader);
    expect(list.json<StorageFileList>().files.map((file) => file.uri)).toEqual(['/public/readme.txt']);
  });

  it('tells the console what the caller may do at a path', async () => {
    const res = await get(`${UI_API}/ui/artifacts/actions?repoKey=libs&path=dev/tool.txt`, dev);
    expect(res.json<ArtifactActions>()).toEqual({
      read: true,
      annotate: true,
      deploy: true,
      delete: false,
      manage: false,
    });
    const virtual = await get(`${UI_API}/ui/artifacts/actions?repoKey=all&path=`, admin);
    expect(virtual.json<ArtifactActions>()).toMatchObject({ deploy: false, delete: false, manage: true });
  });
});

describe('storage info', () => {
  it('describes a folder with its children, folders first', async () => {
    await put('/artifactory/libs/tree/b.txt', 'b');
    await put('/artifactory/libs/tree/a/x.txt', 'x');
    const res = await get('/artifactory/api/storage/libs/tree');
    expect(res.statusCode).toBe(200);
    const folder = res.json<StorageFolderInfo>();
    expect(folder).toMatchObject({ repo: 'libs', path: '/tree', createdBy: 'admin' });
    expect(folder.children).toEqual([
      { uri: '/a', folder: true },
      { uri: '/b.txt', folder: false },
    ]);
  });

  it('lists files deep, with folders when asked, relative to the folder', async () => {
    const deep = await get('/artifactory/api/storage/libs/tree?list&deep=1');
    expect(deep.json<StorageFileList>().files.map((file) => file.uri)).toEqual(['/b.txt', '/a/x.txt']);
    const withFolders = await get('/artifactory/api/storage/libs/tree?list&deep=1&listFolders=1');
    expect(withFolders.json<StorageFileList>().files.map((file) => [file.uri, file.folder])).toEqual([
      ['/a', true],
      ['/b.txt', false],
      ['/a/x.txt', false],
    ]);
    const shallow = await get('/artifactory/api/storage/libs/tree?list&listFolders=1');
    expect(shallow.json<StorageFileList>().files.map((file) => file.uri)).toEqual(['/a', '/b.txt']);
    const file = deep.json<StorageFileList>().files[0];
    expect(file).toMatchObject({ size: 1, sha1: sha('sha1', 'b'), sha2: sha('sha256', 'b') });
  });

  it('gives every field of the wire: a file and a folder as their deploy answered, a list with its root and timestamps', async () => {
    const deployedFile = await put('/artifactory/libs/wire/w.txt', 'w');
    const file = await get('/artifactory/api/storage/libs/wire/w.txt');
    expect(file.json()).toEqual(deployedFile.json());
    expect(file.json<StorageFileInfo>().originalChecksums).toEqual(file.json<StorageFileInfo>().checksums);
    const deployedFolder = await put('/artifactory/libs/wire/empty/', '');
    expect((await get('/artifactory/api/storage/libs/wire/empty')).json()).toEqual(deployedFolder.json());

    const list = await get(
      '/artifactory/api/storage/libs/wire?list&deep=1&listFolders=1&mdTimestamps=1&includeRootPath=1',
    );
    const files = list.json<StorageFileList>().files;
    expect(files[0]).toEqual({ uri: '/', size: -1, lastModified: expect.any(String), folder: true });
    expect(files.find((entry) => entry.uri === '/w.txt')?.mdTimestamps).toEqual({ properties: expect.any(String) });
  });

  it('counts downloads', async () => {
    await put('/artifactory/libs/stats/s.txt', 's');
    await get('/artifactory/libs/stats/s.txt');
    await get('/artifactory/libs/stats/s.txt', reader);
    // Downloads are counted in memory and written within a second.
    await expect
      .poll(async () => (await get('/artifactory/api/storage/libs/stats/s.txt?stats')).json<StorageStats>(), {
        timeout: 3000,
      })
      .toMatchObject({ downloadCount: 2, lastDownloadedBy: 'reader' });
    expect((await get('/artifactory/api/storage/libs/stats/s.txt?stats')).json<StorageStats>()).toEqual({
      uri: expect.stringMatching(/\/artifactory\/api\/storage\/libs\/stats\/s\.txt$/),
      downloadCount: 2,
      lastDownloaded: expect.any(Number),
      lastDownloadedBy: 'reader',
      remoteDownloadCount: 0,
      remoteLastDownloaded: 0,
    });
  });

  it('serves an index page for a folder', async () => {
    const redirect = await get('/artifactory/libs/tree');
    expect(redirect.statusCode).toBe(302);
    const res = await get('/artifactory/libs/tree/');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<a href="a/">a/</a>');
    expect(res.body).toContain('<a href="b.txt">b.txt</a>');
  });

  it('pages the console tree: repositories first, then children', async () => {
    const roots = await get(`${UI_API}/ui/artifacts/children`, reader);
    expect(roots.json<ArtifactTreePage>().children.map((node) => node.name)).toEqual(['guarded', 'libs']);
    const page = await get(`${UI_API}/ui/artifacts/children?repoKey=libs&path=tree&offset=1&limit=1`);
    expect(page.json<ArtifactTreePage>()).toMatchObject({
      total: 2,
      children: [{ type: 'file', name: 'b.txt', path: 'tree/b.txt', size: 1 }],
    });
  });
});

describe('properties', () => {
  it('sets properties on a folder and everything below it, and deletes them', async () => {
    await put('/artifactory/libs/p/one.txt', '1');
    await put('/artifactory/libs/p/sub/two.txt', '2');
    const set = await t.server.inject({
      method: 'PUT',
      url: `/artifactory/api/storage/libs/p?properties=${encodeURIComponent('qa=passed;team=a,b')}&recursive=1`,
      headers: dev,
    });
    expect(set.statusCode).toBe(204);
    const two = await get('/artifactory/api/storage/libs/p/sub/two.txt?properties');
    expect(two.json<StorageProperties>().properties).toEqual({ qa: ['passed'], team: ['a', 'b'] });
    const only = await get('/artifactory/api/storage/libs/p/one.txt?properties=qa');
    expect(only.json<StorageProperties>().properties).toEqual({ qa: ['passed'] });

    const removed = await t.server.inject({
      method: 'DELETE',
      url: '/artifactory/api/storage/libs/p?properties=qa&recursive=1',
      headers: dev,
    });
    expect(removed.statusCode).toBe(204);
    expect((await get('/artifactory/api/storage/libs/p/one.txt?properties')).json().properties).toEqual({
      team: ['a', 'b'],
    });
  });

  it('needs annotate permission', async () => {
    const res = await t.server.inject({
      method: 'PUT',
      url: '/artifactory/api/storage/libs/p/one.txt?properties=x=1',
      headers: reader,
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 when an item has no properties', async () => {
    await put('/artifactory/libs/bare.txt', 'bare');
    const res = await get('/artifactory/api/storage/libs/bare.txt?properties');
    expect(res.statusCode).toBe(404);
  });
});

describe('searches', () => {
  it('finds files by checksum, only where the caller may read', async () => {
    const content = 'findable by checksum';
    await put('/artifactory/libs/find/me.txt', content);
    await put('/artifactory/guarded/secret/me.txt', content);
    const all = await get(`/artifactory/api/search/checksum?sha256=${sha('sha256', content)}`);
    expect(all.json<SearchUris>().results.map((result) => result.uri.replace(/^.*\/api\/storage\//, ''))).toEqual([
      'guarded/secret/me.txt',
      'libs/find/me.txt',
    ]);
    const limited = await get(`/artifactory/api/search/checksum?sha1=${sha('sha1', content)}`, reader);
    expect(limited.json<SearchUris>().results).toHaveLength(1);
    const inRepo = await get(`/artifactory/api/search/checksum?md5=${sha('md5', content)}&repos=guarded`);
    expect(inRepo.json<SearchUris>().results).toHaveLength(1);
  });

  it('finds files by property values', async () => {
    const res = await get('/artifactory/api/search/prop?build.name=app&os=linux&repos=libs');
    expect(res.json<SearchUris>().results.map((result) => result.uri)).toEqual([
      expect.stringMatching(/\/api\/storage\/libs\/props\/app\.zip$/),
    ]);
    const none = await get('/artifactory/api/search/prop?os=windows');
    expect(none.json<SearchUris>().results).toEqual([]);
  });
});

describe('delete, move and copy', () => {
  it('deletes a file with 204, and a folder with everything below it', async () => {
    await put('/artifactory/other/gone/a.txt', 'gone a');
    await put('/artifactory/other/gone/deeper/b.txt', 'gone b');
    const file = await t.server.inject({ method: 'DELETE', url: '/artifactory/other/gone/a.txt', headers: dev });
    expect(file.statusCode).toBe(204);
    expect((await get('/artifactory/other/gone/a.txt')).statusCode).toBe(404);
    const before = blobFiles().length;
    const folder = await t.server.inject({ method: 'DELETE', url: '/artifactory/other/gone', headers: dev });
    expect(folder.statusCode).toBe(204);
    expect((await get('/artifactory/api/storage/other/gone')).statusCode).toBe(404);
    await expect.poll(() => blobFiles().length).toBe(before - 1);
  });

  it('refuses a delete without delete permission, deleting nothing', async () => {
    const res = await t.server.inject({ method: 'DELETE', url: '/artifactory/libs/dev/tool.txt', headers: dev });
    expect(res.statusCode).toBe(403);
    expect((await get('/artifactory/libs/dev/tool.txt')).statusCode).toBe(200);
  });

  it('copies a folder into another repository, properties included, sharing the content', async () => {
    const before = blobFiles().length;
    const res = await t.call('POST', '/artifactory/api/copy/libs/p?to=/other/copied/');
    expect(res.statusCode).toBe(200);
    expect(res.json<MoveCopyResult>().messages[0]?.message).toBe(
      'copying libs:p to other:copied/p completed successfully, 2 artifacts and 2 folders were copied',
    );
    expect((await get('/artifactory/other/copied/p/sub/two.txt')).body).toBe('2');
    expect((await get('/artifactory/api/storage/other/copied/p/one.txt?properties')).json().properties).toEqual({
      team: ['a', 'b'],
    });
    expect((await get('/artifactory/libs/p/one.txt')).statusCode).toBe(200);
    expect(blobFiles()).toHaveLength(before);
  });

  it('moves a file to a new name, keeping when it was created', async () => {
    await put('/artifactory/other/move/src.txt', 'moving');
    const created = (await get('/artifactory/api/storage/other/move/src.txt')).json<StorageFileInfo>().created;
    const dry = await t.call('POST', '/artifactory/api/move/other/move/src.txt?to=/other/moved/dst.txt&dry=1');
    expect(dry.statusCode).toBe(200);
    expect((await get('/artifactory/other/move/src.txt')).statusCode).toBe(200);

    const res = await t.call('POST', '/artifactory/api/move/other/move/src.txt?to=/other/moved/dst.txt');
    expect(res.json<MoveCopyResult>().messages[0]?.message).toContain('1 artifacts and 0 folders were moved');
    expect((await get('/artifactory/other/move/src.txt')).statusCode).toBe(404);
    const moved = await get('/artifactory/api/storage/other/moved/dst.txt');
    expect(moved.json<StorageFileInfo>().created).toBe(created);
  });

  it('refuses to move a folder into itself', async () => {
    const res = await t.call('POST', '/artifactory/api/move/libs/tree?to=/libs/tree/a/');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(serverMessages.moveIntoItself);
  });

  it('needs delete permission on the source to move', async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: '/artifactory/api/move/libs/dev/tool.txt?to=/other/tool.txt',
      headers: dev,
    });
    expect(res.statusCode).toBe(403);
    expect((await get('/artifactory/libs/dev/tool.txt')).statusCode).toBe(200);
  });
});

describe('virtual repositories', () => {
  it('resolves through the members in their order', async () => {
    await put('/artifactory/libs/v/first.txt', 'from libs');
    await put('/artifactory/other/v/first.txt', 'from other');
    await put('/artifactory/other/v/second.txt', 'only in other');
    expect((await get('/artifactory/all/v/first.txt')).body).toBe('from libs');
    expect((await get('/artifactory/all/v/second.txt')).body).toBe('only in other');
  });

  it('deploys to the default deployment repository', async () => {
    const res = await put('/artifactory/all/v/deployed.txt', 'through the virtual');
    expect(res.statusCode).toBe(201);
    expect(res.json<StorageFileInfo>().repo).toBe('other');
    expect((await get('/artifactory/other/v/deployed.txt')).body).toBe('through the virtual');
  });

  it('lists the merged children of its members', async () => {
    const res = await get('/artifactory/api/storage/all/v');
    expect(res.json<StorageFolderInfo>().children.map((child) => child.uri)).toEqual([
      '/deployed.txt',
      '/first.txt',
      '/second.txt',
    ]);
  });

  it('skips members the caller may not read', async () => {
    expect((await get('/artifactory/all/v/first.txt', dev)).body).toBe('from libs');
    expect((await get('/artifactory/all/v/second.txt', reader)).statusCode).toBe(404);
  });
});

describe('the audit log', () => {
  it('writes who did what where, and how it ended', async () => {
    await put('/artifactory/libs/audited/a.txt', 'audited', dev);
    await put('/artifactory/libs/audited/a.txt', 'again', dev);
    await t.server.inject({ method: 'DELETE', url: '/artifactory/other/audited-nothing', headers: dev });
    const lines = (await t.readLogs())
      .split('\n')
      .filter((line) => line.includes('"action"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        user: 'dev',
        action: 'deploy',
        repo: 'libs',
        path: 'audited/a.txt',
        result: 'success',
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ user: 'dev', action: 'deploy', path: 'audited/a.txt', result: 'failure', status: 403 }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ user: 'dev', action: 'delete', repo: 'other', result: 'failure', status: 404 }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ user: 'admin', action: 'create repository', repo: 'libs', result: 'success' }),
    );
  });
});

describe('deleting a repository', () => {
  it('removes its items and, in the background, the content nothing else uses', async () => {
    await t.createRepositories(['doomed']);
    await put('/artifactory/doomed/only/here.bin', 'content only the doomed repository has');
    const blob = sha('sha256', 'content only the doomed repository has');
    const path = join(t.dataDir, 'blobs', blob.slice(0, 2), blob.slice(2, 4), blob);
    expect(existsSync(path)).toBe(true);
    expect((await t.call('DELETE', '/artifactory/api/repositories/doomed')).statusCode).toBe(200);
    await expect.poll(() => existsSync(path)).toBe(false);
  });
});

describe('summaries and builds of artifacts', () => {
  it('R28.097 lists the builds whose modules name the artifact, by its checksums', async () => {
    const content = 'built artifact';
    await put('/artifactory/libs/built/app-2.0.jar', content);
    const published = await t.server.inject({
      method: 'PUT',
      url: '/artifactory/api/build',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: {
        name: 'app',
        number: '42',
        started: '2026-11-25T10:00:00.000+0000',
        modules: [{ id: 'acme:app:2.0', artifacts: [{ name: 'app-2.0.jar', sha1: sha('sha1', content) }] }],
      },
    });
    expect(published.statusCode).toBe(204);
    const res = await get(`${UI_API}/ui/artifactbuilds?repoKey=libs&path=built/app-2.0.jar`);
    expect(res.json()).toEqual([
      { name: 'app', number: '42', started: '2026-11-25T10:00:00.000+0000', projectKey: '' },
    ]);
    const other = await get(`${UI_API}/ui/artifactbuilds?repoKey=libs&path=bare.txt`);
    expect(other.json()).toEqual([]);
  });

  it('R28.063 sums up storage per repository for administrators only', async () => {
    const res = await get(`${UI_API}/ui/storagesummary`);
    expect(res.statusCode).toBe(200);
    const summary = res.json<StorageSummary>();
    const libs = summary.repositoriesSummaryList.find((line) => line.repoKey === 'libs');
    const listed = (await get('/artifactory/api/storage/libs?list&deep=1&listFolders=1')).json<StorageFileList>();
    expect(libs).toMatchObject({
      repoType: 'LOCAL',
      packageType: 'generic',
      filesCount: listed.files.filter((file) => !file.folder).length,
      foldersCount: listed.files.filter((file) => file.folder).length,
      usedSpaceInBytes: listed.files.reduce((sum, file) => sum + Math.max(file.size, 0), 0),
    });
    expect(summary.repositoriesSummaryList.at(-1)?.repoKey).toBe('TOTAL');
    expect(Number(summary.binariesSummary.binariesCount)).toBeGreaterThan(0);
    expect((await get('/artifactory/api/storageinfo')).json<StorageSummary>().binariesSummary).toEqual(
      summary.binariesSummary,
    );
    expect((await get(`${UI_API}/ui/storagesummary`, reader)).statusCode).toBe(403);
  });

  it("R28.062 sums up each project's repositories", async () => {
    await t.call('POST', apiPaths.accessProjects, { project_key: 'stor', display_name: 'Storage' });
    await t.call('PUT', '/artifactory/api/repositories/stor-files', {
      rclass: 'local',
      packageType: 'generic',
      projectKey: 'stor',
    });
    await put('/artifactory/stor-files/a.bin', '12345');
    const res = await get(`${UI_API}/ui/storagesummary/projects`);
    expect(res.json<ProjectStorageSummary>().projects).toEqual([
      { projectKey: 'stor', repositoriesCount: 1, filesCount: 1, usedSpaceInBytes: 5 },
    ]);
  });

  it('R28.102 counts the artifacts the caller may read, under path-limited grants only those paths', async () => {
    const all = (await get(`${UI_API}/ui/home/widget/artifactCount`)).json<ArtifactCountWidget>();
    const total = (await get(`${UI_API}/ui/storagesummary`)).json<StorageSummary>().binariesSummary.artifactsCount;
    expect(all.widgetData.artifactCount).toBe(Number(total));
    const readable = (await get(`${UI_API}/ui/home/widget/artifactCount`, reader)).json<ArtifactCountWidget>();
    const inLibs = (await get('/artifactory/api/storage/libs?list&deep=1')).json<StorageFileList>().files.length;
    // Of guarded, the reader may read public/** only: the files elsewhere there are not counted.
    const guarded = (await get('/artifactory/api/storage/guarded?list&deep=1')).json<StorageFileList>().files;
    const inGuardedPublic = guarded.filter((file) => file.uri.startsWith('/public/')).length;
    expect(guarded.length).toBeGreaterThan(inGuardedPublic);
    expect(readable.widgetData.artifactCount).toBe(inLibs + inGuardedPublic);
  });
});
