import { apiPaths, serverMessages } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { safeConsolePath } from './auth.routes.ts';

let t: TestApp;
let adminCookie: string;
let devCookie: string;
const basicAdmin = { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` };

beforeAll(async () => {
  t = await buildTestApp({ ARCA_BASE_URL: 'https://arca.example.test/' });
  await t.server.inject({
    method: 'POST',
    url: apiPaths.accessUsers,
    headers: basicAdmin,
    payload: { username: 'dev', password: 'Dev-Passw0rd', email: 'dev@example.com' },
  });
  adminCookie = await t.login('admin', ADMIN_PASSWORD);
  devCookie = await t.login('dev', 'Dev-Passw0rd');
});
afterAll(() => t.close());

describe('session and profile calls', () => {
  it('R28.036 gives set-me-up the public base URL', async () => {
    const res = await t.server.inject({ method: 'GET', url: apiPaths.setMeUp, headers: { cookie: devCookie } });
    expect(res.json()).toEqual({ baseUrl: 'https://arca.example.test' });
  });

  it('R28.035 re-authenticates the user with their password before showing the profile', async () => {
    const wrong = await t.server.inject({
      method: 'POST',
      url: apiPaths.userProfile,
      headers: t.asConsole(devCookie),
      payload: { password: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: [{ status: 400, message: serverMessages.wrongPassword }] });
    const ok = await t.server.inject({
      method: 'POST',
      url: apiPaths.userProfile,
      headers: t.asConsole(devCookie),
      payload: { password: 'Dev-Passw0rd' },
    });
    expect(ok.json()).toEqual({ name: 'dev', email: 'dev@example.com', admin: false, mfaEnrolled: false });
    const anonymous = await t.server.inject({ method: 'POST', url: apiPaths.userProfile, payload: { password: 'x' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets users change their own email and password, each time with the current password', async () => {
    await t.server.inject({
      method: 'POST',
      url: apiPaths.accessUsers,
      headers: basicAdmin,
      payload: { username: 'kim', password: 'Kim-Passw0rd', email: 'kim@example.com' },
    });
    const kimCookie = await t.login('kim', 'Kim-Passw0rd');
    const update = (payload: object) =>
      t.server.inject({ method: 'PUT', url: apiPaths.userProfile, headers: t.asConsole(kimCookie), payload });

    const wrong = await update({ password: 'guess', email: 'thief@example.com' });
    expect(wrong.statusCode).toBe(400);
    const weak = await update({ password: 'Kim-Passw0rd', email: 'kim@corp.example', newPassword: 'x' });
    expect(weak.statusCode).toBe(400);
    // A refused password leaves the email as it was too.
    expect((await update({ password: 'Kim-Passw0rd' })).json()).toMatchObject({ email: 'kim@example.com' });

    const changed = await update({
      password: 'Kim-Passw0rd',
      email: 'kim@corp.example',
      newPassword: 'Kim-N3w-Passw0rd',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ name: 'kim', email: 'kim@corp.example', admin: false, mfaEnrolled: false });
    expect(await t.login('kim', 'Kim-N3w-Passw0rd')).toBeTruthy();
    const bad = await update({ password: 'Kim-N3w-Passw0rd', email: 'not an address' });
    expect(bad.statusCode).toBe(400);
  });

  it('R28.034 issues an identity token to the user for themselves, and only an admin for others', async () => {
    const own = await t.server.inject({
      method: 'POST',
      url: apiPaths.identifyToken('dev'),
      headers: t.asConsole(devCookie),
      payload: { expiresIn: 3600 },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const me = await t.server.inject({
      method: 'GET',
      url: apiPaths.currentUser,
      headers: { authorization: `Bearer ${own.json().access_token}` },
    });
    expect(me.json().name).toBe('dev');

    const forAdmin = await t.server.inject({
      method: 'POST',
      url: apiPaths.identifyToken('admin'),
      headers: t.asConsole(devCookie),
      payload: { expiresIn: 60 },
    });
    expect(forAdmin.statusCode).toBe(403);
    expect(forAdmin.json().errors[0].message).toBe(serverMessages.tokenForOthers);
    const byAdmin = await t.server.inject({
      method: 'POST',
      url: apiPaths.identifyToken('dev'),
      headers: t.asConsole(adminCookie),
      payload: { expiresIn: 60 },
    });
    expect(byAdmin.statusCode).toBe(200);
    const missing = await t.server.inject({
      method: 'POST',
      url: apiPaths.identifyToken('ghost'),
      headers: t.asConsole(adminCookie),
      payload: { expiresIn: 60 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('expires identity tokens', async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: apiPaths.identifyToken('dev'),
      headers: t.asConsole(devCookie),
      payload: { expiresIn: 1 },
    });
    await t.database.db
      .updateTable('access_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('token_id', '=', res.json().token_id)
      .execute();
    const me = await t.server.inject({
      method: 'GET',
      url: apiPaths.currentUser,
      headers: { authorization: `Bearer ${res.json().access_token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('R28.010 redirects after authentication only to a path inside the console', async () => {
    const inside = await t.server.inject({
      method: 'GET',
      url: `${apiPaths.authRedirect}?redirectTo=${encodeURIComponent('/ui/packages?q=1')}`,
    });
    expect(inside.statusCode).toBe(302);
    expect(inside.headers.location).toBe('/ui/packages?q=1');
    for (const evil of ['https://evil.example/', '//evil.example/ui/', '/ui\\..\\evil', 'javascript:alert(1)']) {
      expect(safeConsolePath(evil)).toBe('/ui/');
    }
    const outside = await t.server.inject({
      method: 'GET',
      url: `${apiPaths.authRedirect}?redirectTo=${encodeURIComponent('https://evil.example/')}`,
    });
    expect(outside.headers.location).toBe('/ui/');
  });

  it('R28.040 tells the login screens the global state (ui/auth/screen/globalState) before anyone logs in', async () => {
    const res = await t.server.inject({ method: 'GET', url: apiPaths.globalState });
    expect(res.json()).toEqual({ anonAccessEnabled: false, mfaEnforced: false, serverName: 'Arca' });
  });
});

