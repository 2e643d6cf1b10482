import { createHash, randomBytes } from 'node:crypto';
import { apiPaths } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, buildSecondNode, buildTestApp, type TestApp, testDatabaseUrl } from '../../../test/build-test-app.ts';
import { comparable, eventually, listen, readOver, readRouted } from '../../../test/front-door-reads.ts';

const REGISTRY = '/artifactory/api/npm/npm-local';
const READER_PASSWORD = 'Reader-Passw0rd!';
const ABBREVIATED = 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8, */*';

let t: TestApp;
let node: TestApp;
let origin: string;
let nodeOrigin: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['npm-local'], { packageType: 'npm' });
  await t.createUser('reader', READER_PASSWORD);
  await t.setAnonymousAccess(true);
  await t.grant('npm-anonymous', ['npm-local'], { anonymous: ['READ'], reader: ['READ'] });
  origin = await listen(t);
  // The second node sits behind a proxy on this address, as a cluster's nodes do.
  node = await buildSecondNode(t, { ARCA_TRUSTED_PROXIES: '127.0.0.1' });
  nodeOrigin = await listen(node);
});
afterAll(async () => {
  await node?.close();
  await t?.close();
});

function publishDocument(name: string, version: string, tarball: Buffer) {
  const file = `${name}-${version}.tgz`;
  return {
    _id: name,
    name,
    'dist-tags': { latest: version },
    versions: {
      [version]: {
        name,
        version,
        _id: `${name}@${version}`,
        dist: {
          integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
          shasum: createHash('sha1').update(tarball).digest('hex'),
          tarball: `http://elsewhere/${name}/-/${file}`,
        },
      },
    },
    _attachments: { [file]: { content_type: 'application/octet-stream', data: tarball.toString('base64') } },
  };
}

async function publish(name: string, version: string): Promise<Buffer> {
  const tarball = randomBytes(300);
  const res = await t.call('PUT', `${REGISTRY}/${name}`, publishDocument(name, version, tarball));
  expect(res.statusCode).toBe(201);
  return tarball;
}

/** A read over HTTP from this node or the other. */
function read(url: string, headers: Record<string, string> = {}, base = origin, method = 'GET') {
  return readOver(base === origin ? t : node, base, url, headers, method);
}

function routed(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  return readRouted(t, origin, url, headers, method);
}

