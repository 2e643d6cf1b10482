import { ACCESS_COOKIE, apiPaths, CSRF_HEADER, CSRF_HEADER_VALUE, REFRESH_COOKIE } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/secrets.ts';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function loginCookies(remember = false) {
  const res = await t.server.inject({
    method: 'POST',
    url: `${apiPaths.login}${remember ? '?_spring_security_remember_me=true' : ''}`,
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    payload: { user: 'admin', password: ADMIN_PASSWORD, type: 'login' },
  });
  const access = res.cookies.find((c) => c.name === ACCESS_COOKIE);
  const refresh = res.cookies.find((c) => c.name === REFRESH_COOKIE);
  if (!access || !refresh) throw new Error('no session cookies');
  return { access, refresh };
}

const current = (cookie: string) => t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers: { cookie } });

async function expireAccess(accessToken: string) {
  await t.database.db
    .updateTable('sessions')
    .set({ access_expires_at: Date.now() - 1 })
    .where('token_hash', '=', sha256(accessToken))
    .execute();
}

describe('server-side sessions', () => {
  it('sets a short-lived access cookie and a refresh cookie, both HttpOnly, neither stored in clear', async () => {
    const { access, refresh } = await loginCookies();
    expect(access.httpOnly && refresh.httpOnly).toBe(true);
    expect(access.value).not.toBe(refresh.value);
    const rows = await t.database.db.selectFrom('sessions').select(['token_hash', 'refresh_hash']).execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(access.value);
    expect(stored).not.toContain(refresh.value);
    expect(stored).toContain(sha256(access.value));
  });

  it('renews an expired access cookie from the refresh cookie, and the old access token stops working', async () => {
    const { access, refresh } = await loginCookies();
    await expireAccess(access.value);
    expect((await current(`${ACCESS_COOKIE}=${access.value}`)).json().name).toBe('anonymous');

    const renewed = await current(`${ACCESS_COOKIE}=${access.value}; ${REFRESH_COOKIE}=${refresh.value}`);
    expect(renewed.json().name).toBe('admin');
    const fresh = renewed.cookies.find((c) => c.name === ACCESS_COOKIE);
    expect(fresh?.value).toBeTruthy();
    expect(fresh?.value).not.toBe(access.value);
    expect((await current(`${ACCESS_COOKIE}=${fresh?.value}`)).json().name).toBe('admin');
  });

  it('keeps both cookies past the browser session only with remember me', async () => {
    const plain = await loginCookies(false);
    expect(plain.access.maxAge).toBeUndefined();
    expect(plain.refresh.maxAge).toBeUndefined();
    const remembered = await loginCookies(true);
    expect(remembered.access.maxAge).toBeGreaterThan(7 * 24 * 3600);
    expect(remembered.refresh.maxAge).toBe(remembered.access.maxAge);
  });

  it('ends the whole session on logout: the refresh cookie cannot bring it back', async () => {
    const { access, refresh } = await loginCookies();
    const both = `${ACCESS_COOKIE}=${access.value}; ${REFRESH_COOKIE}=${refresh.value}`;
    const out = await t.server.inject({
      method: 'POST',
      url: apiPaths.logout,
      headers: { cookie: both, [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBe('');
    const after = await current(both);
    expect(after.json().name).toBe('anonymous');
    expect(after.cookies).toHaveLength(0);
  });

  it('does not renew once the session itself has expired', async () => {
    const { access, refresh } = await loginCookies();
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', sha256(access.value))
      .execute();
    const res = await current(`${ACCESS_COOKIE}=${access.value}; ${REFRESH_COOKIE}=${refresh.value}`);
    expect(res.json().name).toBe('anonymous');
  });

  it('ends the session a browser held before a login: the earlier cookies do not outlive it', async () => {
    const before = await loginCookies(true);
    const earlier = `${ACCESS_COOKIE}=${before.access.value}; ${REFRESH_COOKIE}=${before.refresh.value}`;
    const res = await t.server.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: { cookie: earlier, [CSRF_HEADER]: CSRF_HEADER_VALUE },
      payload: { user: 'admin', password: ADMIN_PASSWORD, type: 'login' },
    });
    expect(res.statusCode).toBe(200);
    const access = res.cookies.find((c) => c.name === ACCESS_COOKIE);
    const refresh = res.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(access?.value).not.toBe(before.access.value);
    expect(refresh?.value).not.toBe(before.refresh.value);
    // Neither the earlier access token nor its refresh token brings the earlier session back.
    const after = await current(earlier);
    expect(after.json().name).toBe('anonymous');
    expect(after.cookies).toHaveLength(0);
    expect((await current(`${ACCESS_COOKIE}=${access?.value}`)).json().name).toBe('admin');
  });

  it('marks the cookies Secure behind an https public URL, and not on a plain-HTTP one', async () => {
    const plain = await loginCookies();
    expect(plain.access.secure).toBeUndefined();
    const behindHttps = await buildTestApp({ ARCA_BASE_URL: 'https://arca.example.com' });
    try {
      const res = await behindHttps.server.inject({
        method: 'POST',
        url: apiPaths.login,
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        payload: { user: 'admin', password: ADMIN_PASSWORD, type: 'login' },
      });
      const cookies = res.cookies.filter((c) => c.name === ACCESS_COOKIE || c.name === REFRESH_COOKIE);
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) {
        expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      }
    } finally {
      await behindHttps.close();
    }
  });
});
