import { apiPaths, type GitIntegration, type OAuthConfigInput } from '@arca/contract';
import { type FakeGitVendor, startFakeGitVendor, startOAuthProvider } from '@arca/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppLayout } from './pages/app-layout.ts';
import { accessibilityViolations } from './support/accessibility.ts';
import { asAdmin } from './support/admin-api.ts';
import { screenshot } from './support/browser.ts';
import { useBrowserSession } from './support/browser-session.ts';

const ADMIN_PASSWORD = 'Integrations-Admin-Passw0rd';
const TOKEN = 'ghp_e2e_valid_token';

const session = useBrowserSession({ ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD });
let vendor: FakeGitVendor;

beforeAll(async () => {
  vendor = await startFakeGitVendor({ userName: 'octo-dev', token: TOKEN });
});
afterAll(async () => {
  await vendor.close();
});

async function storedIntegrations(): Promise<{ body: string; rows: GitIntegration[] }> {
  const answer = await asAdmin(session.server.baseUrl, ADMIN_PASSWORD, 'GET', '/ui/api/v1/integration/getIntegrations');
  expect(answer.status).toBe(200);
  const body = await answer.text();
  return { body, rows: JSON.parse(body) as GitIntegration[] };
}

describe('git integrations, from the browser', () => {
  it('R1.42 R1.43 R14.01 R14.17 R14.28 R14.38 R14.39 R14.43 an administrator connects GitHub against the vendor, finds it in the table and deletes it', async () => {
    const { page } = session;
    await session.logIn('admin', ADMIN_PASSWORD);
    await new AppLayout(page).waitUntilShown();
    await page.getByRole('link', { name: 'Integrations' }).first().click();
    await page.waitForURL('**/ui/integrations');
    await page.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
    for (const group of ['Source control', 'Developer Tools', 'Continuous integration']) {
      await page.getByRole('region', { name: group }).waitFor();
    }
    const github = page.getByRole('group', { name: 'GitHub', exact: true });
    await github.getByText('GitHub (0)').waitFor();
    // R14.17: every card, source control or tool, is 204 by 218 px as laid out.
    for (const card of [github, page.getByRole('group', { name: 'JFrog CLI' })]) {
      const box = await card.boundingBox();
      expect([box?.width, box?.height]).toEqual([204, 218]);
    }
    await screenshot(page, 'integrations-main');
    expect(await accessibilityViolations(page)).toEqual([]);

    // R14.14–R14.16: a CI card's installation, per system, with its links.
    await page.getByRole('group', { name: 'JFrog CLI' }).getByRole('button', { name: 'Connect' }).click();
    const drawer = page.getByRole('dialog', { name: 'JFrog CLI' });
    await drawer.getByText('brew install jfrog-cli', { exact: false }).waitFor();
    await drawer.getByText('windows').click();
    await drawer.getByText('choco install jfrog-cli-v2-jf', { exact: false }).waitFor();
    await screenshot(page, 'integrations-cli-drawer');
    expect(await accessibilityViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });

    await github.getByRole('button', { name: 'Connect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect GitHub' });
    await dialog.getByLabel('Integration Name').fill('Octo org');
    await dialog.getByLabel('URL').fill(vendor.url);
    await dialog.getByLabel('Token').fill('ghp_wrong_token');
    await dialog.getByRole('button', { name: 'Test Connection' }).click();
    await dialog.getByText('Connection test failed, please check your credentials').waitFor();
    expect(await dialog.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);

    await dialog.getByLabel('Token').fill(TOKEN);
    await dialog.getByRole('button', { name: 'Test Connection' }).click();
    await page.getByText('Connection succeeded as octo-dev').waitFor();
    await screenshot(page, 'integrations-modal-tested');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText(/^Successfully created github-[0-9a-f]{8}$/).waitFor();
    await dialog.getByText('Select a service').first().waitFor();
    await dialog.getByRole('group', { name: 'Xray' }).waitFor();
    await screenshot(page, 'integrations-modal-service');
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Skip for now' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(vendor.requests).toEqual(['GET /user', 'GET /user']);

    const { body, rows } = await storedIntegrations();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ integrationName: 'Octo org', url: vendor.url, vendor: 'github', tokenSet: true });
    expect(body).not.toContain(TOKEN);
    const key = rows[0]?.integrationKey ?? '';

    await github.getByText('GitHub (1)').waitFor();
    await github.getByText('Connect a service').waitFor();
    await github.getByRole('button', { name: 'Add GitHub integration' }).waitFor();
    await github.getByRole('button', { name: /^GitHub \(1\) CONNECTED, open the integrations$/ }).click();
    await page.waitForURL('**/ui/integrations/github');
    await page.getByRole('heading', { level: 2, name: '1 instance' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Octo org' });
    await row.getByRole('button', { name: 'Select a Product' }).waitFor();
    await screenshot(page, 'integrations-vendor-table');
    expect(await accessibilityViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Row actions' }).click();
    await page.getByRole('menuitem', { name: /Delete$/ }).click();
    const confirm = page.getByRole('dialog', { name: "Delete integration 'Octo org'?" });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Successfully deleted ${key}`).waitFor();
    await page.getByRole('heading', { level: 2, name: '0 instances' }).waitFor();
    expect((await storedIntegrations()).rows).toEqual([]);
    // A long journey with two accessibility scans: more than the default on a loaded machine.
  }, 90_000);
});

describe('developer tools for a user who signs in with OAuth', () => {
  it('R2.18 R14.49 opening a tool card gets the user an access token that works, with no password asked', async () => {
    const { page, server } = session;
    const idp = await startOAuthProvider();
    try {
      const config: OAuthConfigInput = {
        providers: [idp.asArcaProvider()],
      };
      expect((await asAdmin(server.baseUrl, ADMIN_PASSWORD, 'PUT', apiPaths.oauthConfig, config)).status).toBe(200);
      idp.signInAs({ preferred_username: 'octavia', email: 'octavia@example.com' });
      await page.goto(`${apiPaths.oauthLoginRequest}?provider=corp&redirectTo=${encodeURIComponent('/integrations')}`);
      await page.waitForURL('**/ui/integrations');

      await page.getByRole('group', { name: 'Visual Studio Code' }).getByRole('button', { name: 'Configure' }).click();
      const drawer = page.getByRole('dialog', { name: 'Visual Studio Code' });
      const shown = drawer.getByLabel('Access token', { exact: true });
      await shown.waitFor();
      const apiKey = (await shown.innerText()).trim();
      expect(apiKey).toMatch(/^[\w-]{64}$/);
      // The drawer slides in from the right edge: the picture waits until it has arrived.
      await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(1440 - 560);
      await screenshot(page, 'integrations-oauth-token');

      // The key is the user's: a tool sending it is octavia.
      const current = await fetch(`${server.baseUrl}${apiPaths.currentUser}`, {
        headers: { authorization: `Bearer ${apiKey}` },
      });
      expect(await current.json()).toMatchObject({ name: 'octavia' });
    } finally {
      await idp.close();
    }
  });
});
