import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from './support/admin-api.ts';
import { screenshot } from './support/browser.ts';
import { useBrowserSession } from './support/browser-session.ts';
import { runNpm } from './support/npm-client.ts';

const ADMIN_PASSWORD = 'Packages-Admin-Passw0rd';
const READER_PASSWORD = 'Packages-Reader-Passw0rd';
const session = useBrowserSession({ ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD });
let work: string;

/** The real npm client with a config of its own, logged in to the repository with the administrator's password. */
function npm(args: string[], cwd: string, registry: string): Promise<string> {
  const auth = Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64');
  return runNpm(args, cwd, work, [
    `--registry=${registry}`,
    `--${registry.replace(/^http:/, '')}:_auth=${auth}`,
    `--userconfig=${join(work, 'npmrc')}`,
  ]);
}

/** A package folder as a developer has it, published with `npm publish`. */
async function publish(version: string, readme: string, registry: string) {
  const dir = join(work, `greeter-${version}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'arca-greeter',
      version,
      description: 'Greets people',
      main: 'index.js',
      license: 'MIT',
      dependencies: { 'left-pad': '^1.3.0' },
      devDependencies: { typescript: '~5.6.0' },
    }),
  );
  writeFileSync(join(dir, 'index.js'), "module.exports = () => 'hello';\n");
  writeFileSync(join(dir, 'README.md'), readme);
  await npm(['publish'], dir, registry);
}

type FrameDocumentWatch = Window & { frameDocumentChanges?: number };

/**
 * Runs in the page before its scripts: counts every change of a frame's srcdoc after the frame was
 * inserted. A frame given an empty document and then its notes straight after was seen to keep the
 * empty one on most loads, so a frame must get its document once, with the notes in it.
 */
function countFrameDocumentChanges() {
  const watch = window as FrameDocumentWatch;
  watch.frameDocumentChanges = 0;
  new MutationObserver((records) => {
    watch.frameDocumentChanges = (watch.frameDocumentChanges ?? 0) + records.length;
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['srcdoc'] });
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
  it("R1.34 R10.01 finds a package published with npm through the search bar, reads its README on the package page and a version's, switches version, lists its dependencies and copies the install command", async () => {
    const { page } = session;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await session.logIn('admin', ADMIN_PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Packages' }).waitFor();

    await page.getByRole('combobox', { name: 'Search', exact: true }).fill('arca-gr');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ui\/packages\?.*name=arca-gr/);
    await page.getByRole('link', { name: 'arca-greeter' }).click();
    // R1.34: the list at /packages, the package at /packages/{packageId}, a version below it.
    await page.waitForURL(/\/ui\/packages\/[^/?]+$/);
    await page.getByRole('heading', { level: 1, name: 'arca-greeter' }).waitFor();
    // R10.01: the package page reads its latest version's details, opened on its README.
    const latest = page.getByRole('region', { name: 'Latest version 1.1.0' });
    await latest.getByRole('tab', { name: 'Readme', selected: true }).waitFor();
    await expect
      .poll(() => latest.locator('iframe[title="Release notes"]').getAttribute('srcdoc'), { timeout: 10_000 })
      .toContain('<p>Says hello to everyone.</p>');
    await latest.getByRole('tab', { name: 'Location' }).click();
    await latest
      .getByRole('table', { name: 'Version location' })
      .getByRole('cell', { name: 'npm-local', exact: true })
      .waitFor();

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

    // The dependencies the manifest declares, read by the server from the published tarball.
    await page.getByRole('tab', { name: 'Dependencies' }).click();
    const dependencies = page.getByRole('table', { name: 'Version dependencies' });
    await dependencies.getByRole('link', { name: 'left-pad' }).waitFor();
    expect(await dependencies.getByRole('row').allInnerTexts()).toEqual([
      expect.stringMatching(/^Name\s+Version range\s+Kind/),
      expect.stringMatching(/^left-pad\s+\^1\.3\.0\s+Runtime$/),
      expect.stringMatching(/^typescript\s+~5\.6\.0\s+Development$/),
    ]);

    const install = page.getByRole('region', { name: 'Install command' });
    await install.getByRole('button', { name: 'Copy', exact: true }).click();
    await install.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install arca-greeter@1.0.0');
  });

  it("R10.12 R25.133 shows the README in the frame's document on every load of a version page, the frame given it once", async () => {
    const { page } = session;
    await page.addInitScript(countFrameDocumentChanges);
    await session.logIn('admin', ADMIN_PASSWORD);
    await page.getByRole('combobox', { name: 'Search', exact: true }).fill('arca-gr');
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'arca-greeter' }).click();
    await page.getByRole('link', { name: '1.1.0', exact: true }).click();
    await page.waitForURL('**/ui/packages/*/1.1.0');
    const readme = page.locator('iframe[title="Release notes"]').contentFrame();
    for (let load = 1; load <= 6; load += 1) {
      if (load > 1) await page.reload();
      // The document Chromium shows, not the attribute (headless Chromium lays the frame out unpainted).
      await readme.locator('h1').waitFor({ state: 'attached', timeout: 10_000 });
      expect({
        load,
        readme: await readme.locator('body').textContent(),
        changes: await page.evaluate(() => (window as FrameDocumentWatch).frameDocumentChanges),
      }).toEqual({ load, readme: 'Greeter\nSays hello to everyone.\n', changes: 0 });
    }
    await screenshot(page, 'package-version-readme');
  });

  it('R11.01 R11.11 R11.54 R11.57 R11.58 keeps recent searches across a reload, and restores and re-runs the older one', async () => {
    const { page } = session;
    await session.logIn('admin', ADMIN_PASSWORD);
    const toolbar = page.getByRole('search');
    const input = toolbar.getByRole('combobox', { name: 'Search', exact: true });
    const category = toolbar.getByRole('combobox', { name: 'Search category' });
    // The select shows its value as text around the combobox input, titled with the label.
    const shownCategory = () => category.locator('xpath=..').getAttribute('title');

    /**
     * antd opens a select on mousedown; a click that lands while the header is still settling can go
     * unanswered, so the click is repeated until the select says it is open, then the option is chosen.
     */
    async function chooseCategory(label: string) {
      await expect
        .poll(async () => {
          if ((await category.getAttribute('aria-expanded')) !== 'true') await category.click();
          return category.getAttribute('aria-expanded');
        })
        .toBe('true');
      await page.getByRole('option', { name: label, exact: true }).click();
      await expect.poll(shownCategory).toBe(label);
    }

    await input.fill('arca-gr');
    await input.press('Enter');
    await page.waitForURL(/\/ui\/packages\?name=arca-gr&type=packages$/);
    await page.getByRole('link', { name: 'arca-greeter' }).waitFor();

    await chooseCategory('Artifacts');
    await input.fill('arca-greeter-1.1*');
    await input.press('Enter');
    await page.waitForURL(/\/ui\/artifactSearchResults\?name=arca-greeter-1\.1\*&type=artifacts$/);
    await page.getByRole('link', { name: 'arca-greeter-1.1.0.tgz' }).waitFor();

    // Kept in the browser's storage (R11.54): a reload still lists both, newest first.
    await page.reload();
    await page.getByRole('link', { name: 'arca-greeter-1.1.0.tgz' }).waitFor();
    await input.fill('');
    await input.click();
    const recent = page.getByTestId('recent-search');
    await recent.nth(1).waitFor();
    expect(await recent.allTextContents()).toEqual(['arca-greeter-1.1*Artifacts', 'arca-grPackages']);
    await recent.filter({ hasText: 'Packages' }).click();

    // The older search comes back whole, its category too (R11.57), and runs again (R11.58).
    await page.waitForURL(/\/ui\/packages\?name=arca-gr&type=packages$/);
    await page.getByRole('link', { name: 'arca-greeter' }).waitFor();
    expect(await input.inputValue()).toBe('arca-gr');
    await expect.poll(shownCategory).toBe('Packages');
  });

  it('R10.17 a link to a package the index does not know says it will be available soon', async () => {
    const { page } = session;
    await session.logIn('admin', ADMIN_PASSWORD);
    await page.goto('/ui/packages/987654');
    await page.getByRole('heading', { name: 'Package will be available in a few minutes' }).waitFor();
    await page.getByText('Please try again later', { exact: true }).waitFor();
  });

  it('R10.26 R10.16 a user who is not an administrator is asked to search, and only the count is fetched', async () => {
    const { page, server } = session;
    const created = await asAdmin(server.baseUrl, ADMIN_PASSWORD, 'POST', '/access/api/v2/users', {
      username: 'reader',
      email: 'reader@example.com',
      password: READER_PASSWORD,
    });
    expect(created.status).toBe(201);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/mds/packages')) asked.push(request.postData() ?? '');
    });
    await session.logIn('reader', READER_PASSWORD);
    await page.getByText('Find your packages using the Search Bar', { exact: true }).waitFor();
    await page.getByText('No packages are available yet.', { exact: true }).waitFor();
    expect(asked).toHaveLength(1);
    const body = JSON.parse(asked[0] ?? '{}') as { graphQL: string; variables: unknown };
    expect(body.graphQL).toContain('totalCount');
    expect(body.graphQL).not.toContain('edges');
    expect(body.variables).toEqual({ filter: { name: '*' }, first: 0 });
  });
});
