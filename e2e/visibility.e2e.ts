import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppLayout } from './pages/app-layout.ts';
import { asAdmin } from './support/admin-api.ts';
import { type ArcaServer, startArcaServer } from './support/arca-server.ts';
import { newContext, screenshot, trackPageErrors } from './support/browser.ts';
import { logInThroughForm, useBrowserSession } from './support/browser-session.ts';

const ADMIN_PASSWORD = 'Visibility-Admin-Passw0rd';
const USER_PASSWORD = 'Visibility-User-Passw0rd!';
const LICENSE_TOOL = resolve(import.meta.dirname, '../scripts/license-tool.mjs');

let keys: string;
let publicKey: string;

/** The operator's tool makes the key pair and signs licences, as it would for a customer. */
function licenseTool(...args: string[]): string {
  return execFileSync(process.execPath, [LICENSE_TOOL, ...args], { encoding: 'utf8' });
}

function signedLicense(type: string): string {
  return licenseTool(
    'sign',
    '--key',
    join(keys, 'license-private.pem'),
    '--type',
    type,
    '--licensee',
    'Acme',
    '--expires',
    '2099-12-31',
  );
}

// Registered before the session: its server needs the key to start, and stops before the key is removed.
beforeAll(() => {
  keys = join(mkdtempSync(join(tmpdir(), 'arca-license-')), 'keys');
  publicKey = /ARCA_LICENSE_PUBLIC_KEYS=(\S+)/.exec(licenseTool('keygen', keys))?.[1] ?? '';
});
afterAll(() => {
  rmSync(resolve(keys, '..'), { recursive: true, force: true });
});
const session = useBrowserSession(() => ({ ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD, ARCA_LICENSE_PUBLIC_KEYS: publicKey }));

async function logIn(user: string, password: string) {
  await session.logIn(user, password);
  const layout = new AppLayout(session.page);
  await layout.waitUntilShown();
  return layout;
}

async function createUser(name: string) {
  const created = await asAdmin(session.server.baseUrl, ADMIN_PASSWORD, 'POST', '/access/api/v2/users', {
    username: name,
    email: `${name}@example.com`,
    password: USER_PASSWORD,
  });
  expect(created.status).toBe(201);
}

