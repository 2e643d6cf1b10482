import { apiPaths, serverMessages, testIds } from '@arca/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { AppLayout } from './pages/app-layout.ts';
import { LoginPage } from './pages/login-page.ts';
import { launchBrowser, newContext, screenshot, trackPageErrors } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');

let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  context = await newContext(browser, baseUrl);
  page = await context.newPage();
  pageErrors = trackPageErrors(page);
});
afterEach(async () => {
  await context.close();
  expect(pageErrors).toEqual([]);
});

async function logInAsAdmin() {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn('admin', adminPassword);
  await page.waitForURL('**/ui/packages');
}

describe('the console shell', () => {
  it('R1.01 R1.02 R1.04 serves the console under /ui/ with history addresses and sends a visitor to the login screen', async () => {
    const scripts: Promise<{ encoding: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('.js')) return;
      const encoding = response.headers()['content-encoding'] ?? 'none';
      scripts.push(response.body().then((body) => ({ encoding, bytes: body.length })));
    });
    await page.goto('/');
    await page.getByTestId(testIds.login.form).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/ui/login');
    expect(url.hash).toBe('');
    const sources = await page
      .locator('script[src]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src') ?? ''));
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src.startsWith('/ui/')).toBe(true);
    // The build's precompressed copies: Chromium offers br, so every script worth compressing
    // (1 KiB and up) arrives in it.
    const loaded = await Promise.all(scripts);
    expect(loaded.filter(({ encoding }) => encoding === 'br').length).toBeGreaterThan(0);
    expect(loaded.filter(({ encoding, bytes }) => encoding !== 'br' && bytes >= 1024)).toEqual([]);
    await screenshot(page, 'login');
  });

  it("R4.07 shows the server's message when the password is wrong", async () => {
    const login = new LoginPage(page);
    await login.open();
    await login.logIn('admin', 'definitely-not-the-password');
    await expect.poll(() => login.error().textContent()).toContain(serverMessages.badCredentials);
    expect(new URL(page.url()).pathname).toBe('/ui/login');
    await screenshot(page, 'login-failed');
  });

  it('R1.03 logs the admin in to the application layout, with the route title and server name as page title', async () => {
    await logInAsAdmin();
    const layout = new AppLayout(page);
    await layout.waitUntilShown();
    await expect.poll(() => page.title()).toBe('Packages | Arca');
    await expect.poll(() => layout.content().textContent()).toContain('Find your packages using the Search Bar');
    await screenshot(page, 'packages-light');
  });

  it('R1.02 keeps the session and the route on a deep-link reload', async () => {
    await logInAsAdmin();
    await page.reload();
    await new AppLayout(page).waitUntilShown();
    expect(new URL(page.url()).pathname).toBe('/ui/packages');
  });

  it('R1.24 R1.29 shows the not-found page for an unknown path', async () => {
    await logInAsAdmin();
    await page.goto('/ui/no/such/screen');
    await page.getByTestId(testIds.errorPage.notFound).waitFor();
    await expect.poll(() => page.getByTestId(testIds.errorPage.notFound).textContent()).toContain('Page not found');
    await screenshot(page, 'not-found');
    await page.goto('/ui/404');
    await page.getByTestId(testIds.errorPage.notFound).waitFor();
  });

  it('switches to the dark theme and remembers it after a reload', async () => {
    await logInAsAdmin();
    const layout = new AppLayout(page);
    await layout.waitUntilShown();
    const background = () => layout.header().evaluate((el) => getComputedStyle(el).backgroundColor);
    const light = await background();
    await layout.toggleTheme();
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    await page.reload();
    await layout.waitUntilShown();
    await expect.poll(background).toBe(dark);
    await screenshot(page, 'packages-dark');
  });

  it('follows a dark system setting by default', async () => {
    const darkContext = await newContext(browser, baseUrl, { colorScheme: 'dark' });
    const darkPage = await darkContext.newPage();
    await darkPage.goto('/ui/login');
    await darkPage.getByTestId(testIds.login.form).waitFor();
    const luminance = await darkPage.evaluate(() => {
      const [r = 255, g = 255, b = 255] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(
        Number,
      );
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    });
    expect(luminance).toBeLessThan(0.3);
    await screenshot(darkPage, 'login-dark');
    await darkContext.close();
  });

  it('logs out: the session ends on the server and the login screen shows', async () => {
    await logInAsAdmin();
    const layout = new AppLayout(page);
    await layout.waitUntilShown();
    await layout.logOut();
    await page.getByTestId(testIds.login.form).waitFor();
    const me = await page.evaluate(
      async (path) => (await fetch(path)).json() as Promise<{ name: string; admin: boolean }>,
      apiPaths.currentUser,
    );
    expect(me.name).toBe('anonymous');
    await page.goto('/ui/packages');
    await page.getByTestId(testIds.login.form).waitFor();
  });

  it('lets a non-admin user log in after an administrator creates them', async () => {
    const created = await fetch(`${baseUrl}${apiPaths.accessUsers}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`admin:${adminPassword}`).toString('base64')}`,
      },
      body: JSON.stringify({ username: 'developer', password: 'Developer-Passw0rd', email: 'developer@example.com' }),
    });
    expect(created.status).toBe(201);
    const login = new LoginPage(page);
    await login.open();
    await login.logIn('developer', 'Developer-Passw0rd');
    await page.waitForURL('**/ui/packages');
    await new AppLayout(page).waitUntilShown();
    const me = await page.evaluate(
      async (path) => (await fetch(path)).json() as Promise<{ name: string; admin: boolean }>,
      apiPaths.currentUser,
    );
    expect(me).toMatchObject({ name: 'developer', admin: false });
  });

  it('R3.15 R3.16 turns addresses of the old hash-routed console into history addresses', async () => {
    await logInAsAdmin();
    await page.goto('/ui/#/builds/nightly/42');
    await page.waitForURL('**/ui/builds/nightly/42?jenkinsRedirect=true');
    await page.goto('/ui/#/artifacts/browse/tree/General/libs-release/org');
    await page.waitForURL('**/ui/repos/tree/General/libs-release/org');
    expect(new URL(page.url()).hash).toBe('');
  });
});
