import { apiPaths, DEFAULT_SECURITY_CONFIG, testIds } from '@arca/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppLayout } from './pages/app-layout.ts';
import { LoginPage } from './pages/login-page.ts';
import { type ArcaServer, startArcaServer } from './support/arca-server.ts';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';

const PASSWORD = 'Sso-Admin-Passw0rd';
let server: ArcaServer;
let browser: Browser;

beforeAll(async () => {
  server = await startArcaServer({ ARCA_ADMIN_PASSWORD: PASSWORD });
  const res = await fetch(`${server.baseUrl}${apiPaths.securityConfig}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`,
    },
    body: JSON.stringify({
      ...DEFAULT_SECURITY_CONFIG,
      httpSso: { ...DEFAULT_SECURITY_CONFIG.httpSso, enabled: true, enforced: true },
    }),
  });
  expect(res.status).toBe(200);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

describe('HTTP single sign-on in the browser', () => {
  it('R6.20 the closed password form leads to the SSO screen, and entering through the proxy logs in', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.open();
    await login.logIn('admin', PASSWORD);
    await page.waitForURL('**/ui/login/sso/http');
    await screenshot(page, 'sso-login');

    // From here the requests pass the reverse proxy, which names the user.
    await page.setExtraHTTPHeaders({ 'X-Remote-User': 'admin' });
    await page.getByTestId(testIds.ssoLogin.continue).click();
    await page.waitForURL('**/ui/packages');
    await new AppLayout(page).waitUntilShown();
    await context.close();
  });
});
