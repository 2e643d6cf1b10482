import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPaths, DEFAULT_SECURITY_CONFIG, REQUEST_ID_HEADER, testIds } from '@arca/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page.ts';
import { asAdmin } from './support/admin-api.ts';
import { type ArcaServer, startArcaServer } from './support/arca-server.ts';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';

const PASSWORD = 'Settings-Admin-Passw0rd';
let server: ArcaServer;
let browser: Browser;
/** A stand-in for an external sign-on provider: a page that says where the browser arrived. */
let provider: Server;
let providerUrl: string;

async function put(path: string, body: unknown) {
  expect((await asAdmin(server.baseUrl, PASSWORD, 'PUT', path, body)).status).toBe(200);
}

beforeAll(async () => {
  server = await startArcaServer({ ARCA_ADMIN_PASSWORD: PASSWORD });
  browser = await launchBrowser();
  provider = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>Provider</title><h1>Sign in at the provider</h1>');
  });
  await new Promise<void>((done) => provider.listen(0, '127.0.0.1', done));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/sso/start`;
});
afterAll(async () => {
  await browser.close();
  await server.stop();
  await new Promise((done) => provider.close(done));
});

describe('login-page settings', () => {
  it('R3.05 with auto-redirect on, the login page sends the visitor to the sign-on provider, but not after a logout', async () => {
    const saml = { enabled: true, ssoProviderLink: providerUrl, logoutUrl: '', autoRedirect: true };
    await put(apiPaths.securityConfig, { ...DEFAULT_SECURITY_CONFIG, saml });
    const context = await newContext(browser, server.baseUrl);
    try {
      const page = await context.newPage();
      await page.goto('/ui/login');
      await page.getByRole('heading', { name: 'Sign in at the provider' }).waitFor();
      expect(page.url()).toBe(providerUrl);

      await new LoginPage(page).open('?logout=true');
      expect(new URL(page.url()).pathname).toBe('/ui/login');
      expect(await page.getByTestId(testIds.login.ssoButton).getAttribute('href')).toBe(providerUrl);
    } finally {
      await context.close();
      await put(apiPaths.securityConfig, DEFAULT_SECURITY_CONFIG);
    }
  });

  it('R4.26 R4.27 the login dialog shows until dismissed, and a permanent one shows every time', async () => {
    const dialog = {
      enabled: true,
      title: 'Planned maintenance',
      content: 'Saturday 10:00 to 12:00',
      permanent: false,
    };
    await put(apiPaths.accessLoginDialog, dialog);
    const context = await newContext(browser, server.baseUrl);
    try {
      const page = await context.newPage();
      const login = new LoginPage(page);
      await login.open();
      await page.getByRole('button', { name: 'I understand' }).waitFor();
      // The modal's opening animation has to finish for the picture to show it.
      await page.waitForTimeout(400);
      await screenshot(page, 'login-dialog');
      await page.getByRole('button', { name: 'I understand' }).click();
      await page.getByTestId(testIds.login.dialog).waitFor({ state: 'hidden' });

      await page.reload();
      await page.getByTestId(testIds.login.form).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId(testIds.login.dialog).count()).toBe(0);

      await put(apiPaths.accessLoginDialog, { ...dialog, permanent: true });
      await page.reload();
      await page.getByTestId(testIds.login.dialog).waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('arca.loginDialog.dismissed'))).toBeNull();
    } finally {
      await context.close();
      await put(apiPaths.accessLoginDialog, { ...dialog, enabled: false });
    }
  });

  it('R6.18 R1.25 a browser blocked by policy sees the blocked page with the request id the server gave', async () => {
    await put(apiPaths.requestPolicy, { blockedUserAgents: ['ArcaBlockedAgent'] });
    const context = await newContext(browser, server.baseUrl, { userAgent: 'Mozilla/5.0 ArcaBlockedAgent/1.0' });
    try {
      const page = await context.newPage();
      const blockedIds: string[] = [];
      page.on('response', (response) => {
        const id = response.headers()[REQUEST_ID_HEADER];
        if (response.status() === 406 && id) blockedIds.push(id);
      });
      await page.goto('/ui/packages');
      const shown = await page.getByTestId(testIds.errorPage.requestId).textContent();
      expect(blockedIds).toContain(shown?.trim());
      expect(new URL(page.url()).pathname).toBe(`/ui/406/${shown?.trim()}`);
      await screenshot(page, 'blocked-request');
    } finally {
      await context.close();
      await put(apiPaths.requestPolicy, { blockedUserAgents: [] });
    }
  });
});
