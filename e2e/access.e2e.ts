import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPaths, UI_API, webhookPaths } from '@arca/contract';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AppLayout } from './pages/app-layout.ts';
import { asAdmin } from './support/admin-api.ts';
import { screenshot } from './support/browser.ts';
import { useBrowserSession } from './support/browser-session.ts';

const ADMIN_PASSWORD = 'Access-Admin-Passw0rd';
const RILEY_PASSWORD = 'Riley-Passw0rd!';

const session = useBrowserSession({ ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD });

const region = (name: string) => session.page.getByRole('region', { name, exact: true });

/** Ticks an item in one panel of a transfer list and moves it to the other. */
async function transfer(item: string, from: string, to: string) {
  await region(from).getByRole('checkbox', { name: item, exact: true }).check();
  await session.page.getByRole('button', { name: `Move selected to ${to}` }).click();
}

async function pick(combobox: Locator, option: string) {
  await combobox.fill(option);
  await session.page.getByTitle(option, { exact: true }).click();
}

describe('identity and access, from the browser alone', () => {
  it('R12.01 R1.64 R1.65 R1.66 an administrator creates a repository, a group, a user in it and a read grant; the user gets only that', async () => {
    const { server, page } = session;
    // Two repositories to choose from: one made by a script, one from the console.
    const scripted = await asAdmin(
      server.baseUrl,
      ADMIN_PASSWORD,
      'PUT',
      '/artifactory/api/repositories/libs-snapshot',
      {
        rclass: 'local',
        packageType: 'maven',
      },
    );
    expect(scripted.status).toBe(200);
    await session.logIn('admin', ADMIN_PASSWORD);
    const layout = new AppLayout(page);
    await layout.waitUntilShown();

    await layout.sidebar().getByRole('link', { name: 'Repositories' }).click();
    await page.getByRole('button', { name: 'New local repository' }).click();
    await page.getByRole('button', { name: 'Maven', exact: true }).click();
    await page.getByRole('textbox', { name: 'Repository key' }).fill('libs-release');
    await page.getByRole('button', { name: 'Create local repository' }).click();
    await page.waitForURL('**/ui/admin/repositories/local');
    await expect.poll(() => page.getByRole('link', { name: 'libs-release' }).count()).toBe(1);

    // A group, from the groups list.
    await layout.sidebar().getByRole('link', { name: 'Groups' }).click();
    await page.getByRole('button', { name: 'New group' }).click();
    await page.waitForURL('**/ui/admin/management/groups/new');
    await page.getByRole('textbox', { name: 'Name' }).fill('readers');
    await page.getByRole('textbox', { name: 'Description' }).fill('Read-only access to releases');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/ui/admin/management/groups');
    await expect.poll(() => page.getByRole('link', { name: 'readers' }).count()).toBe(1);

    // A user in that group.
    await layout.sidebar().getByRole('link', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'New user' }).click();
    await page.waitForURL('**/ui/admin/management/users/new');
    await page.getByRole('textbox', { name: 'User name' }).fill('riley');
    await page.getByRole('textbox', { name: 'Email' }).fill('riley@example.com');
    await page.getByLabel('Password', { exact: true }).fill(RILEY_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(RILEY_PASSWORD);
    await transfer('readers', 'Available groups', 'Member of');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/ui/admin/management/users');
    const rileyRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'riley' }) });
    await expect.poll(() => rileyRow.textContent()).toContain('readers');

    // Read on one repository for the group, through a permission.
    await layout.sidebar().getByRole('link', { name: 'Permissions' }).click();
    await page.getByRole('button', { name: 'New permission' }).click();
    await page.waitForURL('**/ui/admin/management/permissions/create');
    await page.getByRole('textbox', { name: 'Name' }).fill('libs-release-readers');
    await page.getByRole('button', { name: 'Next' }).click();
    const targets = region('Repositories').getByRole('combobox', { name: 'Targets' });
    await targets.fill('libs-release');
    await targets.press('Enter');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await pick(page.getByRole('combobox', { name: 'Add group' }), 'readers');
    await region('readers')
      .getByRole('group', { name: 'Repositories' })
      .getByRole('checkbox', { name: 'Read', exact: true })
      .check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/ui/admin/management/permissions');
    await expect.poll(() => page.getByRole('link', { name: 'libs-release-readers' }).count()).toBe(1);

    // The effective view shows the grant: a check under Read, none under Create.
    await page.getByRole('button', { name: 'Effective permissions' }).click();
    await page.getByRole('combobox', { name: 'Repository key' }).fill('libs-release');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByLabel('Show permissions by').getByText('Groups', { exact: true }).click();
    const groupTable = region('Group permissions');
    const cells = groupTable.getByRole('row', { name: /readers/ }).getByRole('cell');
    await cells.first().waitFor();
    const columns = await groupTable.getByRole('columnheader').allTextContents();
    expect(columns.slice(0, 4)).toEqual(['Principal', 'Permission Targets', 'Read', 'Annotate']);
    await expect.poll(() => cells.nth(columns.indexOf('Read')).getByRole('img', { name: 'Allowed' }).count()).toBe(1);
    expect(await cells.nth(columns.indexOf('Create')).getByRole('img', { name: 'Not allowed' }).count()).toBe(1);
    await screenshot(page, 'access-effective-permissions');

    // The user sees only what the grant allows: no administration, and the server refuses it too.
    await layout.logOut();
    await page.waitForURL('**/ui/login**');
    await session.logIn('riley', RILEY_PASSWORD);
    await layout.waitUntilShown();
    expect(await layout.sidebar().getByRole('link', { name: 'Users' }).count()).toBe(0);
    await page.goto('/ui/admin/management/users');
    await page.waitForURL('**/ui/packages');
    const asRiley = (url: string) =>
      page.evaluate(async (address) => {
        const res = await fetch(address, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
        return { status: res.status, body: await res.text() };
      }, url);
    expect((await asRiley(apiPaths.consoleUsers)).status).toBe(403);
    // Of the two repositories, riley sees the one the grant names.
    const repositories = await asRiley(`${UI_API}/artifactory/api/repositories`);
    expect(JSON.parse(repositories.body).map((repository: { key: string }) => repository.key)).toEqual([
      'libs-release',
    ]);
    await screenshot(page, 'access-riley-home');

    // Riley's own grant, as the server answers it: read on libs-release through readers.
    const grants = await asAdmin(server.baseUrl, ADMIN_PASSWORD, 'GET', apiPaths.principalPermissions('user', 'riley'));
    expect(await grants.json()).toEqual({
      grants: [
        {
          permissionName: 'libs-release-readers',
          resourceType: 'artifact',
          targets: ['libs-release'],
          actions: ['READ'],
          viaGroup: 'readers',
        },
      ],
    });
  });

  it('the admin lists keep their row actions inside the window at 1280 px, in both themes; the package list reads the same; the other lists lie whole inside the window', async () => {
    const { server, page } = session;
    const api = (method: 'POST' | 'PUT', path: string, body: unknown) =>
      asAdmin(server.baseUrl, ADMIN_PASSWORD, method, path, body).then((res) => expect(res.status).toBeLessThan(300));
    // Rows with long texts, the kind that pushed the actions out of view.
    await api('POST', '/access/api/v2/users', {
      username: 'morgan-with-a-rather-long-name',
      email: 'morgan.with.a.rather.long.address@engineering.example.com',
      password: RILEY_PASSWORD,
      groups: [],
    });
    await api('PUT', '/artifactory/api/repositories/tables-maven', { rclass: 'local', packageType: 'maven' });
    await api('POST', '/access/api/v2/permissions', {
      name: 'tables-maven-deployers-and-readers-of-everything',
      resources: {
        artifact: {
          targets: { 'tables-maven': { include_patterns: ['**'], exclude_patterns: [] } },
          actions: { users: { 'morgan-with-a-rather-long-name': ['READ', 'WRITE'] }, groups: {} },
        },
      },
    });
    await api('POST', webhookPaths.subscriptions, {
      key: 'tables-release-notifier',
      description: 'Tells the release channel about every jar deployed to the Maven repositories, with its checksums',
      enabled: true,
      event_filter: { domain: 'artifact', event_types: ['deployed', 'deleted', 'moved'], criteria: { anyLocal: true } },
      handlers: [{ handler_type: 'webhook', url: 'https://hooks.example.com/services/release-channel/notify' }],
    });
    // A second webhook whose receiver turns every event away: the list flags it as failing.
    const receiver = createServer((_request, response) => response.writeHead(410).end());
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    await api('PUT', webhookPaths.settings, { allow_private_targets: true });
    await api('POST', webhookPaths.subscriptions, {
      key: 'tables-gone-receiver',
      enabled: true,
      event_filter: { domain: 'artifact', event_types: ['deployed'], criteria: { anyLocal: true } },
      handlers: [{ handler_type: 'webhook', url: `http://127.0.0.1:${port}/hook` }],
    });
    const pom = `<project><modelVersion>4.0.0</modelVersion><groupId>com.acme</groupId><artifactId>billing-core</artifactId><version>1.0.0</version><description>Invoices and ledgers</description></project>`;
    const deployed = await fetch(
      `${server.baseUrl}/artifactory/tables-maven/com/acme/billing-core/1.0.0/billing-core-1.0.0.pom`,
      {
        method: 'PUT',
        headers: { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` },
        body: pom,
      },
    );
    expect(deployed.status).toBe(201);
    await api('POST', '/access/api/v2/groups', { name: 'tables-release-engineering-and-build-infrastructure' });
    await api('POST', '/access/api/v1/tokens', { username: 'admin', description: 'Deploys of the nightly pipeline' });
    await api('POST', '/artifactory/api/proxies', {
      key: 'tables-egress-proxy-of-the-frankfurt-data-centre',
      host: 'proxy.example.com',
      port: 3128,
    });

    await page.setViewportSize({ width: 1280, height: 800 });
    await session.logIn('admin', ADMIN_PASSWORD);
    const layout = new AppLayout(page);
    await layout.waitUntilShown();
    const lists = [
      { name: 'users', url: '/ui/admin/management/users', table: 'Users' },
      { name: 'permissions', url: '/ui/admin/management/permissions', table: 'Permissions' },
      { name: 'webhooks', url: '/ui/admin/configuration/webhooks', table: 'Webhooks' },
    ];
    await page.goto('/ui/admin/configuration/webhooks');
    const gone = region('Webhooks')
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'tables-gone-receiver' }) });
    // The receiver's refusal lands a moment after the deploy: look again until the list says so.
    await expect
      .poll(
        async () => {
          await page.reload();
          await gone.waitFor();
          return gone.getByText('Failing').count();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(1);
    receiver.close();
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') await layout.toggleTheme();
      for (const list of lists) {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(list.url);
        const actions = region(list.table).getByRole('button', { name: 'Row actions' });
        await actions.first().waitFor();
        for (const button of await actions.all()) {
          const box = await button.boundingBox();
          if (!box) throw new Error(`the row actions of ${list.name} are not laid out`);
          // Inside the window sideways, with no scrolling needed to reach them.
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(1280);
        }
        await screenshot(page, `tables-${list.name}-1280-${theme}`);
        await page.setViewportSize({ width: 1440, height: 900 });
        await screenshot(page, `tables-${list.name}-1440-${theme}`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/ui/packages');
      const packages = region('Packages');
      await packages.getByRole('link', { name: 'com.acme:billing-core' }).waitFor();
      expect(await packages.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
      expect(await packages.getByRole('button', { name: 'Search' }).count()).toBe(1);
      await screenshot(page, `tables-packages-1280-${theme}`);
      await page.setViewportSize({ width: 1440, height: 900 });
      await screenshot(page, `tables-packages-1440-${theme}`);
    }

    // The other lists lie whole inside the window: no column waits behind a sideways scroll.
    await page.setViewportSize({ width: 1280, height: 800 });
    const wholeLists = [
      { url: '/ui/admin/management/groups', table: 'Groups' },
      { url: '/ui/admin/management/tokens', table: 'Access tokens' },
      { url: '/ui/admin/projects/list', table: 'Projects' },
      { url: '/ui/admin/repositories/local', table: 'Local repositories' },
      { url: '/ui/admin/proxies/configuration', table: 'Proxies' },
      { url: '/ui/admin/monitoring/storage-summary', table: 'Repositories' },
      { url: '/ui/builds', table: 'Builds' },
    ];
    for (const list of wholeLists) {
      await page.goto(list.url);
      const table = page.getByRole('table', { name: list.table, exact: true });
      await table.waitFor();
      const box = await table.boundingBox();
      if (!box) throw new Error(`the ${list.table} list is not laid out`);
      expect(box.x + box.width, list.url).toBeLessThanOrEqual(1280);
    }
  }, 120_000);
});
