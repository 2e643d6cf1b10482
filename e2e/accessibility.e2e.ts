import { BUILD_INFO_MEDIA_TYPE } from '@arca/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppLayout } from './pages/app-layout.ts';
import { LoginPage } from './pages/login-page.ts';
import { blockingAccessibilityViolations } from './support/accessibility.ts';
import { asAdmin } from './support/admin-api.ts';
import { newContext, screenshot } from './support/browser.ts';
import { useBrowserSession } from './support/browser-session.ts';

const ADMIN_PASSWORD = 'Accessibility-Admin-Passw0rd';
const session = useBrowserSession({ ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD }, { user: 'admin', password: ADMIN_PASSWORD });

type Theme = 'light' | 'dark';

/** A main screen: where it is, and what shows once its data has arrived. */
interface Screen {
  name: string;
  path: string;
  heading: string | RegExp;
}

const adminScreens: Screen[] = [
  { name: 'packages list', path: '/ui/packages', heading: 'Packages' },
  { name: 'artifacts tree', path: '/ui/repos/tree/General/libs-release-local', heading: 'Artifacts' },
  {
    name: 'search results',
    path: '/ui/artifactSearchResults?name=billing*&type=artifacts',
    heading: 'Artifact search results',
  },
  { name: 'builds', path: '/ui/builds', heading: 'Builds' },
  { name: 'admin: repositories', path: '/ui/admin/repositories/local', heading: /Repositories/ },
  { name: 'admin: users', path: '/ui/admin/management/users', heading: 'Users' },
  { name: 'admin: groups', path: '/ui/admin/management/groups', heading: 'Groups' },
  { name: 'admin: permissions', path: '/ui/admin/management/permissions', heading: 'Permissions' },
  { name: 'admin: webhooks', path: '/ui/admin/configuration/webhooks', heading: 'Webhooks' },
  { name: 'admin: system logs', path: '/ui/admin/monitoring/system_logs', heading: 'System Logs' },
  { name: 'admin: support', path: '/ui/admin/support-zone', heading: /Support/ },
  { name: 'admin: settings', path: '/ui/admin/configuration/general', heading: /General/ },
  { name: 'integrations', path: '/ui/integrations', heading: 'Integrations' },
];

/** A Maven library and a build that uses it, deployed the way a CI job would. */
async function seed(baseUrl: string) {
  const created = await asAdmin(baseUrl, ADMIN_PASSWORD, 'PUT', '/artifactory/api/repositories/libs-release-local', {
    rclass: 'local',
    packageType: 'maven',
  });
  expect(created.status).toBe(200);
  const auth = `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`;
  const folder = `${baseUrl}/artifactory/libs-release-local/com/acme/billing-core/1.0.0`;
  const pom = `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>
<groupId>com.acme</groupId><artifactId>billing-core</artifactId><version>1.0.0</version>
<description>Billing for Acme</description></project>`;
  for (const [name, body] of [
    ['billing-core-1.0.0.jar', 'jar bytes'],
    ['billing-core-1.0.0.pom', pom],
  ] as const) {
    const deployed = await fetch(`${folder}/${name}`, { method: 'PUT', headers: { authorization: auth }, body });
    expect(deployed.status).toBe(201);
  }
  const build = await fetch(`${baseUrl}/artifactory/api/build`, {
    method: 'PUT',
    headers: { authorization: auth, 'content-type': BUILD_INFO_MEDIA_TYPE },
    body: JSON.stringify({
      name: 'billing-service',
      number: '1',
      started: '2026-11-23T10:00:00.000+0000',
      modules: [
        { id: 'com.acme:billing-core:1.0.0', artifacts: [{ name: 'billing-core-1.0.0.jar', sha1: 'a'.repeat(40) }] },
      ],
    }),
  });
  expect(build.status).toBe(204);
}

/** The theme follows the system setting until a user picks one (BRIEF §6): set it as the OS would. */
async function useTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
}

async function scan(page: Page, screen: string, theme: Theme): Promise<string[]> {
  const found = await blockingAccessibilityViolations(page);
  return found.map((violation) => `${screen} (${theme}): ${violation}`);
}

async function open(page: Page, screen: Screen) {
  await page.goto(screen.path);
  try {
    await new AppLayout(page).waitUntilShown();
    await page.getByRole('heading', { level: 1, name: screen.heading }).first().waitFor();
  } catch (error) {
    throw new Error(`${screen.name} did not show at ${page.url()}: ${String(error)}`);
  }
  // Lists and trees fill in after the heading; scan what the user reads, not a loading skeleton.
  await page.waitForLoadState('networkidle');
}

beforeAll(() => seed(session.server.baseUrl), 60_000);

describe('accessibility of the main screens (WCAG 2.1 AA)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no critical or serious axe-core violation on any main screen in the ${theme} theme`, async () => {
      const { page } = session;
      await useTheme(page, theme);
      const violations: string[] = [];
      for (const screen of adminScreens) {
        await open(page, screen);
        violations.push(...(await scan(page, screen.name, theme)));
      }
      // A package and one of its versions, reached from the list as a user would.
      await open(page, adminScreens[0] as Screen);
      await page
        .getByRole('link', { name: /billing-core/ })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: /billing-core/ }).waitFor();
      await page.waitForLoadState('networkidle');
      violations.push(...(await scan(page, 'package', theme)));
      await page.getByRole('link', { name: '1.0.0', exact: true }).first().click();
      await page.waitForURL('**/ui/packages/*/1.0.0');
      await page.waitForLoadState('networkidle');
      violations.push(...(await scan(page, 'package version', theme)));
      await screenshot(page, `accessibility-version-${theme}`);
      expect(violations).toEqual([]);
    }, 180_000);
  }

  it('has no critical or serious violation on the login page in either theme, and moves focus into the page after login', async () => {
    const violations: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      const context = await newContext(session.browser, session.server.baseUrl, { colorScheme: theme });
      try {
        const page = await context.newPage();
        const login = new LoginPage(page);
        await login.open();
        violations.push(...(await scan(page, 'login', theme)));
        await screenshot(page, `accessibility-login-${theme}`);
        if (theme === 'light') {
          await login.logIn('admin', ADMIN_PASSWORD);
          await page.waitForURL('**/ui/packages');
          await page.getByRole('heading', { level: 1, name: 'Packages' }).waitFor();
          await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
        }
      } finally {
        await context.close();
      }
    }
    expect(violations).toEqual([]);
  }, 60_000);
});
