import { ACCESS_COOKIE, apiPaths, DEFAULT_SECURITY_CONFIG, serverMessages, specMessages } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
const adminBasic = { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` };

async function configureSso(httpSso: Partial<typeof DEFAULT_SECURITY_CONFIG.httpSso>) {
  const res = await t.server.inject({
    method: 'PUT',
    url: apiPaths.securityConfig,
    headers: adminBasic,
    payload: { ...DEFAULT_SECURITY_CONFIG, httpSso: { ...DEFAULT_SECURITY_CONFIG.httpSso, ...httpSso } },
  });
  expect(res.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.server.inject({
    method: 'POST',
    url: apiPaths.accessUsers,
    headers: adminBasic,
    payload: { username: 'proxied', password: 'Proxied-Passw0rd', email: 'proxied@example.com' },
  });
});
afterAll(() => t.close());

const current = (headers: Record<string, string>) =>
  t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers });

describe('HTTP single sign-on', () => {
  it('ignores the header while the setting is off', async () => {
    expect((await current({ 'x-remote-user': 'proxied' })).json().name).toBe('anonymous');
  });

  it('takes the user the proxy names, and refuses unknown users unless they may be created', async () => {
    await configureSso({ enabled: true });
    expect((await current({ 'x-remote-user': 'proxied' })).json().name).toBe('proxied');
    const unknown = await current({ 'x-remote-user': 'stranger' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ errors: [{ status: 401, message: serverMessages.unknownSsoUser('stranger') }] });

    await configureSso({ enabled: true, autoCreateUsers: true });
    const created = await current({ 'x-remote-user': 'newcomer' });
    expect(created.json()).toMatchObject({ name: 'newcomer', realm: 'http-sso', admin: false });
  });

  it('answers 333 when the proxy names another user than the session, and ends that session', async () => {
    await configureSso({ enabled: true });
    const adminSession = await t.login('admin', ADMIN_PASSWORD);
    const changed = await t.server.inject({
      method: 'GET',
      url: apiPaths.setMeUp,
      headers: { cookie: adminSession, 'x-remote-user': 'proxied' },
    });
    expect(changed.statusCode).toBe(333);
    expect(changed.json()).toEqual({ errors: [{ status: 333, message: specMessages.userChanged }] });
    expect(changed.cookies.find((c) => c.name === ACCESS_COOKIE)?.value).toBe('');

    // The console re-reads the user: the proxy's user, and the old session is gone for good.
    expect((await current({ cookie: adminSession, 'x-remote-user': 'proxied' })).json().name).toBe('proxied');
    expect((await current({ cookie: adminSession })).json().name).toBe('anonymous');
  });

  it('needs X-Requested-With for writes the proxy header authenticates', async () => {
    await configureSso({ enabled: true });
    const res = await t.server.inject({
      method: 'POST',
      url: apiPaths.userProfile,
      headers: { 'x-remote-user': 'proxied' },
      payload: { password: 'Proxied-Passw0rd' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('R28.020 R28.026 starts a console session for the user the proxy names, then goes to the page asked for', async () => {
    await configureSso({ enabled: true });
    const entered = await t.server.inject({
      method: 'GET',
      url: `${apiPaths.httpSsoLogin}?redirectTo=${encodeURIComponent('/ui/packages')}`,
      headers: { 'x-remote-user': 'proxied' },
    });
    expect(entered.statusCode).toBe(302);
    expect(entered.headers.location).toBe('/ui/packages');
    const session = entered.cookies.find((c) => c.name === ACCESS_COOKIE);
    expect((await current({ cookie: `${ACCESS_COOKIE}=${session?.value}` })).json().name).toBe('proxied');

    const access = await t.server.inject({
      method: 'GET',
      url: apiPaths.accessHttpSso,
      headers: { 'x-remote-user': 'proxied' },
    });
    expect(access.statusCode).toBe(302);
    expect(access.headers.location).toBe('/ui/');
    const nobody = await t.server.inject({ method: 'GET', url: apiPaths.httpSsoLogin });
    expect(nobody.headers.location).toBe('/ui/login/sso/http?failed=true');
  });

  it('closes the password form with 420 and the SSO location when single sign-on is enforced', async () => {
    await configureSso({ enabled: true, enforced: true });
    try {
      const res = await t.server.inject({
        method: 'POST',
        url: apiPaths.login,
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { user: 'admin', password: ADMIN_PASSWORD, type: 'login' },
      });
      expect(res.statusCode).toBe(420);
      expect(res.headers.location).toBe('/sso/http');
      expect(res.json()).toEqual({ errors: [{ status: 420, message: specMessages.authenticationNeeded }] });
      expect(res.cookies).toHaveLength(0);
    } finally {
      await configureSso({ enabled: false });
    }
  });
});
