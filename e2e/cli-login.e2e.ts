import { randomUUID } from 'node:crypto';
import { apiPaths, cliLoginPaths, testIds } from '@arca/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LoginPage } from './pages/login-page.ts';
import { asAdmin } from './support/admin-api.ts';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** What the JFrog CLI does on its side of a browser login (jfrog-wire-compat §2.3). */
const cli = {
  register: (session: string) =>
    fetch(`${baseUrl}${cliLoginPaths.request}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session }),
    }),
  poll: (session: string) => fetch(`${baseUrl}${cliLoginPaths.token(session)}`),
};

describe('JFrog CLI browser login', () => {
  it('R3.02 R28.037 the CLI registers, the user logs in and confirms the code, the CLI collects a working token', async () => {
    const session = randomUUID();
    expect((await cli.register(session)).status).toBe(200);
    expect((await cli.poll(session)).status).toBe(400);

    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto(`/ui/login?jfClientSession=${session}&jfClientName=JFrog-CLI&jfClientCode=1`);
    await new LoginPage(page).logIn('admin', adminPassword);
    await page.waitForURL('**/ui/login/cli');
    await page.getByTestId(testIds.cliLogin.code).fill(session.slice(-4));
    await screenshot(page, 'cli-login');
    await page.getByTestId(testIds.cliLogin.submit).click();
    await page.getByTestId(testIds.cliLogin.done).waitFor();
    await context.close();

    const delivered = await cli.poll(session);
    expect(delivered.status).toBe(200);
    const token = (await delivered.json()) as { access_token: string; token_type: string };
    expect(token.token_type).toBe('Bearer');
    const me = await fetch(`${baseUrl}${apiPaths.currentUser}`, {
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    expect(((await me.json()) as { name: string }).name).toBe('admin');
    expect((await cli.poll(session)).status).toBe(400);
  });

  it('npm login --auth-type=web: the printed page signs the user in, they approve without a code, npm collects a working token', async () => {
    const repo = 'npm-web-login';
    await asAdmin(baseUrl, adminPassword, 'PUT', `/artifactory/api/repositories/${repo}`, {
      rclass: 'local',
      packageType: 'npm',
    });
    const registry = `${baseUrl}/artifactory/api/npm/${repo}`;
    const opened = await fetch(`${registry}/-/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hostname: 'laptop' }),
    });
    const { loginUrl, doneUrl } = (await opened.json()) as { loginUrl: string; doneUrl: string };
    expect((await fetch(doneUrl)).status).toBe(202);

    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto(loginUrl);
    await new LoginPage(page).logIn('admin', adminPassword);
    await page.waitForURL('**/ui/login/cli');
    expect(await page.getByTestId(testIds.cliLogin.code).count()).toBe(0);
    await screenshot(page, 'npm-web-login');
    await page.getByTestId(testIds.cliLogin.submit).click();
    await page.getByTestId(testIds.cliLogin.done).waitFor();
    await context.close();

    const done = await fetch(doneUrl);
    expect(done.status).toBe(200);
    const { token } = (await done.json()) as { token: string };
    const whoami = await fetch(`${registry}/-/whoami`, { headers: { authorization: `Bearer ${token}` } });
    expect(await whoami.json()).toEqual({ username: 'admin' });
  });

  it('R1.23 without a stored CLI session the CLI login page sends the visitor to login, which sends a logged-in one on', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await new LoginPage(page).open();
    await new LoginPage(page).logIn('admin', adminPassword);
    await page.waitForURL('**/ui/packages');
    await page.goto('/ui/login/cli');
    await page.waitForURL('**/ui/packages');
    await context.close();
  });

  it('R6.12 a session that expired before the confirmation: the 401 leads to login with the flags, keeping the query', async () => {
    const session = randomUUID();
    expect((await cli.register(session)).status).toBe(200);
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto(`/ui/login?jfClientSession=${session}&jfClientName=JFrog-CLI&jfClientCode=1`);
    await new LoginPage(page).logIn('admin', adminPassword);
    await page.waitForURL('**/ui/login/cli');
    await page.goto('/ui/login/cli?from=terminal');
    await page.getByTestId(testIds.cliLogin.code).fill(session.slice(-4));

    // The session cookies go, as when the session expires while the page stays open.
    await context.clearCookies();
    await page.getByTestId(testIds.cliLogin.submit).click();
    await page.waitForURL('**/ui/login?**');
    expect(new URL(page.url()).search).toBe('?logout=true&fromUnauthorized=true&from=terminal');
    await page.getByTestId(testIds.login.form).waitFor();
    expect((await cli.poll(session)).status).toBe(400);
    await context.close();
  });
});