describe(`npm reads answered before the framework (${testDatabaseUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('answers a tarball and a packument in every form byte for byte as the routes do', async () => {
    const tarball = await publish('front-same', '1.0.0');
    const cases: [string, Record<string, string>, 'GET' | 'HEAD'][] = [
      [`${REGISTRY}/front-same/-/front-same-1.0.0.tgz`, {}, 'GET'],
      [`${REGISTRY}/front-same/-/front-same-1.0.0.tgz`, {}, 'HEAD'],
      [`${REGISTRY}/front-same`, { accept: 'application/json', 'accept-encoding': 'identity' }, 'GET'],
      [`${REGISTRY}/front-same`, { accept: ABBREVIATED, 'accept-encoding': 'identity' }, 'GET'],
      [`${REGISTRY}/front-same`, { accept: ABBREVIATED, 'accept-encoding': 'gzip' }, 'GET'],
    ];
    for (const [url, headers, method] of cases) {
      const front = await read(url, headers, origin, method);
      const expected = await routed(url, headers, method);
      expect(front.frontDoor, `${method} ${url}`).toBe(true);
      expect(front.status).toBe(expected.status);
      expect(comparable(front.headers)).toEqual(comparable(expected.headers));
      expect(front.body.equals(expected.body)).toBe(true);
      expect(front.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
    }
    expect((await read(`${REGISTRY}/front-same/-/front-same-1.0.0.tgz`)).body.equals(tarball)).toBe(true);
    const etag = (await read(`${REGISTRY}/front-same`, { accept: ABBREVIATED })).headers.etag ?? '';
    const unchanged = await read(`${REGISTRY}/front-same`, { accept: ABBREVIATED, 'if-none-match': etag });
    expect([unchanged.status, unchanged.frontDoor]).toEqual([304, true]);
  });

  it('shows a publish, a new tag and an unpublish on the next read, on this node and on another', async () => {
    await publish('front-fresh', '1.0.0');
    const versions = async (base: string) =>
      Object.keys(JSON.parse((await read(`${REGISTRY}/front-fresh`, {}, base)).body.toString()).versions ?? {});
    expect(await versions(origin)).toEqual(['1.0.0']);
    expect(await versions(nodeOrigin)).toEqual(['1.0.0']);
    await publish('front-fresh', '1.1.0');
    expect(await versions(origin)).toEqual(['1.0.0', '1.1.0']);
    expect(
      await eventually(
        () => versions(nodeOrigin),
        (seen) => seen.length === 2,
      ),
    ).toEqual(['1.0.0', '1.1.0']);

    const tarballUrl = `${REGISTRY}/front-fresh/-/front-fresh-1.1.0.tgz`;
    // HEAD: the second node has a blob store of its own until the cluster shares one.
    expect((await read(tarballUrl, {}, nodeOrigin, 'HEAD')).status).toBe(200);
    const rev = JSON.parse((await read(`${REGISTRY}/front-fresh?write=true`)).body.toString())._rev;
    const removed = await t.call('DELETE', `${REGISTRY}/front-fresh/-/front-fresh-1.1.0.tgz/-rev/${rev}`);
    expect(removed.statusCode).toBe(200);
    expect((await read(tarballUrl)).status).toBe(404);
    const elsewhere = await eventually(
      () => read(tarballUrl, {}, nodeOrigin, 'HEAD'),
      (res) => res.status === 404,
    );
    expect([elsewhere.status, elsewhere.frontDoor]).toEqual([404, false]);
  });

  it('refuses at once a reader whose permission is withdrawn, on this node and on another', async () => {
    await publish('front-guarded', '1.0.0');
    await t.grant('front-guarded-only', ['npm-local'], { anonymous: ['READ'] });
    const url = `${REGISTRY}/front-guarded/-/front-guarded-1.0.0.tgz`;
    expect((await read(url)).frontDoor).toBe(true);
    expect((await read(url, {}, nodeOrigin, 'HEAD')).frontDoor).toBe(true);
    await t.call('DELETE', `${apiPaths.accessPermissions}/npm-anonymous`);
    await t.call('DELETE', `${apiPaths.accessPermissions}/front-guarded-only`);
    const refused = await read(url);
    expect([refused.status, refused.frontDoor]).toEqual([401, false]);
    expect(refused.headers['www-authenticate']).toBe('Basic realm="Artifactory Realm"');
    const elsewhere = await eventually(
      () => read(url, {}, nodeOrigin, 'HEAD'),
      (res) => res.status === 401,
    );
    expect([elsewhere.status, elsewhere.frontDoor]).toEqual([401, false]);
    await t.grant('npm-anonymous', ['npm-local'], { anonymous: ['READ'], reader: ['READ'] });
  });

  it("takes a live token, leaves passwords and unknown tokens to the routes' checks", async () => {
    await publish('front-token', '1.0.0');
    const url = `${REGISTRY}/front-token/-/front-token-1.0.0.tgz`;
    const issued = await t.call('POST', apiPaths.accessTokens, { username: 'reader' });
    const token = issued.json().access_token as string;
    const byToken = await read(url, { authorization: `Bearer ${token}` });
    expect([byToken.status, byToken.frontDoor]).toEqual([200, true]);
    const byPassword = await read(url, basic('reader', READER_PASSWORD));
    expect([byPassword.status, byPassword.frontDoor]).toEqual([200, false]);
    const wrongPassword = await read(url, basic('reader', 'not-the-password'));
    expect([wrongPassword.status, wrongPassword.frontDoor]).toEqual([401, false]);
    const unknown = await read(url, { authorization: `Bearer ${token}x` });
    expect([unknown.status, unknown.frontDoor]).toEqual([401, false]);
    await t.call('DELETE', `${apiPaths.accessTokens}/${issued.json().token_id}`);
    const revoked = await read(url, { authorization: `Bearer ${token}` });
    expect([revoked.status, revoked.frontDoor]).toEqual([401, false]);
  });

  it('answers what a trusted proxy describes as the routes do: its scheme and host, and the client it names', async () => {
    await publish('front-proxied', '1.0.0');
    const url = `${REGISTRY}/front-proxied`;
    const forwarded = {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'registry.example',
      'x-forwarded-for': '203.0.113.7',
    };
    const proxied = await eventually(
      () => readOver(node, nodeOrigin, url, forwarded),
      (answer) => answer.status === 200,
    );
    expect(proxied.frontDoor).toBe(true);
    const routed = await readRouted(node, nodeOrigin, url, forwarded);
    expect(proxied.body.equals(routed.body)).toBe(true);
    expect(comparable(proxied.headers)).toEqual(comparable(routed.headers));
    expect(JSON.parse(proxied.body.toString()).versions['1.0.0'].dist.tarball).toBe(
      'https://registry.example/artifactory/api/npm/npm-local/front-proxied/-/front-proxied-1.0.0.tgz',
    );
    const line = (await node.readLogs())
      .split('\n')
      .find((entry) => entry.includes(proxied.headers['x-request-id'] ?? 'none'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ path: url, status: 200, ip: '203.0.113.7' });
    // Without trusted proxies the headers mean nothing, to the routes and to the front door alike.
    const direct = await read(url, forwarded);
    expect(direct.frontDoor).toBe(true);
    expect(JSON.parse(direct.body.toString()).versions['1.0.0'].dist.tarball).toBe(
      `${origin}/artifactory/api/npm/npm-local/front-proxied/-/front-proxied-1.0.0.tgz`,
    );
  });

  it('leaves a user agent the request policy blocks to its 406', async () => {
    await publish('front-policy', '1.0.0');
    const url = `${REGISTRY}/front-policy/-/front-policy-1.0.0.tgz`;
    await t.call('PUT', apiPaths.requestPolicy, { blockedUserAgents: ['evilbot'] });
    const blocked = await read(url, { 'user-agent': 'EvilBot/1.0' });
    expect([blocked.status, blocked.frontDoor]).toEqual([406, false]);
    await t.call('PUT', apiPaths.requestPolicy, { blockedUserAgents: [] });
    expect((await read(url, { 'user-agent': 'EvilBot/1.0' })).frontDoor).toBe(true);
  });

  it('writes the request log line and counts the download of what it answers', async () => {
    await publish('front-logged', '1.0.0');
    const url = `${REGISTRY}/front-logged/-/front-logged-1.0.0.tgz`;
    const answer = await read(url);
    expect(answer.frontDoor).toBe(true);
    const line = (await t.readLogs())
      .split('\n')
      .find((entry) => entry.includes(answer.headers['x-request-id'] ?? 'none'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      method: 'GET',
      path: url,
      status: 200,
      user: 'anonymous',
      bytes: 300,
      ip: '127.0.0.1',
    });
    // Downloads are counted in memory and written within a second.
    const stats = '/artifactory/api/storage/npm-local/front-logged/-/front-logged-1.0.0.tgz?stats';
    await expect.poll(async () => (await t.call('GET', stats)).json().downloadCount, { timeout: 3000 }).toBe(1);
  });
});
