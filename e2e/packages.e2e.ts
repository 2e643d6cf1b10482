import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from './support/admin-api.ts';
import { useBrowserSession } from './support/browser-session.ts';

const ADMIN_PASSWORD = 'Packages-Admin-Passw0rd';
const session = useBrowserSession({ ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD });
let work: string;

/** The real npm client with a config of its own, logged in to the repository with the administrator's password. */
function npm(args: string[], cwd: string, registry: string): Promise<string> {
  const auth = Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64');
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
  const config = [
    `--registry=${registry}`,
    `--${registry.replace(/^http:/, '')}:_auth=${auth}`,
    `--userconfig=${join(work, 'npmrc')}`,
    `--cache=${join(work, 'cache')}`,
    '--no-audit',
    '--no-fund',
    '--no-update-notifier',
  ];
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      [...args, ...config],
      { cwd, env: { ...env, HOME: work }, timeout: 60_000 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`npm ${args.join(' ')} failed: ${stderr}`)) : resolve(stdout),
    );
  });
}

/** A package folder as a developer has it, published with `npm publish`. */
async function publish(version: string, readme: string, registry: string) {
  const dir = join(work, `greeter-${version}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'arca-greeter', version, description: 'Greets people', main: 'index.js', license: 'MIT' }),
  );
  writeFileSync(join(dir, 'index.js'), "module.exports = () => 'hello';\n");
  writeFileSync(join(dir, 'README.md'), readme);
  await npm(['publish'], dir, registry);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'arca-packages-e2e-'));
  writeFileSync(join(work, 'npmrc'), '');
  const { baseUrl } = session.server;
  const created = await asAdmin(baseUrl, ADMIN_PASSWORD, 'PUT', '/artifactory/api/repositories/npm-local', {
    rclass: 'local',
    packageType: 'npm',
  });
  expect(created.status).toBe(200);
  const registry = `${baseUrl}/artifactory/api/npm/npm-local/`;
  await publish('1.0.0', '# Greeter one\n\nThe first greeter.\n', registry);
  await publish('1.1.0', '# Greeter\n\nSays hello to everyone.\n', registry);
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the package browser', () => {
  it('finds a package published with npm through the search bar, reads its README, switches version and copies the install command', async () => {
    const { page } = session;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await session.logIn('admin', ADMIN_PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Packages' }).waitFor();

    await page.getByRole('combobox', { name: 'Search', exact: true }).fill('arca-gr');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ui\/packages\?.*name=arca-gr/);
    await page.getByRole('link', { name: 'arca-greeter' }).click();
    await page.getByRole('heading', { level: 1, name: 'arca-greeter' }).waitFor();

    await page.getByRole('link', { name: '1.1.0', exact: true }).click();
    await page.waitForURL('**/ui/packages/*/1.1.0');
    // A tgz lead file opens on the README (R10.12), rendered into a sandboxed frame's document (which
    // headless Chromium lays out without painting, so the document itself is read).
    await page.getByRole('tab', { name: 'Readme', selected: true }).waitFor();
    const readme = () => page.locator('iframe[title="Release notes"]').getAttribute('srcdoc');
    await expect.poll(readme, { timeout: 10_000 }).toContain('<p>Says hello to everyone.</p>');

    await page.getByRole('combobox', { name: 'Version' }).click();
    // antd draws its options apart from the listbox it keeps for screen readers.
    await page.locator('.ant-select-dropdown .ant-select-item-option', { hasText: /^1\.0\.0$/ }).click();
    await page.waitForURL('**/ui/packages/*/1.0.0');
    await expect.poll(readme, { timeout: 10_000 }).toContain('<p>The first greeter.</p>');

    const install = page.getByRole('region', { name: 'Install command' });
    await install.getByRole('button', { name: 'Copy', exact: true }).click();
    await install.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install arca-greeter@1.0.0');
  });
});
