import type { Browser, Page } from 'playwright-core';
import { beforeEach } from 'vitest';
import { DemoPage } from '../pages/demo-page.ts';
import { logInThroughForm, useBrowserSession } from './browser-session.ts';

const ADMIN_PASSWORD = 'Demo-Admin-Passw0rd';

/** Logs the administrator in and waits for the landing page. */
export function logInAsAdmin(page: Page, password: string): Promise<void> {
  return logInThroughForm(page, 'admin', password);
}

/** What a playground journey works with; set before each test. */
export interface DemoSession {
  browser: Browser;
  page: Page;
  demo: DemoPage;
}

/**
 * Registers the hooks every playground journey shares: a browser session on a server with the
 * TESTED flag for the file, and each test's context allowed the clipboard and signed in as the
 * administrator. The playground's journeys set nothing on the context but the clipboard
 * permission, so they keep one context per file (see `ContextReuse`).
 */
export function useDemoSession(): DemoSession {
  const session = useBrowserSession(
    { ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD, ARCA_FEATURE_FLAGS: 'TESTED' },
    { user: 'admin', password: ADMIN_PASSWORD },
    'per-file',
  );
  let demo: DemoPage | undefined;
  beforeEach(async () => {
    const { page } = session;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    demo = new DemoPage(page);
  });
  return {
    get browser() {
      return session.browser;
    },
    get page() {
      return session.page;
    },
    get demo() {
      if (demo === undefined) throw new Error('the demo session has no demo outside a test');
      return demo;
    },
  };
}
