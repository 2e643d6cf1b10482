import {
  ACCESS_COOKIE,
  apiPaths,
  authRoutes,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  consoleUrl,
  serverMessages,
} from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const xhr = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

function login(payload: unknown, remoteAddress = '10.0.0.1', query = '') {
  return t.server.inject({
    method: 'POST',
    url: `${apiPaths.login}${query}`,
    headers: xhr,
    payload: payload as object,
    remoteAddress,
  });
}

describe('console login', () => {
  it('R28.001 logs in with {user, password, type:"login"}, answers the user data and sets an HttpOnly session cookie', async () => {
    const res = await login({ user: 'admin', password: ADMIN_PASSWORD, type: 'login' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'admin', admin: true, realm: 'internal', disableUIAccess: false });
    const cookie = res.cookies.find((c) => c.name === ACCESS_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    // Without remember me the cookie lives as long as the browser session.
    expect(cookie?.maxAge).toBeUndefined();
    expect(res.json()).not.toHaveProperty('password');
  });

  it('gives the session cookie a lifetime when remember me is asked for', async () => {
    const res = await login(
      { user: 'admin', password: ADMIN_PASSWORD, type: 'login' },
      '10.0.0.1',
      '?_spring_security_remember_me=true',
    );
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === ACCESS_COOKIE)?.maxAge).toBeGreaterThan(24 * 3600);
  });

  it('R28.009 R28.055 answers GET ui/auth/current with the current user for a session, and the anonymous user without one', async () => {
    const cookie = await t.login('admin', ADMIN_PASSWORD);
    const me = await t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers: { cookie } });
    expect(me.json()).toMatchObject({ name: 'admin', admin: true });
    const anon = await t.server.inject({ method: 'GET', url: apiPaths.currentUser });
    expect(anon.statusCode).toBe(200);
    expect(anon.json()).toMatchObject({ name: 'anonymous', admin: false });
  });

  it('gives the same 401 for a wrong password and for an unknown user, with the envelope', async () => {
    const wrong = await login({ user: 'admin', password: 'not-it', type: 'login' }, '10.0.0.2');
    const unknown = await login({ user: 'nobody-here', password: 'not-it', type: 'login' }, '10.0.0.2');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [{ status: 401, message: serverMessages.badCredentials }] });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('rate-limits repeated failures of one name from one address with 429, without holding off other names there or other addresses', async () => {
    // An unknown name, so the per-user lock plays no part: this is the throttle alone.
    for (let i = 0; i < 10; i++) {
      const res = await login({ user: 'guess', password: `wrong-${i}`, type: 'login' }, '10.9.9.9');
      expect(res.statusCode).toBe(401);
    }
    const limited = await login({ user: 'guess', password: 'wrong-again', type: 'login' }, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ errors: [{ status: 429, message: serverMessages.tooManyLoginAttempts }] });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Issue 35: the others behind the same address sign in, and the name elsewhere is only wrong.
    expect((await login({ user: 'admin', password: ADMIN_PASSWORD, type: 'login' }, '10.9.9.9')).statusCode).toBe(200);
    const elsewhere = await login({ user: 'guess', password: 'wrong-there', type: 'login' }, '10.9.9.10');
    expect(elsewhere.statusCode).toBe(401);
  });

  it("L1 keeps counting an account's failures at an address over the window, whatever successes come between", async () => {
    const admin = { user: 'admin', password: ADMIN_PASSWORD, type: 'login' };
    for (let i = 0; i < 10; i++) {
      expect((await login(admin, '10.9.8.1')).statusCode).toBe(200);
      expect((await login({ ...admin, password: `guess-${i}` }, '10.9.8.1')).statusCode).toBe(401);
    }
    const limited = await login(admin, '10.9.8.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ errors: [{ status: 429, message: serverMessages.tooManyLoginAttempts }] });
  });

  it('M5 never locks the last active administrator: failures hold off only the address they came from', async () => {
    const admin = { user: 'admin', password: ADMIN_PASSWORD, type: 'login' };
    const adminBasic = { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` };
    for (let i = 0; i < 5; i++) {
      const refused = await login({ ...admin, password: `wrong-${i}` }, '10.9.7.1');
      expect(refused.json()).toEqual({ errors: [{ status: 401, message: serverMessages.badCredentials }] });
    }
    // The address the failures came from waits, for the console and for Basic credentials alike.
    const held = await login(admin, '10.9.7.1');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ errors: [{ status: 429, message: serverMessages.tooManyLoginAttempts }] });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    const basicThere = await t.server.inject({
      method: 'GET',
      url: apiPaths.currentUser,
      headers: adminBasic,
      remoteAddress: '10.9.7.1',
    });
    expect(basicThere.statusCode).toBe(429);
    // Everywhere else the administrator signs in, and nothing shows them as locked.
    expect((await login(admin, '10.9.7.2')).statusCode).toBe(200);
    const locked = await t.server.inject({ method: 'GET', url: apiPaths.lockedUsers, headers: adminBasic });
    expect(locked.json()).not.toContain('admin');
    const details = await t.server.inject({ method: 'GET', url: `${apiPaths.accessUsers}/admin`, headers: adminBasic });
    expect(details.json().locked).toBe(false);
  });

  it('R28.008 R28.056 logout (POST ui/auth/logout) revokes the session on the server, not only the cookie', async () => {
    const cookie = await t.login('admin', ADMIN_PASSWORD);
    const out = await t.server.inject({ method: 'POST', url: apiPaths.logout, headers: t.asConsole(cookie) });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === ACCESS_COOKIE)?.value).toBe('');
    const me = await t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers: { cookie } });
    expect(me.json()).toMatchObject({ name: 'anonymous' });
  });

  it('R28.018 logs out at the auth path /auth/logout as well, the session ending on the server', async () => {
    const cookie = await t.login('admin', ADMIN_PASSWORD);
    const out = await t.server.inject({
      method: 'POST',
      url: consoleUrl(authRoutes.logoutAtAuthPath),
      headers: t.asConsole(cookie),
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === ACCESS_COOKIE)?.value).toBe('');
    const me = await t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers: { cookie } });
    expect(me.json()).toMatchObject({ name: 'anonymous' });
  });

  it('does not log out on a GET, which any page of another site could send', async () => {
    const cookie = await t.login('admin', ADMIN_PASSWORD);
    const res = await t.server.inject({ method: 'GET', url: apiPaths.logout, headers: { cookie } });
    expect(res.statusCode).toBe(404);
    const still = await t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers: { cookie } });
    expect(still.json()).toMatchObject({ name: 'admin' });
  });

  it('refuses a cookie-authenticated write without X-Requested-With', async () => {
    const cookie = await t.login('admin', ADMIN_PASSWORD);
    const res = await t.server.inject({ method: 'POST', url: apiPaths.logout, headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: [{ status: 403, message: serverMessages.csrfHeaderMissing }] });
    const still = await t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers: { cookie } });
    expect(still.json()).toMatchObject({ name: 'admin' });
  });

  it('refuses a write another site made, even with credentials the browser remembered', async () => {
    const credentials = { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` };
    for (const site of ['cross-site', 'same-site']) {
      const res = await t.server.inject({
        method: 'POST',
        url: '/access/api/v2/groups',
        headers: { ...credentials, 'sec-fetch-site': site },
        payload: { name: `forged-${site}` },
      });
      expect(res.statusCode, site).toBe(403);
      expect(res.json()).toEqual({ errors: [{ status: 403, message: serverMessages.crossSiteWrite }] });
    }
    const read = await t.server.inject({
      method: 'GET',
      url: apiPaths.currentUser,
      headers: { ...credentials, 'sec-fetch-site': 'cross-site' },
    });
    expect(read.json()).toMatchObject({ name: 'admin' });
    const own = await t.server.inject({
      method: 'POST',
      url: '/access/api/v2/groups',
      headers: { ...credentials, 'sec-fetch-site': 'same-origin' },
      payload: { name: 'made-here' },
    });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('ignores a forged or unknown session cookie', async () => {
    const res = await t.server.inject({
      method: 'GET',
      url: apiPaths.currentUser,
      headers: { cookie: `${ACCESS_COOKIE}=forged` },
    });
    expect(res.json()).toMatchObject({ name: 'anonymous' });
  });
});

describe('bad input to login', () => {
  const cases: Array<[string, unknown]> = [
    ['an empty user name', { user: '', password: 'x', type: 'login' }],
    ['a 10 KB user name', { user: 'a'.repeat(10 * 1024), password: 'x', type: 'login' }],
    ['a missing password', { user: 'admin', type: 'login' }],
    ['a number as user name', { user: 42, password: 'x', type: 'login' }],
    ['an unknown type', { user: 'admin', password: 'x', type: 'saml' }],
  ];
  it.each(cases)('answers 400 with the envelope for %s', async (_label, payload) => {
    const res = await login(payload, '10.1.1.1');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors[0].status).toBe(400);
    expect(body.errors[0].message).toMatch(/body/);
  });

  it.each([
    ['unicode', 'Ωμέγα-用户'],
    ['SQL metacharacters', "admin' OR '1'='1"],
    ['HTML metacharacters', '<script>alert(1)</script>'],
  ])('treats %s in the user name as data: 401, never 500', async (_label, user) => {
    const res = await login({ user, password: 'x', type: 'login' }, '10.2.2.2');
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].message).toBe(serverMessages.badCredentials);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: { 'content-type': 'application/json', ...xhr },
      payload: '{"user": "admin", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ status: 400, message: serverMessages.malformedJson }] });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: { 'content-type': 'application/json', ...xhr },
      payload: JSON.stringify({ user: 'admin', password: 'x'.repeat(2 * 1024 * 1024), type: 'login' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errors: [{ status: 413, message: serverMessages.bodyTooLarge }] });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: { 'content-type': 'text/xml', ...xhr },
      payload: '<x/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0].status).toBe(415);
  });

  it('never writes a password to the logs', async () => {
    const secret = 'Sup3r-Secret-Never-Logged';
    await login({ user: 'admin', password: secret, type: 'login' }, '10.3.3.3');
    await t.server.inject({
      method: 'GET',
      url: apiPaths.currentUser,
      headers: { authorization: `Basic ${Buffer.from(`admin:${secret}`).toString('base64')}` },
    });
    const logs = await t.readLogs();
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(secret);
    expect(logs).not.toContain(ADMIN_PASSWORD);
  });
});
