import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, buildSecondNode, buildTestApp, type TestApp, testDatabaseUrl } from '../../../test/build-test-app.ts';
import { comparable, eventually, listen, readOver, readRouted } from '../../../test/front-door-reads.ts';
import { PYPI_API, sha256, uploadSdist } from './pypi-test-support.ts';

/**
 * PyPI project pages are answered before the framework (ADR 025) with the same bytes and headers
 * as the routes, and only as a plain success: a refusal, a redirect or an unknown project goes on
 * to the routes, and a change on this node or another shows on the next request.
 */

const API = PYPI_API;
const LOCAL = 'front-local';
const READER_PASSWORD = 'Reader-Passw0rd!';
const JSON_TYPE = 'application/vnd.pypi.simple.v1+json';
const PIP_ACCEPT = 'application/vnd.pypi.simple.v1+json, application/vnd.pypi.simple.v1+html; q=0.1, text/html; q=0.01';

let t: TestApp;
let node: TestApp;
let origin: string;
let nodeOrigin: string;

/** twine's upload of one sdist through `app`; answers its bytes. */
async function upload(app: TestApp, name: string, version: string): Promise<Buffer> {
  const bytes = Buffer.from(`${name}-${version} ${Math.random()}`);
  await uploadSdist(app, LOCAL, name, version, bytes, [['requires_python', '>=3.9']]);
  return bytes;
}

/** A read over HTTP from this node or the other. */
function read(url: string, headers: Record<string, string> = {}, base = origin, method = 'GET') {
  return readOver(base === origin ? t : node, base, url, headers, method);
}

function routed(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  return readRouted(t, origin, url, headers, method);
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories([LOCAL], { packageType: 'pypi' });
  await t.createUser('reader', READER_PASSWORD);
  await t.createUser('stranger', READER_PASSWORD);
  await t.setAnonymousAccess(true);
  await t.grant('pypi-front', [LOCAL], { anonymous: ['READ'], reader: ['READ'] });
  origin = await listen(t);
  node = await buildSecondNode(t, {});
  nodeOrigin = await listen(node);
});
afterAll(async () => {
  await node?.close();
  await t?.close();
});

describe(`PyPI project pages answered before the framework (${testDatabaseUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('answers a project page as HTML, JSON and HEAD byte for byte as the routes do', async () => {
    const bytes = await upload(t, 'front-same', '1.0');
    const page = `${API}/${LOCAL}/simple/front-same/`;
    const cases: [Record<string, string>, 'GET' | 'HEAD'][] = [
      [{}, 'GET'],
      [{ accept: 'text/html' }, 'GET'],
      [{ accept: PIP_ACCEPT }, 'GET'],
      [{ accept: JSON_TYPE }, 'HEAD'],
    ];
    for (const [headers, method] of cases) {
      const front = await read(page, headers, origin, method);
      const expected = await routed(page, headers, method);
      expect(front.frontDoor, `${method} ${JSON.stringify(headers)}`).toBe(true);
      expect(front.status).toBe(200);
      expect(expected.status).toBe(200);
      expect(comparable(front.headers)).toEqual(comparable(expected.headers));
      expect(front.body.equals(expected.body)).toBe(true);
      expect(front.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
    }
    const json = await read(page, { accept: PIP_ACCEPT });
    expect(json.headers['content-type']).toBe(JSON_TYPE);
    expect(JSON.parse(json.body.toString()).files[0].hashes.sha256).toBe(sha256(bytes));
  });

  it('leaves a refusal, a redirect and an unknown project to the routes', async () => {
    await upload(t, 'front-guarded', '1.0');
    const page = `${API}/${LOCAL}/simple/front-guarded/`;
    expect((await read(page)).frontDoor).toBe(true);
    const stranger = await read(page, basic('stranger', READER_PASSWORD));
    expect(stranger.frontDoor).toBe(false);
    expect(stranger.status).toBe(403);
    const misspelt = await read(`${API}/${LOCAL}/simple/Front_Guarded/`);
    expect(misspelt.frontDoor).toBe(false);
    expect(misspelt.status).toBe(301);
    expect(misspelt.headers.location).toBe(page);
    const unknown = await read(`${API}/${LOCAL}/simple/front-never/`);
    expect(unknown.frontDoor).toBe(false);
    expect(unknown.status).toBe(404);
    await t.setAnonymousAccess(false);
    try {
      const anonymous = await read(page);
      expect(anonymous.frontDoor).toBe(false);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers['www-authenticate']).toBe('Basic realm="Artifactory Realm"');
    } finally {
      await t.setAnonymousAccess(true);
    }
  });

  it('shows an upload on the next request, on this node and on another sharing the database', async () => {
    const one = await upload(t, 'front-shared', '1.0');
    const page = `${API}/${LOCAL}/simple/front-shared/`;
    const hashes = (body: Buffer) =>
      JSON.parse(body.toString()).files.map((file: { hashes: { sha256: string } }) => file.hashes.sha256);
    for (const base of [origin, nodeOrigin]) {
      const first = await read(page, { accept: JSON_TYPE }, base);
      expect(first.frontDoor).toBe(true);
      expect(hashes(first.body)).toEqual([sha256(one)]);
    }
    const two = await upload(node, 'front-shared', '2.0');
    const here = await read(page, { accept: JSON_TYPE }, nodeOrigin);
    expect(here.frontDoor).toBe(true);
    expect(hashes(here.body)).toEqual([sha256(one), sha256(two)]);
    const there = await eventually(
      () => read(page, { accept: JSON_TYPE }),
      (answer) => hashes(answer.body).length === 2,
    );
    expect(there.frontDoor).toBe(true);
    expect(hashes(there.body)).toEqual([sha256(one), sha256(two)]);
  });
});
