import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { asAdmin } from './support/admin-api.ts';
import { screenshot } from './support/browser.ts';
import { useBrowserSession } from './support/browser-session.ts';
import { runNpm } from './support/npm-client.ts';

const ADMIN_PASSWORD = 'Onboarding-Admin-Passw0rd';
// A fresh server that offers quick setup, as an operator gets it out of the box.
const session = useBrowserSession({ ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD, ARCA_SKIP_ONBOARDING: 'false' });
let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'arca-onboarding-e2e-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The real npm client with nothing but the given user config: what set-me-up said to put in ~/.npmrc. */
function npm(args: string[], cwd: string, userconfig: string): Promise<string> {
  return runNpm(args, cwd, work, [`--userconfig=${userconfig}`]);
}

describe('first run', () => {
  it('R1.36 R3.18 R13.01 R13.02 R13.33 an administrator of a fresh server completes quick setup with npm and Docker, copies the npm configuration from set-me-up and publishes with it', async () => {
    const { page } = session;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // Guard 10: after login, the administrator of a fresh server lands on quick setup.
    await session.logIn('admin', ADMIN_PASSWORD, '**/ui/quick-setup');
    // Only the login goes there: administration opened at once stays open, and quick setup waits.
    await page.goto('/ui/admin');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/ui/admin/management/users');
    await page.goto('/ui/quick-setup');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Arca' }).waitFor();
    await screenshot(page, 'onboarding-welcome');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('checkbox', { name: 'npm' }).check();
    await page.getByRole('checkbox', { name: 'Docker' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Commercial' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('combobox', { name: 'Your role' }).click();
    await page.getByRole('option', { name: 'DevOps Engineer' }).click();
    await page.getByLabel('Company name').fill('Acme');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Binary management' }).check();
    await page.getByRole('checkbox', { name: 'Container Registry' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 1, name: 'Name your project' }).waitFor();
    expect(await page.getByLabel('Project key').inputValue()).toBe('dflt');
    await screenshot(page, 'onboarding-project');
    await page.getByRole('button', { name: 'Finish' }).click();

    // Set-me-up opens on npm, on the local repository quick setup created.
    await page.waitForURL('**/ui/get_started?setMeUp=npm');
    const drawer = page.getByRole('dialog', { name: 'Set Me Up: npm' });
    await drawer.getByText('Resolve and publish with npm').waitFor();
    await expect
      .poll(() => drawer.getByRole('combobox', { name: 'Repository' }).locator('..').innerText())
      .toContain('npm-local');
    await drawer.getByRole('button', { name: 'Generate token' }).click();
    await drawer.getByLabel('Enter your password to issue a token').fill(ADMIN_PASSWORD);
    await drawer.getByRole('button', { name: 'Issue token' }).click();
    await drawer.getByText('A token was issued for you and put into the snippets below.').waitFor();
    await screenshot(page, 'onboarding-set-me-up');
    const npmrc = drawer.getByRole('region', { name: 'Resolve and publish with npm' });
    await npmrc.getByRole('button', { name: 'Copy', exact: true }).click();
    await npmrc.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`registry=${session.server.baseUrl}/artifactory/api/npm/npm-local/`);
    expect(copied).not.toContain('<TOKEN>');

    // The copied configuration is all the npm client gets.
    const userconfig = join(work, 'npmrc');
    writeFileSync(userconfig, `${copied}\n`);
    const dir = join(work, 'hello-arca');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'hello-arca', version: '1.0.0', main: 'index.js' }),
    );
    writeFileSync(join(dir, 'index.js'), "module.exports = 'hello';\n");
    await npm(['publish'], dir, userconfig);

    const { baseUrl } = session.server;
    const packument = await asAdmin(baseUrl, ADMIN_PASSWORD, 'GET', '/artifactory/api/npm/npm-local/hello-arca');
    expect(packument.status).toBe(200);
    expect(Object.keys(((await packument.json()) as { versions: object }).versions)).toEqual(['1.0.0']);

    // What finishing created: the project and the samples of npm and Docker, nothing else.
    const repositories = (await (
      await asAdmin(baseUrl, ADMIN_PASSWORD, 'GET', '/artifactory/api/repositories')
    ).json()) as {
      key: string;
    }[];
    expect(repositories.map((repository) => repository.key).sort()).toEqual([
      'docker-local',
      'docker-virtual',
      'npm-local',
      'npm-remote',
    ]);
    const projects = (await (await asAdmin(baseUrl, ADMIN_PASSWORD, 'GET', '/access/api/v1/projects')).json()) as {
      project_key: string;
      display_name: string;
    }[];
    expect(projects.map((project) => [project.project_key, project.display_name])).toEqual([
      ['dflt', 'Default Project'],
    ]);

    // Onboarded: the get-started page counts what is there, and the next login goes where it asks.
    await drawer.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: /^Repositories\s*4$/ }).waitFor();
    await screenshot(page, 'onboarding-get-started');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.goto('/ui/packages');
    await page.waitForURL('**/ui/packages');

    // Quick setup relaunched for one package type offers that type alone, chosen (single-package mode).
    await page.goto('/ui/quick-setup?packageType=docker');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Arca' }).waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(1);
    expect(await page.getByRole('checkbox', { name: 'Docker' }).isChecked()).toBe(true);
    await screenshot(page, 'onboarding-single-package');
  });
});
