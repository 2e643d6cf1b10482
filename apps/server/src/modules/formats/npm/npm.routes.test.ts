import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { cliLoginPaths, UI_API } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

const REGISTRY = '/artifactory/api/npm/npm-local';
const admin = basic('admin', ADMIN_PASSWORD);
const READER_PASSWORD = 'Reader-Passw0rd!';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['npm-local', 'npm-other'], { packageType: 'npm' });
  await t.createRepositories(['generic-local']);
  await t.createUser('reader', READER_PASSWORD);
  await t.grant('npm-readers', ['npm-local'], { reader: ['READ'] });
});
afterAll(() => t.close());

/** The document `npm publish` sends: the version's manifest and its tarball, base64, as an attachment. */
function publishDocument(name: string, version: string, tarball: Buffer, manifest: Record<string, unknown> = {}) {
  const file = `${name}-${version}.tgz`;
  return {
    _id: name,
    name,
    description: 'A package',
    'dist-tags': { latest: version },
    versions: {
      [version]: {
        name,
        version,
        description: 'A package',
        _id: `${name}@${version}`,
        dist: {
          integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
          shasum: createHash('sha1').update(tarball).digest('hex'),
          tarball: `http://elsewhere/${name}/-/${file}`,
        },
        ...manifest,
      },
    },
    readme: `# ${name}`,
    _attachments: {
      [file]: { content_type: 'application/octet-stream', data: tarball.toString('base64'), length: tarball.length },
    },
  };
}

function escaped(name: string): string {
  return name.replace('/', '%2f');
}

function publish(name: string, document: object, headers: Record<string, string> = admin) {
  return t.server.inject({ method: 'PUT', url: `${REGISTRY}/${escaped(name)}`, headers, payload: document });
}

function get(url: string, headers: Record<string, string> = admin) {
  return t.server.inject({ method: 'GET', url, headers });
}

/** What storage and the index hold of a package: its files in the repository and its versions. */
async function stored(name: string) {
  const files = await t.database.db
    .selectFrom('items')
    .select(['path', 'name'])
    .where('repo_key', '=', 'npm-local')
    .where('type', '=', 'file')
    .execute();
  const versions = await t.database.db
    .selectFrom('package_versions as v')
    .innerJoin('packages as p', 'p.id', 'v.package_id')
    .select('v.version')
    .where('p.name', '=', name)
    .execute();
  return {
    files: files.map((file) => `${file.path}/${file.name}`).filter((path) => path.startsWith(`${name}/`)),
    versions: versions.map((row) => row.version),
  };
}