describe('access service equivalents', () => {
  it('R28.022 R28.027 logs in and serves login-page data at the access paths too', async () => {
    const login = await t.server.inject({
      method: 'POST',
      url: apiPaths.accessLogin,
      payload: { user: 'dev', password: 'Dev-Passw0rd', type: 'login' },
      remoteAddress: '10.9.0.1',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().name).toBe('dev');
    const related = await t.server.inject({ method: 'GET', url: apiPaths.accessLoginRelatedData });
    expect(related.json()).toEqual({
      forgotPassword: true,
      canRememberMe: true,
      ssoProviderLink: null,
      selfRegistration: false,
      crowdLogin: false,
    });
  });

  it('R28.021 R28.028 R28.029 R28.030 answers the mode, the user plugin, the login dialog and the page visibility', async () => {
    const get = async (url: string) => (await t.server.inject({ method: 'GET', url })).json();
    expect(await get(apiPaths.accessMode)).toEqual({ mode: 'internal' });
    expect(await get(apiPaths.accessUserPlugin)).toEqual({ isUserPluginEnabled: false });
    expect(await get(apiPaths.accessLoginDialog)).toEqual({ enabled: false, title: '', content: '', permanent: false });
    expect(await get(apiPaths.accessLoginVisibility)).toEqual({ loginIsExternal: false });
    expect(await get(`/ui/api/v1${apiPaths.accessMode}`)).toEqual({ mode: 'internal' });
  });
});

describe('login dialog', () => {
  it('R28.029 keeps the login dialog an administrator sets, and lets nobody else set it', async () => {
    const dialog = { enabled: true, title: 'Maintenance', content: 'Arca restarts at 18:00.', permanent: false };
    const byDev = await t.server.inject({
      method: 'PUT',
      url: apiPaths.accessLoginDialog,
      headers: t.asConsole(devCookie),
      payload: dialog,
    });
    expect(byDev.statusCode).toBe(403);
    const byAdmin = await t.server.inject({
      method: 'PUT',
      url: apiPaths.loginDialog,
      headers: t.asConsole(adminCookie),
      payload: dialog,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await t.server.inject({ method: 'GET', url: apiPaths.accessLoginDialog })).json()).toEqual(dialog);
    const bad = await t.server.inject({
      method: 'PUT',
      url: apiPaths.loginDialog,
      headers: t.asConsole(adminCookie),
      payload: { ...dialog, permanent: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('anonymous access', () => {
  it('R5.02 serves anonymous visitors as the user anonymous, with UI access once an administrator allows it', async () => {
    const before = await t.server.inject({ method: 'GET', url: apiPaths.currentUser });
    expect(before.json()).toMatchObject({ name: 'anonymous', anonAccessEnabled: false, disableUIAccess: true });
    await t.setAnonymousAccess(true);
    try {
      const after = await t.server.inject({ method: 'GET', url: apiPaths.currentUser });
      expect(after.json()).toMatchObject({
        name: 'anonymous',
        admin: false,
        anonAccessEnabled: true,
        disableUIAccess: false,
      });
      const logged = await t.server.inject({
        method: 'GET',
        url: apiPaths.currentUser,
        headers: { cookie: devCookie },
      });
      expect(logged.json()).toMatchObject({ name: 'dev', anonAccessEnabled: true });
      expect((await t.server.inject({ method: 'GET', url: apiPaths.globalState })).json().anonAccessEnabled).toBe(true);
    } finally {
      await t.setAnonymousAccess(false);
    }
  });
});
