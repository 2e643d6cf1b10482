import { apiPaths } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp, testDatabaseUrl } from '../../test/build-test-app.ts';
import { comparable, listen, readOver, readRouted } from '../../test/front-door-reads.ts';

/**
 * Stored files at `/artifactory/{repo}/{path}` are answered before the framework (ADR 025) with the
 * same bytes and headers as the download route, and only as a plain success or 304: folders, made-up
 * content, refusals and unsatisfiable ranges go on to the routes.
 */

const READER_PASSWORD = 'Reader-Passw0rd!';
const FILE = '/artifactory/files/org/acme/app-1.0.txt';
const CONTENT = 'the same bytes either way\n';
/** Past the small-blob size: streamed from disk rather than sent from memory. */
const LARGE = '/artifactory/files/org/acme/app-1.0.bin';
const LARGE_CONTENT = Buffer.alloc(3 * 1024 * 1024 + 17, 'large-file ');

let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['files']);
  await t.createRepositories(['libs'], { packageType: 'maven' });
  await t.createUser('reader', READER_PASSWORD);
  await t.setAnonymousAccess(true);
  await t.grant('files-anonymous', ['files', 'libs'], { anonymous: ['READ'], reader: ['READ'] });
  for (const url of [FILE, '/artifactory/libs/org/acme/lib/1.0/lib-1.0.jar']) {
    const res = await t.server.inject({
      method: 'PUT',
      url,
      headers: { ...basic('admin', ADMIN_PASSWORD), 'content-type': 'text/plain' },
      payload: CONTENT,
    });
    expect(res.statusCode).toBe(201);
  }
  const large = await t.server.inject({
    method: 'PUT',
    url: LARGE,
    headers: { ...basic('admin', ADMIN_PASSWORD), 'content-type': 'application/octet-stream' },
    payload: LARGE_CONTENT,
  });
  expect(large.statusCode).toBe(201);
  origin = await listen(t);
});
afterAll(() => t?.close());

const read = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  readOver(t, origin, url, headers, method);

describe(`stored files answered before the framework (${testDatabaseUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('answers a file, its headers, a range and a 304 byte for byte as the download route does', async () => {
    const cases: [Record<string, string>, 'GET' | 'HEAD'][] = [
      [{}, 'GET'],
      [{}, 'HEAD'],
      [{ range: 'bytes=4-8' }, 'GET'],
    ];
    for (const [headers, method] of cases) {
      const front = await read(FILE, headers, method);
      const expected = await readRouted(t, origin, FILE, headers, method);
      expect(front.frontDoor, `${method} ${JSON.stringify(headers)}`).toBe(true);
      expect(front.status).toBe(expected.status);
      expect(comparable(front.headers)).toEqual(comparable(expected.headers));
      expect(front.body.equals(expected.body)).toBe(true);
    }
    expect((await read(FILE)).body.toString()).toBe(CONTENT);
    const streamed = await read(LARGE);
    expect([streamed.status, streamed.frontDoor, streamed.body.equals(LARGE_CONTENT)]).toEqual([200, true, true]);
    const part = await read(LARGE, { range: 'bytes=1048570-2097160' });
    expect([part.status, part.frontDoor]).toEqual([206, true]);
    expect(part.body.equals(LARGE_CONTENT.subarray(1048570, 2097161))).toBe(true);
    const etag = (await read(FILE)).headers.etag ?? '';
    const unchanged = await read(FILE, { 'if-none-match': etag });
    expect([unchanged.status, unchanged.frontDoor]).toEqual([304, true]);
  });

  it('leaves folders, checksums a format makes up, service calls and unsatisfiable ranges to the routes', async () => {
    const folder = await read('/artifactory/files/org/acme');
    expect([folder.status, folder.frontDoor]).toEqual([302, false]);
    const checksum = await read('/artifactory/libs/org/acme/lib/1.0/lib-1.0.jar.sha1');
    expect([checksum.status, checksum.frontDoor]).toEqual([200, false]);
    const call = await read('/artifactory/api/no-such-call');
    expect([call.status, call.frontDoor]).toEqual([404, false]);
    const past = await read(FILE, { range: 'bytes=999-' });
    expect([past.status, past.frontDoor]).toEqual([416, false]);
    expect(past.headers['content-range']).toBe(`bytes */${CONTENT.length}`);
    const missing = await read('/artifactory/files/org/acme/none.txt');
    expect([missing.status, missing.frontDoor]).toEqual([404, false]);
  });

  it('refuses at once a reader whose permission is withdrawn, through the routes', async () => {
    const asReader = basic('reader', READER_PASSWORD);
    const issued = await t.call('POST', apiPaths.accessTokens, { username: 'reader' });
    const bearer = { authorization: `Bearer ${issued.json().access_token}` };
    expect((await read(FILE, bearer)).frontDoor).toBe(true);
    expect((await read(FILE, asReader)).frontDoor).toBe(false);
    await t.call('DELETE', `${apiPaths.accessPermissions}/files-anonymous`);
    const anonymous = await read(FILE);
    expect([anonymous.status, anonymous.frontDoor]).toEqual([401, false]);
    const byToken = await read(FILE, bearer);
    expect([byToken.status, byToken.frontDoor]).toEqual([403, false]);
  });
});
