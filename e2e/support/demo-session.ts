import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { DemoPage } from '../pages/demo-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { type ArcaServer, startArcaServer } from './arca-server.ts';
import { launchBrowser, newContext, trackPageErrors } from './browser.ts';

const ADMIN_PASSWORD = 'Demo-Admin-Passw0rd';

/** Logs the administrator in and waits for the landing page. */
export async function logInAsAdmin(page: Page, password: string): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn('admin', password);
  await page.waitForURL('**/ui/packages');
}

/** What a playground journey works with; set before each test. */
export interface DemoSession {
  browser: Browser;
  page: Page;
  demo: DemoPage;
}

/**
 * Registers the hooks every playground journey shares: a server with the TESTED flag for the
 * file, a fresh logged-in browser context for each test (with clipboard access), and no uncaught
 * page error at the end.
 */
export function useDemoSession(): DemoSession {
  let server: ArcaServer;
  let context: BrowserContext;
  let pageErrors: string[] = [];
  const current: Partial<DemoSession> = {};
  beforeAll(async () => {
    server = await startArcaServer({ ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD, ARCA_FEATURE_FLAGS: 'TESTED' });
    current.browser = await launchBrowser();
  });
  afterAll(async () => {
    await current.browser?.close();
    await server.stop();
  });
  beforeEach(async () => {
    if (!current.browser) throw new Error('the browser did not start');
    context = await newContext(current.browser, server.baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    pageErrors = trackPageErrors(page);
    current.page = page;
    current.demo = new DemoPage(page);
    await logInAsAdmin(page, ADMIN_PASSWORD);
  });
  afterEach(async () => {
    await context.close();
    expect(pageErrors).toEqual([]);
  });
  return {
    get browser() {
      return present(current.browser, 'browser');
    },
    get page() {
      return present(current.page, 'page');
    },
    get demo() {
      return present(current.demo, 'demo');
    },
  };
}

function present<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`the demo session has no ${name} outside a test`);
  return value;
}
