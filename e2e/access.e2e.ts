import { apiPaths, UI_API } from '@arca/contract';
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
    await page.getByRole('textbox', { name: 'Repository key' }).fill('libs-release');
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
});
