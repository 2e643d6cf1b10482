import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from './support/admin-api.ts';
import { screenshot } from './support/browser.ts';
import { useBrowserSession } from './support/browser-session.ts';

const ADMIN_PASSWORD = 'Teasers-Admin-Passw0rd';

// A fresh server: no companion service is installed (the default ENTERPRISE_PLUS licence).
const session = useBrowserSession({ ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD });

/** Console errors, beside the page errors the session already fails the test on. */
function trackConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function logIn(): Promise<string[]> {
  const errors = trackConsoleErrors(session.page);
  // Any console page but the login form: the session is set once the console has left it.
  await session.logIn(
    'admin',
    ADMIN_PASSWORD,
    (url) => url.pathname.startsWith('/ui/') && url.pathname !== '/ui/login',
  );
  return errors;
}

const routeTeasers = [
  ['/topology-teaser', 'See every platform you run, on one map'],
  ['/pdn-teaser', 'Move large binaries peer to peer'],
  ['/pipelines-teaser', 'Build, test and release from one place'],
  ['/security-and-compliance-teaser', 'Know what is inside every package'],
  ['/release-bundles-teaser', 'Ship signed, immutable releases'],
] as const;

beforeAll(async () => {
  const { baseUrl } = session.server;
  const created = await asAdmin(baseUrl, ADMIN_PASSWORD, 'PUT', '/artifactory/api/repositories/teaser-local', {
    rclass: 'local',
    packageType: 'generic',
  });
  expect(created.status).toBe(200);
  const deployed = await fetch(`${baseUrl}/artifactory/teaser-local/app/app-1.0.bin`, {
    method: 'PUT',
    headers: { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` },
    body: 'teaser e2e',
  });
  expect(deployed.status).toBe(201);
});

describe('teasers, with no companion service installed', () => {
  it('R1.37 R1.38 R1.39 R1.40 R1.41 R16.03 R16.04 R16.05 R16.06 every teaser route renders its teaser, with no console error', async () => {
    const { page } = session;
    const consoleErrors = await logIn();
    for (const [path, header] of routeTeasers) {
      await page.goto(`/ui${path}`);
      const heading = page.getByRole('heading', { level: 1, name: header });
      await heading.waitFor();
      expect(new URL(page.url()).pathname).toBe(`/ui${path}`);
      const teaser = page.locator('[data-teaser]');
      expect(await teaser.getByRole('img', { name: /illustration/ }).count()).toBe(1);
      const readMore = teaser.getByRole('link', { name: /Read More/ });
      expect(await readMore.getAttribute('target')).toBe('_blank');
      const href = new URL((await readMore.getAttribute('href')) ?? '');
      expect(href.searchParams.get('buildNumber')).toBeTruthy();
      expect(href.searchParams.get('version')).toBeTruthy();
    }
    await page.goto('/ui/pipelines-teaser');
    await page.getByRole('heading', { level: 1, name: 'Build, test and release from one place' }).waitFor();
    await screenshot(page, 'teaser-pipelines');
    await page.goto('/ui/pdn-teaser');
    await page.getByRole('heading', { level: 1, name: 'Move large binaries peer to peer' }).waitFor();
    await screenshot(page, 'teaser-pdn');
    expect(consoleErrors).toEqual([]);
    // Each teaser is a full page load of the console.
  }, 120_000);

  it('R17.01 R17.03 R17.04 R18.01 R1.57 R24.04 the companion-service routes explain themselves, with no console error', async () => {
    const { page } = session;
    const consoleErrors = await logIn();

    await page.goto('/ui/release-bundles');
    await page.waitForURL('**/ui/release-bundles/target');
    await page.getByRole('heading', { level: 2, name: 'Release bundles received here' }).waitFor();
    await screenshot(page, 'release-bundles-target');

    await page.goto('/ui/bundles/source');
    await page.waitForURL('**/ui/release-bundles/source');
    await page.getByRole('heading', { level: 2, name: 'Create and distribute release bundles' }).waitFor();

    await page.goto('/ui/pipelines');
    await page.waitForURL('**/ui/pipelines/myPipelines');
    await page.getByRole('heading', { level: 1, name: 'Build, test and release from one place' }).waitFor();
    for (const path of [
      '/pipelines/myPipelines/dflt/webapp',
      '/pipelines/myPipelines/dflt/webapp/17/build?branch=main&aggregateView=false',
      '/pipelines/pipelineSources',
    ]) {
      await page.goto(`/ui${path}`);
      await page.getByRole('heading', { level: 1, name: 'Build, test and release from one place' }).waitFor();
    }

    await page.goto('/ui/admin/monitoring/pdn');
    await page.getByRole('heading', { level: 1, name: 'Peer Distribution Network' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Move large binaries peer to peer' }).waitFor();

    await page.goto('/ui/repos/tree/Pipelines/teaser-local/app/app-1.0.bin');
    const tab = page.getByRole('region', { name: 'Pipelines' });
    await tab.getByText('No pipelines.').waitFor();
    await tab.getByText(/Pipelines is not installed on this server/).waitFor();
    await screenshot(page, 'artifact-pipelines-tab');

    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
