import { apiPaths, DEFAULT_SECURITY_CONFIG, testIds } from '@arca/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppLayout } from './pages/app-layout.ts';
import { asAdmin } from './support/admin-api.ts';
import { type ArcaServer, startArcaServer } from './support/arca-server.ts';
import { launchBrowser, newContext } from './support/browser.ts';

const PASSWORD = 'Anon-Admin-Passw0rd';
let server: ArcaServer;
let browser: Browser;

async function setAnonymousAccess(enabled: boolean) {
  const res = await asAdmin(server.baseUrl, PASSWORD, 'PUT', apiPaths.securityConfig, {
    ...DEFAULT_SECURITY_CONFIG,
    anonAccessEnabled: enabled,
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  server = await startArcaServer({ ARCA_ADMIN_PASSWORD: PASSWORD });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

describe('anonymous access', () => {
  it('R3.08 without it, an anonymous deep link is told it is not authorized and sent to login', async () => {
    await setAnonymousAccess(false);
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/ui/packages');
    await page.getByTestId(testIds.login.form).waitFor();
    expect(new URL(page.url()).search).toBe('?logout=true&redirectTo=%2Fpackages');
    await page.getByText('You are not authorized to view this page').first().waitFor();
    await context.close();
  });

  it('R5.02 R7.01 R3.13 with it, an anonymous visitor browses as the user anonymous, in the limited areas only', async () => {
    await setAnonymousAccess(true);
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/ui/packages');
    await new AppLayout(page).waitUntilShown();
    const me = await page.evaluate(
      async (path) => (await (await fetch(path)).json()) as { name: string; anonAccessEnabled: boolean },
      apiPaths.currentUser,
    );
    expect(me).toMatchObject({ name: 'anonymous', anonAccessEnabled: true });
    // Browsing, and nothing an account or an administrator has.
    const sidebar = new AppLayout(page).sidebar();
    await expect.poll(() => sidebar.getByRole('link').allTextContents()).toEqual(['Packages', 'Artifacts']);
    expect(await page.getByRole('button', { name: 'Log in' }).count()).toBe(1);
    // No role-based fallback applies to an anonymous visitor: the authorization page says so.
    await page.goto('/ui/admin/management/users');
    await page.waitForURL('**/ui/authorization');
    await page.getByText('This page is not available to you').first().waitFor();
    await context.close();
  });
});
