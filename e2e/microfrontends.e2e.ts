import {
  MICROFRONTEND_CACHE_LIFE_MS,
  type MicrofrontendRegistration,
  type MicrofrontendRegistry,
  type MicrofrontendResolution,
  microfrontendPaths,
  testIds,
} from '@arca/contract';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AppLayout } from './pages/app-layout.ts';
import { asAdmin } from './support/admin-api.ts';
import { screenshot } from './support/browser.ts';
import { useBrowserSession } from './support/browser-session.ts';

const ADMIN_PASSWORD = 'Microfrontends-Admin-Passw0rd';
const SUPPORT_ZONE = '/ui/admin/support-zone';
const session = useBrowserSession({ ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD });

async function logInAsAdmin() {
  await session.logIn('admin', ADMIN_PASSWORD);
  await new AppLayout(session.page).waitUntilShown();
}

const api = (method: 'GET' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  asAdmin(session.server.baseUrl, ADMIN_PASSWORD, method, path, body);

async function supportResolution(): Promise<MicrofrontendResolution> {
  const answer = await api('GET', microfrontendPaths.entry('support'));
  expect(answer.status).toBe(200);
  return (await answer.json()) as MicrofrontendResolution;
}

async function register(name: string, registration: MicrofrontendRegistration) {
  const answer = await api('PUT', microfrontendPaths.entry(name), registration);
  expect(answer.ok).toBe(true);
}

/** Counts the resolver's calls for the support micro-frontend from now on. */
function countResolves(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === microfrontendPaths.entry('support')) count++;
  });
  return () => count;
}

const supportZone = (page: Page) => page.getByTestId(testIds.microfrontends.mount);

describe('the support micro-frontend', () => {
  it('R9.01 R9.13 mounts its screens inside the shell’s layout with the signed-in user, sharing the shell’s React', async () => {
    const { page } = session;
    const loaded: Response[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/ui/mfe/support/') || /\/ui\/assets\/react-[\w-]+\.js$/.test(response.url())) {
        loaded.push(response);
      }
    });
    await logInAsAdmin();
    await page.goto(SUPPORT_ZONE);
    const zone = supportZone(page);
    await zone.getByRole('heading', { level: 1, name: 'Support Zone' }).waitFor();
    expect(await zone.getAttribute('data-microfrontend')).toBe('support');
    // Inside the layout, whose header names the signed-in user; the list is read with their session.
    await expect.poll(() => new AppLayout(page).content().getByTestId(testIds.microfrontends.mount).count()).toBe(1);
    await page.getByTestId(testIds.layout.userMenu).getByText('admin').waitFor();
    await zone.getByText('No support bundles yet').waitFor();
    expect(await page.title()).toMatch(/^Support Zone \| /);

    // Delivered apart from the console, from its own path, without a React of its own.
    const own = loaded.filter((response) => response.url().includes('/ui/mfe/support/'));
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((response) => response.status() === 200)).toBe(true);
    // React's production builds link their errors to react.dev; the shell's React chunk does.
    const text = async (url: string) => (await fetch(url)).text();
    const bodies = await Promise.all(own.map((response) => text(response.url())));
    expect(bodies.some((body) => body.includes('react.dev/errors'))).toBe(false);
    const shellReact = loaded.find((response) => response.url().includes('/ui/assets/react-'));
    expect(await text(shellReact?.url() ?? '')).toContain('react.dev/errors');
    await screenshot(page, 'support-zone-microfrontend');
  });

  it('R9.02 is unmounted when the user navigates away, and mounted again on return', async () => {
    const { page } = session;
    await logInAsAdmin();
    await page.goto(SUPPORT_ZONE);
    await supportZone(page).getByRole('heading', { name: 'Support Zone' }).waitFor();
    await page.evaluate(() => {
      document.documentElement.dataset.samePage = 'yes';
    });

    await page.getByTestId(testIds.layout.sidebar).getByText('Packages', { exact: true }).first().click();
    await page.waitForURL('**/ui/packages');
    await page.getByRole('heading', { level: 1, name: 'Packages' }).waitFor();
    expect(await page.getByTestId(testIds.microfrontends.mount).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Support Zone' }).count()).toBe(0);

    await page.goBack();
    await supportZone(page).getByRole('heading', { name: 'Support Zone' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.samePage)).toBe('yes');
  });

  it('R9.04 resolves the entry once, then from the week-long cache, and again once the week has passed', async () => {
    const { page } = session;
    const resolves = countResolves(page);
    await logInAsAdmin();
    await page.goto(SUPPORT_ZONE);
    await supportZone(page).getByRole('heading', { name: 'Support Zone' }).waitFor();
    expect(resolves()).toBe(1);

    await page.reload();
    await supportZone(page).getByRole('heading', { name: 'Support Zone' }).waitFor();
    expect(resolves()).toBe(1);

    await page.clock.setFixedTime(Date.now() + MICROFRONTEND_CACHE_LIFE_MS + 60_000);
    await page.reload();
    await supportZone(page).getByRole('heading', { name: 'Support Zone' }).waitFor();
    expect(resolves()).toBe(2);
  });
});