describe('npm publish and install', () => {
  const tarball = randomBytes(2 * 1024 * 1024);

  it('stores a published tarball and answers the packument and the tarball from the index', async () => {
    const published = await publish(
      'left-pad',
      publishDocument('left-pad', '1.0.0', tarball, { keywords: ['pad'], license: 'MIT', dependencies: { a: '^1' } }),
    );
    expect(published.statusCode).toBe(201);
    expect(published.json()).toEqual({ ok: true });
    expect(await stored('left-pad')).toEqual({ files: ['left-pad/-/left-pad-1.0.0.tgz'], versions: ['1.0.0'] });

    const packument = await get(`${REGISTRY}/left-pad`);
    expect(packument.statusCode).toBe(200);
    const body = packument.json();
    const tarballUrl = `http://localhost:80${REGISTRY}/left-pad/-/left-pad-1.0.0.tgz`;
    expect(body).toMatchObject({
      _id: 'left-pad',
      name: 'left-pad',
      description: 'A package',
      'dist-tags': { latest: '1.0.0' },
      license: 'MIT',
      time: { created: expect.any(String), modified: expect.any(String), '1.0.0': expect.any(String) },
    });
    expect(body._rev).toMatch(/^1-/);
    expect(body.versions['1.0.0']).toMatchObject({
      name: 'left-pad',
      keywords: ['pad'],
      dist: { tarball: tarballUrl, shasum: createHash('sha1').update(tarball).digest('hex') },
    });
    expect(body.versions['1.0.0'].readme).toBeUndefined();

    const readme = await t.database.db.selectFrom('package_versions').select('readme').executeTakeFirstOrThrow();
    expect(readme.readme).toBe('# left-pad');

    const download = await get(tarballUrl.replace('http://localhost:80', ''));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.rawPayload.equals(tarball)).toBe(true);
  });

  it('answers the abbreviated packument to installs', async () => {
    const res = await get(`${REGISTRY}/left-pad`, {
      ...admin,
      accept: 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8, */*',
    });
    expect(res.headers['content-type']).toMatch(/^application\/vnd\.npm\.install-v1\+json/);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['dist-tags', 'modified', 'name', 'versions']);
    expect(Object.keys(body.versions['1.0.0']).sort()).toEqual(['dependencies', 'dist', 'name', 'version']);
  });

  it('keeps a scoped package at Artifactory’s layout and answers both spellings of its name', async () => {
    const bytes = Buffer.from('scoped tarball');
    expect((await publish('@acme/tool', publishDocument('@acme/tool', '0.1.0', bytes))).statusCode).toBe(201);
    expect((await stored('@acme/tool')).files).toEqual(['@acme/tool/-/@acme/tool-0.1.0.tgz']);
    for (const url of [`${REGISTRY}/@acme%2ftool`, `${REGISTRY}/@acme%2Ftool`, `${REGISTRY}/@acme/tool`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json().versions['0.1.0'].dist.tarball).toBe(
        `http://localhost:80${REGISTRY}/@acme/tool/-/@acme/tool-0.1.0.tgz`,
      );
    }
    for (const file of ['@acme/tool/-/@acme/tool-0.1.0.tgz', '@acme%2ftool/-/tool-0.1.0.tgz']) {
      const res = await get(`${REGISTRY}/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('scoped tarball');
    }
  });

  it('refuses a version that exists, and keeps the one stored', async () => {
    const res = await publish('left-pad', publishDocument('left-pad', '1.0.0', Buffer.from('other bytes')));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'cannot modify pre-existing version' });
    const download = await get(`${REGISTRY}/left-pad/-/left-pad-1.0.0.tgz`);
    expect(download.rawPayload.equals(tarball)).toBe(true);
  });

  it('refuses a tarball that does not match its integrity, and stores nothing', async () => {
    const announced = publishDocument('broken', '1.0.0', Buffer.from('announced'));
    const sent = publishDocument('broken', '1.0.0', Buffer.from('sent instead'));
    const document = { ...announced, _attachments: sent._attachments };
    const res = await publish('broken', document);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'the tarball does not match dist.shasum' });

    const manifest = announced.versions['1.0.0'] as { dist: { integrity: string } };
    const onlyIntegrity = {
      ...document,
      versions: { '1.0.0': { ...manifest, dist: { integrity: manifest.dist.integrity } } },
    };
    const second = await publish('broken', onlyIntegrity);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ error: 'the tarball does not match dist.integrity' });
    expect(await stored('broken')).toEqual({ files: [], versions: [] });
  });

  it('refuses names npm does not allow, and versions that are not semver', async () => {
    for (const name of ['Left-Pad', '.hidden', 'a'.repeat(215), '@scope/_x', 'spa ce']) {
      const res = await publish(name, publishDocument(name, '1.0.0', Buffer.from('x')));
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error, name).toMatch(/^Invalid package name/);
    }
    const res = await publish('bad-version', publishDocument('bad-version', '1.0', Buffer.from('x')));
    expect(res.json()).toEqual({ error: 'Invalid version: "1.0"' });
    expect(await stored('Left-Pad')).toEqual({ files: [], versions: [] });
    expect(await stored('bad-version')).toEqual({ files: [], versions: [] });
  });

  it('asks anonymous publishers to log in and refuses users without deploy permission', async () => {
    const document = publishDocument('nobody', '1.0.0', Buffer.from('x'));
    const anonymous = await publish('nobody', document, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Basic realm="Artifactory Realm"');
    expect(anonymous.json()).toEqual({ error: expect.any(String) });

    const reader = await publish('nobody', document, basic('reader', READER_PASSWORD));
    expect(reader.statusCode).toBe(403);
    expect(reader.json()).toEqual({ error: expect.any(String) });
    expect(await stored('nobody')).toEqual({ files: [], versions: [] });
  });

  it('answers 404 for a package without a version in this repository', async () => {
    const res = await get('/artifactory/api/npm/npm-other/left-pad');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found' });
    expect((await get(`${REGISTRY}/left-pad/-/left-pad-9.9.9.tgz`)).statusCode).toBe(404);
  });

  it('serves only npm repositories', async () => {
    const res = await get('/artifactory/api/npm/generic-local/left-pad');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'generic-local is not an npm repository' });
  });
});

describe('dist-tags', () => {
  const tags = `${REGISTRY}/-/package/left-pad/dist-tags`;

  it('adds, lists and removes tags', async () => {
    await publish('left-pad', publishDocument('left-pad', '1.1.0-beta.1', Buffer.from('beta'), {}));
    // A publish names its own tag: this one moved latest.
    expect((await get(tags)).json()).toEqual({ latest: '1.1.0-beta.1' });
    const set = (tag: string, version: string) =>
      t.server.inject({
        method: 'PUT',
        url: `${tags}/${tag}`,
        headers: { ...admin, 'content-type': 'application/json' },
        payload: JSON.stringify(version),
      });
    expect((await set('latest', '1.0.0')).statusCode).toBe(201);
    const next = await set('next', '1.1.0-beta.1');
    expect(next.statusCode).toBe(201);
    expect(next.json()).toEqual({ ok: true });
    expect((await get(tags)).json()).toEqual({ latest: '1.0.0', next: '1.1.0-beta.1' });
    expect((await get(`${REGISTRY}/left-pad`)).json()['dist-tags']).toEqual({ latest: '1.0.0', next: '1.1.0-beta.1' });

    const unknown = await set('next', '3.0.0');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'version 3.0.0 of left-pad not found' });

    const removed = await t.server.inject({ method: 'DELETE', url: `${tags}/next`, headers: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect((await get(tags)).json()).toEqual({ latest: '1.0.0' });
    const latest = await t.server.inject({ method: 'DELETE', url: `${tags}/latest`, headers: admin });
    expect(latest.json()).toEqual({ error: 'the latest tag cannot be removed' });
  });

  it('needs deploy permission to change a tag', async () => {
    const res = await t.server.inject({
      method: 'DELETE',
      url: `${tags}/latest`,
      headers: basic('reader', READER_PASSWORD),
    });
    expect(res.statusCode).toBe(403);
    expect((await get(tags, basic('reader', READER_PASSWORD))).statusCode).toBe(200);
  });
});

describe('npm deprecate', () => {
  it('changes only the deprecated message of existing versions', async () => {
    const packument = (await get(`${REGISTRY}/left-pad?write=true`)).json();
    packument.versions['1.0.0'].deprecated = 'use left-pad 2';
    packument.versions['1.0.0'].description = 'rewritten';
    const res = await t.server.inject({
      method: 'PUT',
      url: `${REGISTRY}/left-pad`,
      headers: admin,
      payload: packument,
    });
    expect(res.statusCode).toBe(201);
    const after = (await get(`${REGISTRY}/left-pad`)).json();
    expect(after.versions['1.0.0']).toMatchObject({ deprecated: 'use left-pad 2', description: 'A package' });
    expect(after.versions['1.1.0-beta.1'].deprecated).toBeUndefined();

    after.versions['1.0.0'].deprecated = '';
    await t.server.inject({ method: 'PUT', url: `${REGISTRY}/left-pad`, headers: admin, payload: after });
    expect((await get(`${REGISTRY}/left-pad`)).json().versions['1.0.0'].deprecated).toBeUndefined();
  });

  it('refuses a new version without its tarball', async () => {
    const packument = (await get(`${REGISTRY}/left-pad`)).json();
    packument.versions['2.0.0'] = { ...packument.versions['1.0.0'], version: '2.0.0' };
    const res = await t.server.inject({
      method: 'PUT',
      url: `${REGISTRY}/left-pad`,
      headers: admin,
      payload: packument,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'the tarball of version 2.0.0 is not attached' });
  });
});

describe('npm login and whoami', () => {
  const user = (payload: object) =>
    t.server.inject({ method: 'PUT', url: `${REGISTRY}/-/user/org.couchdb.user:reader`, payload });

  it('answers a token of the user for the right password', async () => {
    const res = await user({ _id: 'org.couchdb.user:reader', name: 'reader', password: READER_PASSWORD });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ ok: true, id: 'org.couchdb.user:reader', token: expect.any(String) });
    const whoami = await get(`${REGISTRY}/-/whoami`, { authorization: `Bearer ${body.token}` });
    expect(whoami.json()).toEqual({ username: 'reader' });
  });

  it('refuses a wrong password', async () => {
    const res = await user({ name: 'reader', password: 'wrong' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Incorrect username or password' });
  });
});

describe('other calls under the npm path', () => {
  it('answer npm’s error shape, never the console', async () => {
    const calls = [
      ['GET', `${REGISTRY}/-/v1/searches`, 404],
      ['POST', `${REGISTRY}/-/v1/logins`, 404],
      ['DELETE', `${REGISTRY}/left-pad`, 405],
      ['PUT', `${REGISTRY}/left-pad/-/left-pad-1.0.0.tgz`, 405],
      ['PATCH', `${REGISTRY}/left-pad`, 404],
      ['GET', '/artifactory/api/npm/', 404],
    ] as const;
    for (const [method, url, status] of calls) {
      const res = await t.server.inject({ method, url, headers: admin });
      expect([method, url, res.statusCode]).toEqual([method, url, status]);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });
});

describe('npm unpublish', () => {
  const tarballOf = (version: string) => Buffer.from(`gone ${version}`);
  const packumentOf = async (name: string) => (await get(`${REGISTRY}/${escaped(name)}?write=true`)).json();

  it('removes one version the way npm unpublish name@version does, and its tags', async () => {
    for (const version of ['1.0.0', '1.1.0', '2.0.0-rc.1'])
      await publish('gone', publishDocument('gone', version, tarballOf(version), {}));
    const setTag = await t.server.inject({
      method: 'PUT',
      url: `${REGISTRY}/-/package/gone/dist-tags/next`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify('2.0.0-rc.1'),
    });
    expect(setTag.statusCode).toBe(201);

    // npm sends the document without the version, then deletes the tarball.
    const document = await packumentOf('gone');
    delete document.versions['2.0.0-rc.1'];
    const put = await t.server.inject({
      method: 'PUT',
      url: `${REGISTRY}/gone/-rev/${document._rev}`,
      headers: admin,
      payload: document,
    });
    expect(put.statusCode).toBe(201);
    const removed = await t.server.inject({
      method: 'DELETE',
      url: `${REGISTRY}/gone/-/gone-2.0.0-rc.1.tgz/-rev/${(await packumentOf('gone'))._rev}`,
      headers: admin,
    });
    // The document already left it out, so the tarball is gone by then; npm takes a 404 as done.
    expect(removed.statusCode).toBe(404);

    expect(await stored('gone')).toEqual({
      files: ['gone/-/gone-1.0.0.tgz', 'gone/-/gone-1.1.0.tgz'],
      versions: ['1.0.0', '1.1.0'],
    });
    const after = await packumentOf('gone');
    expect(Object.keys(after.versions)).toEqual(['1.0.0', '1.1.0']);
    expect(after['dist-tags']).toEqual({ latest: '1.1.0' });
  });

  it('removes a version by its tarball alone', async () => {
    const res = await t.server.inject({
      method: 'DELETE',
      url: `${REGISTRY}/gone/-/gone-1.1.0.tgz/-rev/3-x`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect((await stored('gone')).versions).toEqual(['1.0.0']);
  });

  it('refuses a reader, and keeps everything', async () => {
    const reader = basic('reader', READER_PASSWORD);
    const res = await t.server.inject({ method: 'DELETE', url: `${REGISTRY}/gone/-rev/1-x`, headers: reader });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: expect.any(String) });
    expect((await stored('gone')).versions).toEqual(['1.0.0']);
  });

  it('removes the whole package with npm unpublish --force', async () => {
    const res = await t.server.inject({ method: 'DELETE', url: `${REGISTRY}/gone/-rev/1-x`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(await stored('gone')).toEqual({ files: [], versions: [] });
    expect((await get(`${REGISTRY}/gone`)).statusCode).toBe(404);
    expect((await get(`${REGISTRY}/-/package/gone/dist-tags`)).statusCode).toBe(404);
  });
});

describe('npm search', () => {
  it('finds packages by name, description and keyword, newest version first shown', async () => {
    await publish(
      'search-me',
      publishDocument('search-me', '0.1.0', Buffer.from('s1'), { keywords: ['needle'], description: 'Finds hay' }),
    );
    await publish('search-me', publishDocument('search-me', '0.2.0', Buffer.from('s2'), { keywords: ['needle'] }));
    const search = async (text: string) =>
      (await get(`${REGISTRY}/-/v1/search?text=${encodeURIComponent(text)}&size=20&from=0`)).json();

    const byName = await search('search-m');
    expect(byName.total).toBe(1);
    expect(byName.objects[0].package).toMatchObject({ name: 'search-me', version: '0.2.0', keywords: ['needle'] });
    expect((await search('needle')).objects.map((hit: { package: { name: string } }) => hit.package.name)).toEqual([
      'search-me',
    ]);
    expect((await search('no-such-thing')).total).toBe(0);
    // Wildcards are text, not patterns.
    expect((await search('%')).total).toBe(0);
  });
});

describe('virtual npm repositories', () => {
  beforeAll(async () => {
    await t.createRepositories(['npm-virtual'], {
      rclass: 'virtual',
      packageType: 'npm',
      repositories: ['npm-other', 'npm-local'],
      defaultDeploymentRepo: 'npm-other',
    });
  });
  const VIRTUAL = '/artifactory/api/npm/npm-virtual';

  it('publishes to the default deployment repository and merges the members, the first winning a version', async () => {
    const published = await t.server.inject({
      method: 'PUT',
      url: `${VIRTUAL}/left-pad`,
      headers: admin,
      payload: publishDocument('left-pad', '9.0.0', Buffer.from('other'), {}),
    });
    expect(published.statusCode).toBe(201);
    const other = await get('/artifactory/api/npm/npm-other/left-pad');
    expect(Object.keys(other.json().versions)).toEqual(['9.0.0']);

    const merged = (await get(`${VIRTUAL}/left-pad`)).json();
    expect(Object.keys(merged.versions)).toEqual(expect.arrayContaining(['1.0.0', '9.0.0']));
    expect(merged['dist-tags'].latest).toBe('9.0.0');
    const tarballUrl = merged.versions['1.0.0'].dist.tarball as string;
    expect(tarballUrl).toBe(`http://localhost:80${VIRTUAL}/left-pad/-/left-pad-1.0.0.tgz`);
    const tarball = await get(tarballUrl.replace('http://localhost:80', ''));
    expect(tarball.statusCode).toBe(200);
    expect(tarball.rawPayload.equals((await get(`${REGISTRY}/left-pad/-/left-pad-1.0.0.tgz`)).rawPayload)).toBe(true);
  });

  it('shows a reader only the members it may read', async () => {
    const reader = basic('reader', READER_PASSWORD);
    const merged = (await get(`${VIRTUAL}/left-pad`, reader)).json();
    expect(Object.keys(merged.versions)).not.toContain('9.0.0');
    expect(Object.keys(merged.versions)).toContain('1.0.0');
  });
});

describe('the calls npm clients and set-up scripts make besides packages', () => {
  const hello = Buffer.from('hello tarball');

  beforeAll(async () => {
    await publish('calls-hello', publishDocument('calls-hello', '1.0.0', hello));
    await publish('calls-hello', publishDocument('calls-hello', '1.1.0', hello, { description: 'newer' }));
    await t.server.inject({
      method: 'PUT',
      url: `${REGISTRY}/-/package/calls-hello/dist-tags/beta`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify('1.0.0'),
    });
    await publish('@calls/scoped', publishDocument('@calls/scoped', '2.0.0', hello));
  });

  it('answers npm ping with {} on an npm repository, and 404 on one that does not exist', async () => {
    const ping = await get(`${REGISTRY}/-/ping`, {});
    expect([ping.statusCode, ping.json()]).toEqual([200, {}]);
    const missing = await get('/artifactory/api/npm/no-such-repo/-/ping', {});
    expect(missing.statusCode).toBe(404);
  });

  it("answers one version's document by version or dist-tag, scoped names too, and npm's 404 otherwise", async () => {
    const byVersion = await get(`${REGISTRY}/calls-hello/1.0.0`);
    expect(byVersion.statusCode).toBe(200);
    expect(byVersion.json()).toMatchObject({
      name: 'calls-hello',
      version: '1.0.0',
      dist: { tarball: `http://localhost:80${REGISTRY}/calls-hello/-/calls-hello-1.0.0.tgz` },
    });
    expect((await get(`${REGISTRY}/calls-hello/latest`)).json()).toMatchObject({ version: '1.1.0' });
    expect((await get(`${REGISTRY}/calls-hello/beta`)).json()).toMatchObject({ version: '1.0.0' });
    for (const url of [`${REGISTRY}/@calls%2fscoped/2.0.0`, `${REGISTRY}/@calls/scoped/2.0.0`])
      expect((await get(url)).json()).toMatchObject({ name: '@calls/scoped', version: '2.0.0' });

    const absent = await get(`${REGISTRY}/calls-hello/9.9.9`);
    expect([absent.statusCode, absent.json()]).toEqual([404, { error: 'version not found: 9.9.9' }]);
    expect((await get(`${REGISTRY}/no-such-package/1.0.0`)).statusCode).toBe(404);
    expect((await get(`${REGISTRY}/calls-hello/1.0.0`, {})).statusCode).toBe(401);
  });

  it("answers the .npmrc lines of the caller's Basic credentials, plain and for a scope, never anonymously", async () => {
    const reader = basic('reader', READER_PASSWORD);
    const plain = await get('/artifactory/api/npm/auth', reader);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/plain/);
    expect(plain.body).toBe(
      `_auth = ${Buffer.from(`reader:${READER_PASSWORD}`).toString('base64')}\nalways-auth = true\nemail = reader@example.com\n`,
    );
    expect((await get(`${REGISTRY}/auth`, reader)).body).toBe(plain.body);

    const key = `//localhost:80${REGISTRY}/`;
    const scoped = [
      `@acme:registry=http:${key}`,
      `${key}:_password=${Buffer.from(READER_PASSWORD).toString('base64')}`,
      `${key}:username=reader`,
      `${key}:email=reader@example.com`,
      `${key}:always-auth=true`,
      '',
    ].join('\n');
    expect((await get(`${REGISTRY}/auth/acme`, reader)).body).toBe(scoped);
    expect((await get(`${REGISTRY}/auth?scope=@acme`, reader)).body).toBe(scoped);

    const anonymous = await get('/artifactory/api/npm/auth', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toMatch(/_auth/);
    const issued = await t.server.inject({
      method: 'PUT',
      url: `${REGISTRY}/-/user/org.couchdb.user:reader`,
      payload: { name: 'reader', password: READER_PASSWORD },
    });
    const withToken = await get('/artifactory/api/npm/auth', { authorization: `Bearer ${issued.json().token}` });
    expect(withToken.statusCode).toBe(401);
  });

  it('revokes the token npm logout names, only for its owner or an administrator', async () => {
    const login = async () =>
      (
        await t.server.inject({
          method: 'PUT',
          url: `${REGISTRY}/-/user/org.couchdb.user:reader`,
          payload: { name: 'reader', password: READER_PASSWORD },
        })
      ).json().token as string;
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const logout = (token: string, headers: Record<string, string>) =>
      t.server.inject({ method: 'DELETE', url: `${REGISTRY}/-/user/token/${token}`, headers });

    const own = await login();
    const out = await logout(own, bearer(own));
    expect([out.statusCode, out.json()]).toEqual([200, { ok: true }]);
    expect((await get(`${REGISTRY}/-/whoami`, bearer(own))).statusCode).toBe(401);

    await t.createUser('someone', READER_PASSWORD);
    const victim = await login();
    const refused = await logout(victim, basic('someone', READER_PASSWORD));
    expect([refused.statusCode, refused.json()]).toEqual([404, { error: 'not_found' }]);
    expect((await get(`${REGISTRY}/-/whoami`, bearer(victim))).json()).toEqual({ username: 'reader' });
    expect((await logout(victim, {})).statusCode).toBe(401);

    expect((await logout(victim, admin)).statusCode).toBe(200);
    expect((await get(`${REGISTRY}/-/whoami`, bearer(victim))).statusCode).toBe(401);
  });
});

describe('npm audit', () => {
  const bulk = { 'calls-hello': ['1.0.0'] };
  const advisories = { 'calls-hello': [{ id: 1, severity: 'high', vulnerable_versions: '<1.1.0' }] };
  let upstream: Server;
  const received: { url: string; encoding: string | undefined; body: unknown; authorization?: string }[] = [];

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = request.headers['content-encoding'];
        received.push({
          url: request.url ?? '',
          encoding,
          body: JSON.parse((encoding === 'gzip' ? gunzipSync(raw) : raw).toString()),
          authorization: request.headers.authorization,
        });
        if (request.method !== 'POST' || !request.url?.startsWith('/registry/-/npm/v1/security/')) {
          response.writeHead(404).end();
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(advisories));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    await t.createRepositories(['npm-audit-remote'], {
      rclass: 'remote',
      packageType: 'npm',
      url: `http://127.0.0.1:${port}/registry/`,
      username: 'up',
      password: 'secret',
    });
    await t.createRepositories(['npm-audit-virtual'], {
      rclass: 'virtual',
      packageType: 'npm',
      repositories: ['npm-local', 'npm-audit-remote'],
    });
  });
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

  const audit = (repo: string, query: string, body: Buffer, headers: Record<string, string> = {}) =>
    t.server.inject({
      method: 'POST',
      url: `/artifactory/api/npm/${repo}/-/npm/v1/security/${query}`,
      headers: { ...admin, 'content-type': 'application/json', ...headers },
      payload: body,
    });

  it('knows no advisories on a local repository', async () => {
    const res = await audit('npm-local', 'advisories/bulk', Buffer.from(JSON.stringify(bulk)));
    expect([res.statusCode, res.json()]).toEqual([200, {}]);
    expect(received).toEqual([]);
  });

  it("asks a remote repository's upstream, with its credentials, the gzipped body as npm sent it", async () => {
    const res = await audit('npm-audit-remote', 'advisories/bulk', gzipSync(JSON.stringify(bulk)), {
      'content-encoding': 'gzip',
    });
    expect([res.statusCode, res.json()]).toEqual([200, advisories]);
    expect(received.at(-1)).toEqual({
      url: '/registry/-/npm/v1/security/advisories/bulk',
      encoding: 'gzip',
      body: bulk,
      authorization: `Basic ${Buffer.from('up:secret').toString('base64')}`,
    });
  });

  it("asks a virtual repository's first remote member, the older quick audit too", async () => {
    const quick = { name: 'app', requires: { 'calls-hello': '1.0.0' } };
    const res = await audit('npm-audit-virtual', 'audits/quick', Buffer.from(JSON.stringify(quick)));
    expect([res.statusCode, res.json()]).toEqual([200, advisories]);
    expect(received.at(-1)).toMatchObject({ url: '/registry/-/npm/v1/security/audits/quick', body: quick });
  });

  it('refuses a caller who may not read the repository, and answers npm’s 404 to other queries', async () => {
    const refused = await audit('npm-other', 'advisories/bulk', Buffer.from('{}'), basic('reader', READER_PASSWORD));
    expect(refused.statusCode).toBe(403);
    const other = await audit('npm-local', 'advisories/other', Buffer.from('{}'));
    expect([other.statusCode, other.json()]).toEqual([404, { error: 'not_found' }]);
  });
});

describe('npm login --auth-type=web', () => {
  const open = () =>
    t.server.inject({ method: 'POST', url: `${REGISTRY}/-/v1/login`, payload: { hostname: 'laptop' } });
  const done = (url: string) => t.server.inject({ method: 'GET', url: new URL(url).pathname });

  it("answers the console's login page and a done URL that waits until a signed-in user approves, then gives the token once", async () => {
    const opened = await open();
    expect(opened.statusCode).toBe(200);
    const { loginUrl, doneUrl } = opened.json();
    const session = new URL(loginUrl).searchParams.get('jfClientSession') ?? '';
    expect(loginUrl).toBe(`http://localhost:80/ui/?jfClientSession=${session}&jfClientName=npm`);
    expect(doneUrl).toBe(`http://localhost:80${REGISTRY}/-/v1/done/${session}`);

    const waiting = await done(doneUrl);
    expect(waiting.statusCode).toBe(202);
    expect(waiting.headers['retry-after']).toBe('1');

    const cookie = await t.login('reader', READER_PASSWORD);
    const approved = await t.server.inject({
      method: 'POST',
      url: `${UI_API}${cliLoginPaths.response}`,
      headers: t.asConsole(cookie),
      payload: { session, code: session.slice(-4) },
    });
    expect(approved.statusCode).toBe(200);

    const collected = await done(doneUrl);
    expect(collected.statusCode).toBe(200);
    const { token } = collected.json();
    expect((await get(`${REGISTRY}/-/whoami`, { authorization: `Bearer ${token}` })).json()).toEqual({
      username: 'reader',
    });
    const stored = await t.database.db
      .selectFrom('access_tokens')
      .select(['token_hash', 'description'])
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .execute();
    expect(stored).toEqual([{ token_hash: expect.any(String), description: 'npm web login' }]);

    const again = await done(doneUrl);
    expect(again.statusCode).toBe(400);
  });

  it('never lets a client name a web login session itself, which would skip the code', async () => {
    const { loginUrl } = (await open()).json();
    const session = new URL(loginUrl).searchParams.get('jfClientSession') ?? '';
    const ours = `${session.slice(0, 14)}8${session.slice(15, -1)}${session.endsWith('0') ? '1' : '0'}`;
    const registered = await t.server.inject({
      method: 'POST',
      url: cliLoginPaths.request,
      payload: { session: ours },
    });
    expect(registered.statusCode).toBe(400);
  });
});
