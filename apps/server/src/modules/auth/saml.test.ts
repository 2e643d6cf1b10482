import { ACCESS_COOKIE, apiPaths, DEFAULT_SECURITY_CONFIG, REFRESH_COOKIE, type SecurityConfig } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
const asAdmin = { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` };
const PROVIDER = 'https://idp.example.test/sso/start';
const PROVIDER_LOGOUT = 'https://idp.example.test/sso/logout';

async function setSaml(saml: SecurityConfig['saml']) {
  const res = await t.server.inject({
    method: 'PUT',
    url: apiPaths.securityConfig,
    headers: asAdmin,
    payload: { ...DEFAULT_SECURITY_CONFIG, saml },
  });
  expect(res.statusCode).toBe(200);
}

async function autoRedirect(): Promise<unknown> {
  const res = await t.server.inject({ method: 'GET', url: apiPaths.autoRedirectState });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function logoutUrl(): Promise<unknown> {
  const res = await t.server.inject({ method: 'GET', url: apiPaths.samlLogoutUrl });
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('sign-on provider calls of the login and logout screens', () => {
  it('R4.31 R28.017 reports the auto-redirect setting to anyone, only when there is a provider to go to', async () => {
    expect(await autoRedirect()).toEqual({ isAutoRedirectLogin: false });
    await setSaml({ enabled: true, ssoProviderLink: PROVIDER, logoutUrl: '', autoRedirect: true });
    expect(await autoRedirect()).toEqual({ isAutoRedirectLogin: true });
    await setSaml({ enabled: true, ssoProviderLink: '', logoutUrl: '', autoRedirect: true });
    expect(await autoRedirect()).toEqual({ isAutoRedirectLogin: false });
    await setSaml({ enabled: false, ssoProviderLink: PROVIDER, logoutUrl: '', autoRedirect: true });
    expect(await autoRedirect()).toEqual({ isAutoRedirectLogin: false });
    await setSaml({ enabled: true, ssoProviderLink: PROVIDER, logoutUrl: '', autoRedirect: false });
    expect(await autoRedirect()).toEqual({ isAutoRedirectLogin: false });
  });

  it('R28.002 the login page learns the provider link while SAML is on, and whether people may register', async () => {
    const related = async () => (await t.server.inject({ method: 'GET', url: apiPaths.loginRelatedData })).json();
    await setSaml({ enabled: true, ssoProviderLink: PROVIDER, logoutUrl: '', autoRedirect: false });
    expect(await related()).toMatchObject({ ssoProviderLink: PROVIDER, selfRegistration: false });
    await setSaml({ enabled: false, ssoProviderLink: PROVIDER, logoutUrl: '', autoRedirect: false });
    expect(await related()).toMatchObject({ ssoProviderLink: null });
    const res = await t.server.inject({
      method: 'PUT',
      url: apiPaths.securityConfig,
      headers: asAdmin,
      payload: { ...DEFAULT_SECURITY_CONFIG, selfRegistration: { enabled: true } },
    });
    expect(res.statusCode).toBe(200);
    expect(await related()).toMatchObject({ selfRegistration: true });
  });

  it('rejects a provider link that is not an http(s) address', async () => {
    const res = await t.server.inject({
      method: 'PUT',
      url: apiPaths.securityConfig,
      headers: asAdmin,
      payload: {
        ...DEFAULT_SECURITY_CONFIG,
        saml: { enabled: true, ssoProviderLink: 'javascript:alert(1)', logoutUrl: '', autoRedirect: true },
      },
    });
    expect(res.statusCode).toBe(400);
  });

  it('R28.014 gives anyone the provider logout address while SAML is enabled, else null', async () => {
    await setSaml({ enabled: true, ssoProviderLink: PROVIDER, logoutUrl: PROVIDER_LOGOUT, autoRedirect: false });
    expect(await logoutUrl()).toEqual({ logoutUrl: PROVIDER_LOGOUT });
    await setSaml({ enabled: false, ssoProviderLink: PROVIDER, logoutUrl: PROVIDER_LOGOUT, autoRedirect: false });
    expect(await logoutUrl()).toEqual({ logoutUrl: null });
    await setSaml({ enabled: true, ssoProviderLink: PROVIDER, logoutUrl: '', autoRedirect: false });
    expect(await logoutUrl()).toEqual({ logoutUrl: null });
  });

  it('R28.013 ends the session like the ordinary logout and answers the provider logout address', async () => {
    await setSaml({ enabled: true, ssoProviderLink: PROVIDER, logoutUrl: PROVIDER_LOGOUT, autoRedirect: false });
    const cookie = await t.login('admin', ADMIN_PASSWORD);
    const out = await t.server.inject({
      method: 'POST',
      url: apiPaths.samlLogoutRequest,
      headers: t.asConsole(cookie),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ logoutUrl: PROVIDER_LOGOUT });
    expect(out.cookies.find((c) => c.name === ACCESS_COOKIE)?.value).toBe('');
    expect(out.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBe('');
    const me = await t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers: { cookie } });
    expect(me.json()).toMatchObject({ name: 'anonymous' });
  });

  it('answers a logout request without a session, and null while SAML is off', async () => {
    await setSaml(DEFAULT_SECURITY_CONFIG.saml);
    const res = await t.server.inject({ method: 'POST', url: apiPaths.samlLogoutRequest });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ logoutUrl: null });
  });

  it('keeps the session when a cookie-authenticated logout request lacks X-Requested-With', async () => {
    const cookie = await t.login('admin', ADMIN_PASSWORD);
    const res = await t.server.inject({ method: 'POST', url: apiPaths.samlLogoutRequest, headers: { cookie } });
    expect(res.statusCode).toBe(403);
    const me = await t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers: { cookie } });
    expect(me.json()).toMatchObject({ name: 'admin' });
  });
});