describe('the micro-frontend registry', () => {
  it('R1.29 sends its route to 404 once its entry is removed, and back when it is registered again', async () => {
    const { page } = session;
    const before = await supportResolution();
    const registry = (await (await api('GET', microfrontendPaths.registry)).json()) as MicrofrontendRegistry;
    const routes = registry.microfrontends.find((entry) => entry.name === 'support')?.routes ?? [];
    expect(routes.map((route) => route.path)).toEqual(['/admin/support-zone']);

    expect((await api('DELETE', microfrontendPaths.entry('support'))).status).toBe(204);
    try {
      await logInAsAdmin();
      await page.goto(SUPPORT_ZONE);
      await page.getByTestId(testIds.errorPage.notFound).waitFor();
      expect(await page.getByTestId(testIds.microfrontends.mount).count()).toBe(0);
    } finally {
      await register('support', { version: before.version, url: before.url, routes });
    }
    await page.goto(SUPPORT_ZONE);
    await supportZone(page).getByRole('heading', { name: 'Support Zone' }).waitFor();
  });

  it('R9.07 says Could not fetch microfrontend application for a broken entry URL, and the rest of the console works', async () => {
    const { page } = session;
    const before = await supportResolution();
    const routes = [{ path: '/admin/support-zone', title: 'Support Zone', admin: true }];
    await register('support', { version: before.version, url: '/ui/mfe/support/assets/no-such-entry.js', routes });
    try {
      await logInAsAdmin();
      await page.goto(SUPPORT_ZONE);
      const zone = supportZone(page);
      await zone.getByText('Could not fetch microfrontend application').waitFor();
      await zone.getByRole('button', { name: 'Reload' }).waitFor();
      expect(await zone.getAttribute('data-state')).toBe('failed');
      await screenshot(page, 'microfrontend-fetch-failed');

      await page.getByTestId(testIds.layout.sidebar).getByText('Packages', { exact: true }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Packages' }).waitFor();
    } finally {
      await register('support', { version: before.version, url: before.url, routes });
    }
  });
});

describe('chunk loading', () => {
  it('R9.11 loads a screen group’s code with the first visit to it, not with the login page', async () => {
    const { page } = session;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/ui/login');
    await page.getByTestId(testIds.login.submit).waitFor();
    expect(scripts.some((path) => /\/login-page-[\w-]+\.js$/.test(path))).toBe(true);
    const proxies = () => scripts.filter((path) => /\/proxies-list-page-[\w-]+\.js$/.test(path));
    expect(proxies()).toEqual([]);

    await logInAsAdmin();
    expect(proxies()).toEqual([]);
    await page.goto('/ui/admin/proxies/configuration');
    await page.getByRole('heading', { level: 1, name: 'Proxies' }).waitFor();
    expect(proxies()).toHaveLength(1);
  });

  it('R9.09 shows a reload prompt naming ChunkLoadError when a screen group’s script does not arrive', async () => {
    const { page } = session;
    await logInAsAdmin();
    await page.route(/\/ui\/assets\/packages-page-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
    await page.goto('/ui/packages');
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    await page.getByText(/ChunkLoadError/).waitFor();
    await page.getByRole('button', { name: 'Reload' }).waitFor();

    await page.unroute(/\/ui\/assets\/packages-page-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 1, name: 'Packages' }).waitFor();
  });
});
