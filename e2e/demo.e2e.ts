import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DemoPage } from './pages/demo-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { type ArcaServer, startArcaServer } from './support/arca-server.ts';
import { launchBrowser, newContext, screenshot, trackPageErrors } from './support/browser.ts';

const ADMIN = 'Demo-Admin-Passw0rd';
let server: ArcaServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];
let demo: DemoPage;

async function logIn(target: Page, password: string) {
  const login = new LoginPage(target);
  await login.open();
  await login.logIn('admin', password);
  await target.waitForURL('**/ui/packages');
}

beforeAll(async () => {
  server = await startArcaServer({ ARCA_ADMIN_PASSWORD: ADMIN, ARCA_FEATURE_FLAGS: 'TESTED' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});
beforeEach(async () => {
  context = await newContext(browser, server.baseUrl);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await context.newPage();
  pageErrors = trackPageErrors(page);
  demo = new DemoPage(page);
  await logIn(page, ADMIN);
});
afterEach(async () => {
  await context.close();
  expect(pageErrors).toEqual([]);
});

describe('the widget playground', () => {
  it('R1.47 stays closed on an instance without the TESTED flag: the visitor is kept at home', async () => {
    const plain = await newContext(browser, inject('baseUrl'));
    try {
      const other = await plain.newPage();
      await logIn(other, inject('adminPassword'));
      await other.goto('/ui/demo');
      await other.waitForURL('**/ui/packages');
      expect(await other.getByRole('heading', { name: 'Widget playground' }).count()).toBe(0);
    } finally {
      await plain.close();
    }
  });

  it('R1.47 R1.48 opens /demo with the TESTED flag, with its tree, TypeScript greeting and micro-frontend children', async () => {
    await demo.open();
    await screenshot(page, 'demo-widgets');
    for (const [tab, path] of [
      ['Tree', '/ui/demo/tree'],
      ['TypeScript greeting', '/ui/demo/typescript'],
      ['Micro-frontends', '/ui/demo/microfrontends'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForURL(`**${path}`);
    }
    await page.getByRole('region', { name: 'Micro-frontend mounting point' }).waitFor();
  });
});

describe('the virtual file tree', () => {
  it('R25.060 R25.061 R25.065 R25.066 R25.069 opens folders by keyboard, loading their children, and closes them with their descendants', async () => {
    await demo.open('/tree');
    const tree = page.getByRole('tree', { name: 'Repository browser' });
    const item = (name: string) => tree.getByRole('treeitem', { name, exact: true });
    await item('npm-local').click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => item('npm-local').getAttribute('aria-busy')).toBe('true');
    await item('lodash').waitFor();
    expect(await item('npm-local').getAttribute('aria-expanded')).toBe('true');

    await item('empty-folder').click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => item('empty-folder').getAttribute('aria-expanded')).toBeNull();
    await expect.poll(() => item('empty-folder').getAttribute('aria-describedby')).not.toBeNull();

    await item('@babel').click();
    await page.keyboard.press('ArrowRight');
    await item('core').click();
    await page.keyboard.press('ArrowRight');
    await item('core-7.24.0.tgz').waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await item('core-7.24.0.tgz').getAttribute('aria-selected')).toBe('true');

    await item('npm-local').click();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => tree.getByRole('treeitem').count()).toBe(5);
    await page.keyboard.press('ArrowRight');
    await item('lodash').waitFor();
    expect(await item('@babel').getAttribute('aria-expanded')).toBe('false');
  });

  it("R25.067 R25.068 ignores a folder that is not found and says 'Could not open node' for other failures", async () => {
    await demo.open('/tree');
    const tree = page.getByRole('tree', { name: 'Repository browser' });
    await tree.getByRole('treeitem', { name: 'npm-local', exact: true }).click();
    await page.keyboard.press('ArrowRight');
    await tree.getByRole('treeitem', { name: 'deleted-folder', exact: true }).click();
    await page.keyboard.press('ArrowRight');
    await tree.getByRole('treeitem', { name: 'corrupted-folder', exact: true }).click();
    await page.keyboard.press('ArrowRight');
    await page.getByText('Could not open node').waitFor();
    expect(await page.getByText('Could not open node').count()).toBe(1);
  });

  it('R25.062 R25.063 R25.072 opens a folder of 20 000 files in chunks, scrolls it virtually, checks and offers a context menu', async () => {
    await demo.open('/tree');
    const tree = page.getByRole('tree', { name: 'Repository browser' });
    await tree.getByRole('treeitem', { name: 'npm-local', exact: true }).click();
    await page.keyboard.press('ArrowRight');
    const huge = tree.getByRole('treeitem', { name: 'huge-folder (20000 files)', exact: true });
    await huge.click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => huge.getAttribute('aria-busy'), { timeout: 10_000 }).toBeNull();
    expect(await tree.getByRole('treeitem').last().getAttribute('aria-setsize')).toBe('20000');
    // Only a window of rows is in the page, whatever the folder holds.
    expect(await tree.getByRole('treeitem').count()).toBeLessThan(60);

    await page.keyboard.press('End');
    const last = tree.getByRole('treeitem', { name: 'lodash-4.17.19999.tgz', exact: true });
    await last.waitFor();
    await screenshot(page, 'demo-tree-20000');

    await page.keyboard.press('Home');
    const firstRoot = tree.getByRole('treeitem', { name: 'npm-local', exact: true });
    await page.keyboard.press('Space');
    await expect.poll(() => firstRoot.getAttribute('aria-checked')).toBe('true');
    expect(await huge.getAttribute('aria-checked')).toBe('true');

    await firstRoot.click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Copy path' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menuitem', { name: 'Copy path' }).count()).toBe(0);
  });
});
