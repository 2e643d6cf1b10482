import { ACCESS_COOKIE, apiPaths, CSRF_HEADER, CSRF_HEADER_VALUE, REFRESH_COOKIE, testIds } from '@arca/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AppLayout } from './pages/app-layout.ts';
import { LoginPage } from './pages/login-page.ts';
import { launchBrowser, newContext } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function logInAndKeepCookies(rememberMe: boolean) {
  const context = await newContext(browser, baseUrl);
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  if (rememberMe) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await login.logIn('admin', adminPassword);
  await page.waitForURL('**/ui/packages');
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

describe('sessions in the browser', () => {
  it('remember me: a new browser context with the stored cookies is still logged in', async () => {
    const cookies = await logInAndKeepCookies(true);
    const names = cookies.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining([ACCESS_COOKIE, REFRESH_COOKIE]));
    for (const cookie of cookies.filter((c) => c.name === ACCESS_COOKIE || c.name === REFRESH_COOKIE)) {
      expect(cookie.httpOnly).toBe(true);
      // A persistent cookie has an expiry; a session cookie has -1.
      expect(cookie.expires).toBeGreaterThan(Date.now() / 1000 + 7 * 24 * 3600);
    }

    const next = await newContext(browser, baseUrl);
    await next.addCookies(cookies);
    const page = await next.newPage();
    await page.goto('/ui/packages');
    await new AppLayout(page).waitUntilShown();
    expect(new URL(page.url()).pathname).toBe('/ui/packages');
    await next.close();
  });

  it('without remember me the session cookies end with the browser session', async () => {
    const cookies = await logInAndKeepCookies(false);
    const session = cookies.filter((c) => c.name === ACCESS_COOKIE || c.name === REFRESH_COOKIE);
    expect(session).toHaveLength(2);
    for (const cookie of session) expect(cookie.expires).toBe(-1);
  });

  it('R5.03 R5.05 an ended session sends the next click after a minute idle to login, keeping the query', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.clock.install();
    const login = new LoginPage(page);
    await login.open('?redirectTo=%2Fpackages%3Fq%3Dreact');
    await login.logIn('admin', adminPassword);
    await page.waitForURL('**/ui/packages?q=react');
    const layout = new AppLayout(page);
    await layout.waitUntilShown();

    // The session ends on the server (as when it expires) while the browser still holds its cookies.
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const ended = await fetch(`${baseUrl}${apiPaths.logout}`, {
      method: 'POST',
      headers: { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(ended.status).toBe(204);

    await page.clock.fastForward(61_000);
    await layout.content().click();
    await page.waitForURL('**/ui/login?logout=true&fromUnauthorized=true&q=react');
    await page.getByTestId(testIds.login.form).waitFor();
    await context.close();
  });

  it('R1.25 shows the blocked-request page with the request id', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/ui/406/9b1f02c4e7a35d68');
    await expect.poll(() => page.getByTestId(testIds.errorPage.requestId).textContent()).toContain('9b1f02c4e7a35d68');
    await context.close();
  });
});
