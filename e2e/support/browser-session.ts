import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { LoginPage } from '../pages/login-page.ts';
import { type ArcaServer, startArcaServer } from './arca-server.ts';
import { launchBrowser, newContext, trackPageErrors } from './browser.ts';

/**
 * Logs a user in through the login form and waits until the console lands on `landing`: a URL
 * pattern, or a test of the URL (a pattern matching every console page matches the login form too).
 */
export async function logInThroughForm(
  page: Page,
  user: string,
  password: string,
  landing: string | ((url: URL) => boolean) = '**/ui/packages',
): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(user, password);
  await page.waitForURL(landing);
}

/** What a journey file works with: `page` belongs to the running test. */
export interface BrowserSession {
  readonly server: ArcaServer;
  readonly browser: Browser;
  readonly page: Page;
  logIn(user: string, password: string, landing?: string | ((url: URL) => boolean)): Promise<void>;
}

/** A function when the environment is only known once an earlier `beforeAll` has run. */
export type ServerEnv = Record<string, string> | (() => Record<string, string>);

/** A user every test of a file starts as, for journeys about what comes after logging in. */
export interface SignedInUser {
  user: string;
  password: string;
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * How a file's tests get their browser context. `per-test`: a fresh one each. `per-file`: one for
 * the whole file, brought back before each test to what a fresh one holds (cookies, permissions,
 * storage) but keeping its HTTP cache, so that each test's first page loads the console's scripts
 * from the cache, about a second sooner. Only for journeys that set nothing else on the context
 * (routes, a clock, init scripts), as the playground's do.
 */
export type ContextReuse = 'per-test' | 'per-file';

/**
 * Registers the hooks a journey file shares: its own server and browser for the whole file, a fresh
 * context for each test (see `ContextReuse`), and no uncaught page error at the end of it. With
 * `signedIn`, the user logs in through the form once for the file and each test's context starts
 * with that session.
 */
export function useBrowserSession(
  env: ServerEnv,
  signedIn?: SignedInUser,
  contexts: ContextReuse = 'per-test',
): BrowserSession {
  let server: ArcaServer | undefined;
  let browser: Browser | undefined;
  let storageState: StorageState | undefined;
  let fileContext: BrowserContext | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: string[] = [];
  beforeAll(async () => {
    server = await startArcaServer(typeof env === 'function' ? env() : env);
    browser = await launchBrowser();
    if (signedIn) storageState = await logInOnce(browser, server.baseUrl, signedIn);
    if (contexts === 'per-file') fileContext = await newContext(browser, server.baseUrl, { storageState });
  });
  afterAll(async () => {
    await fileContext?.close();
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    const baseUrl = present(server, 'server').baseUrl;
    if (fileContext) {
      context = fileContext;
      page = await resetContext(fileContext, baseUrl, storageState);
    } else {
      context = await newContext(present(browser, 'browser'), baseUrl, { storageState });
      page = await context.newPage();
    }
    pageErrors = trackPageErrors(page);
  });
  afterEach(async () => {
    if (context === fileContext) await page?.close();
    else await context?.close();
    context = undefined;
    page = undefined;
    expect(pageErrors).toEqual([]);
  });
  const session: BrowserSession = {
    get server() {
      return present(server, 'server');
    },
    get browser() {
      return present(browser, 'browser');
    },
    get page() {
      return present(page, 'page');
    },
    logIn: (user, password, landing) => logInThroughForm(session.page, user, password, landing),
  };
  return session;
}

/** Logs in through the form in a context of its own and keeps its cookies and local storage. */
async function logInOnce(browser: Browser, baseUrl: string, { user, password }: SignedInUser): Promise<StorageState> {
  const context = await newContext(browser, baseUrl);
  try {
    await logInThroughForm(await context.newPage(), user, password);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Brings a context kept for the whole file back to where a fresh one starts, with the saved session
 * if there is one, and opens the test's page in it. A new page has an empty session storage.
 */
async function resetContext(context: BrowserContext, baseUrl: string, saved: StorageState | undefined): Promise<Page> {
  await context.clearCookies();
  await context.clearPermissions();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseUrl).origin,
      storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems',
    });
    if (saved) {
      await context.addCookies(saved.cookies);
      await cdp.send('DOMStorage.enable');
      for (const { origin, localStorage } of saved.origins) {
        for (const { name, value } of localStorage) {
          await cdp.send('DOMStorage.setDOMStorageItem', {
            storageId: { securityOrigin: origin, isLocalStorage: true },
            key: name,
            value,
          });
        }
      }
    }
  } finally {
    await cdp.detach();
  }
  return page;
}

function present<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`the browser session has no ${name} here`);
  return value;
}
