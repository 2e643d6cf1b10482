import { apiPaths, OAUTH_REALM, type OAuthConfigInput } from '@arca/contract';
import { type OAuthProviderStandIn, startOAuthProvider } from '@arca/test-support';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppLayout } from './pages/app-layout.ts';
import { asAdmin } from './support/admin-api.ts';
import { type ArcaServer, startArcaServer } from './support/arca-server.ts';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';

const PASSWORD = 'OAuth-Admin-Passw0rd';
let server: ArcaServer;
let idp: OAuthProviderStandIn;
let browser: Browser;

beforeAll(async () => {
  idp = await startOAuthProvider();
  server = await startArcaServer({ ARCA_ADMIN_PASSWORD: PASSWORD });
  const config: OAuthConfigInput = {
    providers: [idp.asArcaProvider()],
  };
  const res = await asAdmin(server.baseUrl, PASSWORD, 'PUT', apiPaths.oauthConfig, config);
  expect(res.status).toBe(200);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
  await idp.close();
});

describe('OAuth login in the browser', () => {
  it('R4.30 R28.015 a login started at the server returns from the provider logged in on the page asked for', async () => {
    idp.signInAs({ preferred_username: 'octavia', email: 'octavia@example.com' });
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto(`${apiPaths.oauthLoginRequest}?provider=corp&redirectTo=${encodeURIComponent('/packages')}`);
    await page.waitForURL('**/ui/packages');
    await new AppLayout(page).waitUntilShown();
    await screenshot(page, 'oauth-login');

    const current = await context.request.get(apiPaths.currentUser);
    expect(await current.json()).toMatchObject({ name: 'octavia', realm: OAUTH_REALM });
    await context.close();
  });

  it('R2.18 gives an OAuth user, who has no password here, a set-me-up token at once, which works', async () => {
    const repository = { rclass: 'local', packageType: 'npm' };
    expect(
      (await asAdmin(server.baseUrl, PASSWORD, 'PUT', '/artifactory/api/repositories/npm-team', repository)).status,
    ).toBe(200);
    idp.signInAs({ preferred_username: 'olga', email: 'olga@example.com' });
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    const target = '/repos/tree/General/npm-team';
    await page.goto(`${apiPaths.oauthLoginRequest}?provider=corp&redirectTo=${encodeURIComponent(target)}`);
    await page.waitForURL(`**/ui${target}`);
    const readers = {
      name: 'team-readers',
      resources: {
        artifact: {
          targets: { 'npm-team': { include_patterns: ['**'], exclude_patterns: [] } },
          actions: { users: { olga: ['READ'] }, groups: {} },
        },
      },
    };
    expect((await asAdmin(server.baseUrl, PASSWORD, 'POST', apiPaths.accessPermissions, readers)).status).toBe(201);
    await page.reload();

    await page.getByRole('region', { name: 'Details of npm-team' }).getByRole('button', { name: 'Set Me Up' }).click();
    const drawer = page.getByRole('dialog', { name: 'Set Me Up: npm-team' });
    await drawer.getByRole('button', { name: 'Generate token' }).click();
    await drawer.getByText('A token was issued for you and put into the snippets below.').waitFor();
    await screenshot(page, 'oauth-set-me-up');
    const npmrc = await drawer.getByRole('region', { name: 'Resolve and publish with npm' }).innerText();
    const token = /:_authToken=(\S+)/.exec(npmrc)?.[1] ?? '';
    const whoami = await fetch(`${server.baseUrl}/artifactory/api/npm/npm-team/-/whoami`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await whoami.json()).toEqual({ username: 'olga' });
    await context.close();
  });
});
