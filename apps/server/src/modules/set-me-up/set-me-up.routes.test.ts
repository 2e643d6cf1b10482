import { apiPaths, consoleUrl, setMeUpRoutes } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const OUTSIDER_PASSWORD = 'Outsider-Passw0rd!';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['npm-local'], { packageType: 'npm' });
  await t.server.inject({
    method: 'POST',
    url: apiPaths.accessUsers,
    headers: admin,
    payload: { username: 'outsider', password: OUTSIDER_PASSWORD, email: 'outsider@example.com' },
  });
});
afterAll(() => t.close());

const url = (repoKey: string, token = false) =>
  token ? apiPaths.setMeUpToken(repoKey) : apiPaths.setMeUpRepository(repoKey);

describe('set-me-up of a repository', () => {
  it('answers the snippets of the repository’s package type, with placeholders', async () => {
    const res = await t.server.inject({ method: 'GET', url: url('npm-local'), headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ repoKey: 'npm-local', packageType: 'npm', rclass: 'local', tokenIssued: false });
    expect(body.snippets[0]).toMatchObject({ id: 'npmrc', title: expect.any(String), file: '~/.npmrc' });
    expect(body.snippets[0].text).toMatch(/\/artifactory\/api\/npm\/npm-local\/:_authToken=<TOKEN>\n$/);
  });

  it('issues a token that works against the repository, in the snippets only', async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: url('npm-local', true),
      headers: admin,
      payload: { password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().tokenIssued).toBe(true);
    const token = /:_authToken=(\S+)/.exec(res.json().snippets[0].text)?.[1] ?? '';
    expect(token).not.toBe('<TOKEN>');
    const whoami = await t.server.inject({
      method: 'GET',
      url: '/artifactory/api/npm/npm-local/-/whoami',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(whoami.json()).toEqual({ username: 'admin' });
    const again = await t.server.inject({ method: 'GET', url: url('npm-local'), headers: admin });
    expect(again.body).not.toContain(token);
  });

  it('answers a repository the caller cannot read as missing, and issues no token there', async () => {
    const outsider = basic('outsider', OUTSIDER_PASSWORD);
    for (const [method, path] of [
      ['GET', url('npm-local')],
      ['POST', url('npm-local', true)],
      ['GET', url('nothing-here')],
    ] as const) {
      const payload = method === 'POST' ? { password: OUTSIDER_PASSWORD } : undefined;
      const res = await t.server.inject({ method, url: path, headers: outsider, ...(payload ? { payload } : {}) });
      expect([method, path, res.statusCode]).toEqual([method, path, 404]);
    }
  });

  it('asks an anonymous caller to log in before issuing a token', async () => {
    const res = await t.server.inject({ method: 'POST', url: url('npm-local', true), payload: { password: 'x' } });
    expect(res.statusCode).toBe(401);
  });

  it('issues no token without the password entered again', async () => {
    for (const payload of [{ password: 'not-the-password' }, {}]) {
      const res = await t.server.inject({ method: 'POST', url: url('npm-local', true), headers: admin, payload });
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toContain('_authToken');
    }
    const wrong = await t.server.inject({
      method: 'POST',
      url: url('npm-local', true),
      headers: admin,
      payload: { password: 'not-the-password' },
    });
    expect(wrong.json()).toEqual({ errors: [{ status: 400, message: 'The password is not correct' }] });
  });
});

describe('npm token', () => {
  it('R28.141 issues an npm token of the caller at /ui/npm/token once the password comes again, which npm then signs in with', async () => {
    const npmToken = consoleUrl(setMeUpRoutes.npmToken);
    expect(npmToken).toBe('/ui/api/v1/ui/npm/token');
    const outsider = basic('outsider', OUTSIDER_PASSWORD);
    const wrong = await t.server.inject({
      method: 'POST',
      url: npmToken,
      headers: outsider,
      payload: { password: 'x' },
    });
    expect(wrong.statusCode).toBe(400);
    const anonymous = await t.server.inject({ method: 'POST', url: npmToken, payload: { password: 'x' } });
    expect(anonymous.statusCode).toBe(401);

    const res = await t.server.inject({
      method: 'POST',
      url: npmToken,
      headers: outsider,
      payload: { password: OUTSIDER_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token } = res.json();
    const whoami = await t.server.inject({
      method: 'GET',
      url: '/artifactory/api/npm/npm-local/-/whoami',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(whoami.json()).toEqual({ username: 'outsider' });
  });
});
