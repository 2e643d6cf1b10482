import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../e2e/pages/login-page.ts';
import { launchBrowser, newContext, screenshot, trackPageErrors } from '../e2e/support/browser.ts';
import { api, cluster, requestLines } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  expect(
    (await api('PUT', '/artifactory/api/repositories/console-local', { rclass: 'local', packageType: 'generic' }))
      .status,
  ).toBe(200);
});
afterAll(() => browser?.close());

describe('the console through the balancer', () => {
  it('logs in and moves between screens while its calls land on different nodes, on one session', async () => {
    const context = await newContext(browser, cluster.url);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const login = new LoginPage(page);
    await login.open();
    await login.logIn('admin', cluster.adminPassword);
    await page.waitForURL((url) => !url.pathname.startsWith('/ui/login'));
    await page.goto('/ui/admin/repositories/local');
    await expect
      .poll(() => page.getByText('console-local', { exact: true }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.goto('/ui/packages');
    await page.getByRole('table').first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'cluster-console-packages');
    expect(errors).toEqual([]);
    // The console's own calls went to more than one node, and none asked to log in again.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const calls = [...requestLines('"path":"/ui/api/').values()];
    expect(calls.filter((lines) => lines.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(calls.flat().filter((line) => line.includes('"status":401'))).toEqual([]);
    await context.close();
  });
});