describe('who sees what', () => {
  it('R7.37 R1.50 R8.25 R1.55 the same administrator sees different menus under two licences', async () => {
    const { server, page } = session;
    const layout = await logIn('admin', ADMIN_PASSWORD);
    const sidebar = layout.sidebar();
    // The instance default is the highest rank: projects are there to open.
    await expect.poll(() => sidebar.getByRole('link', { name: 'Projects', exact: true }).count()).toBe(1);

    // The grouped admin menu narrows to what the search matches, and marks it.
    await sidebar.getByRole('link', { name: 'Administration', exact: true }).click();
    await page.waitForURL('**/ui/admin/artifactory/list');
    await page.getByRole('textbox', { name: 'Search settings' }).fill('licenses');
    await expect.poll(() => page.locator('mark').allTextContents()).toEqual(['Licenses']);
    await expect.poll(() => page.getByRole('list', { name: 'User Management' }).count()).toBe(0);
    await page.getByRole('list', { name: 'Platform Management' }).getByRole('link', { name: 'Licenses' }).click();

    // An OSS licence, signed by the operator's key, pasted on the licences page.
    await page.waitForURL('**/ui/admin/license_management/licenses');
    await page.getByRole('textbox', { name: 'License text' }).fill(signedLicense('OSS'));
    await page.getByRole('button', { name: 'Install' }).click();
    await page.getByText('OSS for Acme is now in force.').waitFor();
    // Nothing still asks for what the new licence closes.
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.ant-notification').getByText('is not supported').count()).toBe(0);

    // The same administrator: Projects is still listed, but disabled, and says why.
    await expect.poll(() => sidebar.getByRole('link', { name: 'Projects', exact: true }).count()).toBe(0);
    await sidebar.getByText('Projects', { exact: true }).hover();
    const tooltip = page.getByRole('tooltip');
    await expect.poll(() => tooltip.textContent()).toContain('Projects is not supported in OSS version');
    expect(await tooltip.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe(
      '/ui/admin/license_management/licenses',
    );
    await screenshot(page, 'visibility-oss-menu');

    // Typing the address does not open it, and the server refuses the call behind it.
    await page.goto(`${server.baseUrl}/ui/admin/projects/list`);
    await page.waitForURL('**/ui/topology');
    const refused = await asAdmin(server.baseUrl, ADMIN_PASSWORD, 'GET', '/access/api/v1/projects');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      errors: [{ status: 403, message: 'Projects is not supported in OSS version' }],
    });

    // Back to an enterprise licence: projects open again.
    await page.goto(`${server.baseUrl}/ui/admin/license_management/licenses`);
    await page.getByRole('textbox', { name: 'License text' }).fill(signedLicense('ENTERPRISE_PLUS'));
    await page.getByRole('button', { name: 'Install' }).click();
    await sidebar.getByRole('link', { name: 'Projects', exact: true }).click();
    await page.waitForURL('**/ui/admin/projects/list');
  });

  it('R7.29 R3.11 a user who types an administration address lands on packages, without the administration menu', async () => {
    const { server, page } = session;
    await createUser('casey');
    const layout = await logIn('casey', USER_PASSWORD);
    expect(await layout.sidebar().getByText('Administration').count()).toBe(0);
    expect(await layout.sidebar().getByRole('link', { name: 'Topology' }).count()).toBe(0);

    for (const address of ['/ui/admin/management/users', '/ui/admin/artifactory/list', '/ui/topology']) {
      await page.goto(`${server.baseUrl}${address}`);
      await page.waitForURL('**/ui/packages');
    }
    await layout.waitUntilShown();
    expect(await layout.sidebar().getByRole('link', { name: 'Packages' }).count()).toBe(1);
  });

  it('R7.05 R7.11 R8.02 R8.03 R8.04 a project administrator who selects the project gets its settings sidebar', async () => {
    const { server, page } = session;
    const project = await asAdmin(server.baseUrl, ADMIN_PASSWORD, 'POST', '/access/api/v1/projects', {
      project_key: 'alpha',
      display_name: 'Alpha',
    });
    expect(project.status).toBe(201);
    await createUser('pat');
    const member = await asAdmin(server.baseUrl, ADMIN_PASSWORD, 'PUT', '/access/api/v1/projects/alpha/users/pat', {
      name: 'pat',
      roles: ['Project Admin'],
    });
    expect(member.ok).toBe(true);

    const layout = await logIn('pat', USER_PASSWORD);
    const sidebar = layout.sidebar();
    // In All: the application sidebar and the administration one, which has nothing for pat.
    expect(await sidebar.getAttribute('data-sidebars')).toBe('application administration');
    expect(await sidebar.getByText('Project Settings').count()).toBe(0);

    await page.getByRole('combobox', { name: 'Current project' }).click();
    // The visible entry: antd keeps the option roles in a hidden list for screen readers.
    await page.getByTitle('Alpha', { exact: true }).click();
    await expect.poll(() => sidebar.getAttribute('data-sidebars')).toBe('projectSettings application');
    expect(await sidebar.getByText('Project Settings').count()).toBe(1);
    expect(await sidebar.getByRole('link', { name: 'Packages' }).count()).toBe(1);
    await screenshot(page, 'visibility-project-settings-sidebar');

    await sidebar.getByRole('link', { name: 'Members' }).click();
    await page.waitForURL('**/ui/admin/projects/alpha/members');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Alpha');

    // The choice is pat's own, and stays after a reload.
    await page.reload();
    await layout.waitUntilShown();
    await expect.poll(() => sidebar.getAttribute('data-sidebars')).toBe('projectSettings application');
  });

  it('R1.69 the topology and the projects list open in All; a project picked there opens its overview', async () => {
    const { server, page } = session;
    const layout = await logIn('admin', ADMIN_PASSWORD);
    const sidebar = layout.sidebar();
    const selector = page.getByRole('combobox', { name: 'Current project' });
    const pick = async (title: string) => {
      await selector.click();
      await page.getByTitle(title, { exact: true }).click();
    };
    const selected = () => page.locator('.ant-select:has(#project-selector) .ant-select-content').textContent();

    // Alpha (made above) selected on packages: the project settings sidebar frames it.
    await page.goto(`${server.baseUrl}/ui/packages`);
    await pick('Alpha');
    await expect.poll(() => sidebar.getAttribute('data-sidebars')).toBe('projectSettings application');

    // The topology shows the whole platform: the console goes back to All there.
    await sidebar.getByRole('link', { name: 'Topology' }).click();
    await page.waitForURL('**/ui/topology');
    await expect.poll(() => sidebar.getAttribute('data-sidebars')).toBe('application administration');
    await expect.poll(selected).toBe('All');

    // Picking a project on it leaves for that project's overview.
    await pick('Alpha');
    await page.waitForURL('**/ui/admin/projects/alpha/overview');
    await expect.poll(() => sidebar.getAttribute('data-sidebars')).toBe('projectSettings application');

    // The projects list too, even when a reload restores the remembered project.
    await page.goto(`${server.baseUrl}/ui/admin/projects/list`);
    await layout.waitUntilShown();
    await expect.poll(selected).toBe('All');
    await expect.poll(() => sidebar.getAttribute('data-sidebars')).toBe('application administration');
  });
});

describe('an instance without a licence', () => {
  let unlicensed: ArcaServer;
  beforeAll(async () => {
    unlicensed = await startArcaServer({ ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD, ARCA_LICENSE_TYPE: 'none' });
  });
  afterAll(async () => {
    await unlicensed.stop();
  });

  it('R3.14 sends its administrator to the licences page, where a licence can be installed', async () => {
    const own = await newContext(session.browser, unlicensed.baseUrl);
    const ownPage = await own.newPage();
    const errors = trackPageErrors(ownPage);
    await logInThroughForm(ownPage, 'admin', ADMIN_PASSWORD, '**/ui/admin/license_management/licenses');
    await ownPage.getByText('N/A', { exact: true }).first().waitFor();
    // Anywhere else leads back here until a licence is in force.
    await ownPage.goto(`${unlicensed.baseUrl}/ui/packages`);
    await ownPage.waitForURL('**/ui/admin/license_management/licenses');
    expect(await ownPage.locator('.ant-notification').count()).toBe(0);
    await own.close();
    expect(errors).toEqual([]);
  });
});
