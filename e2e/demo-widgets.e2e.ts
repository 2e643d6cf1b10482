import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DemoPage } from './pages/demo-page.ts';
import { screenshot } from './support/browser.ts';
import { useDemoSession } from './support/demo-session.ts';

const session = useDemoSession();
let page: Page;
let demo: DemoPage;
beforeEach(() => {
  page = session.page;
  demo = session.demo;
});

/** Milliseconds from `start` until `locator` is no longer shown. */
async function msUntilHidden(locator: Locator, start: number, timeout: number): Promise<number> {
  await locator.waitFor({ state: 'hidden', timeout });
  return Date.now() - start;
}

/** Waits until `ms` milliseconds have passed since `start`. */
async function waitUntil(start: number, ms: number) {
  const left = start + ms - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

describe('the transfer list', () => {
  function transferList() {
    const widget = demo.widget('Transfer list');
    const list = (name: string) => widget.getByRole('region', { name, exact: true });
    return {
      widget,
      available: list('Available'),
      selected: list('Selected'),
      repositories: list('Repositories'),
      included: list('Included'),
      item: (inList: Locator, name: string) => inList.getByRole('checkbox', { name, exact: true }),
      row: (inList: Locator, name: string) =>
        inList.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name, exact: true }) }),
      button: (name: string) => widget.getByRole('button', { name, exact: true }),
      order: async () =>
        (await widget.getByText(/^Resolution order:/).textContent())?.replace('Resolution order: ', ''),
    };
  }

  it('R25.073 R25.074 R25.075 R25.076 R25.078 R25.079 R25.084 R25.085 R25.088 moves checked items, moves all filtered enabled items, keeps disabled ones and says when a list is empty', async () => {
    await demo.openWidget('transfer-list');
    const { widget, available, selected, repositories, included, item, button, order } = transferList();
    await available.getByRole('list').waitFor();
    expect(await order()).toBe('npm-local → npm-remote → plugins-release');

    // R25.084: nothing checked, so neither "move selected" button acts.
    expect(await button('Move selected to Selected').isDisabled()).toBe(true);
    expect(await button('Move selected to Available').isDisabled()).toBe(true);

    // R25.075: one checked item moves with the move button.
    await item(available, 'maven-local').check();
    expect(await button('Move selected to Selected').isEnabled()).toBe(true);
    await button('Move selected to Selected').click();
    await item(selected, 'maven-local').waitFor();
    expect(await item(available, 'maven-local').count()).toBe(0);
    expect(await order()).toBe('npm-local → npm-remote → plugins-release → maven-local');
    expect(await button('Move selected to Selected').isDisabled()).toBe(true);

    // R25.076, R25.078, R25.079: move-all with a filter takes only the shown enabled items, then clears the filter.
    const filter = available.getByRole('textbox', { name: 'Filter Available' });
    await filter.fill('DOCKER');
    await expect.poll(() => available.getByRole('listitem').count()).toBe(5);
    await button('Move all to Selected').click();
    await expect.poll(() => filter.inputValue()).toBe('');
    expect(await order()).toBe(
      'npm-local → npm-remote → plugins-release → maven-local → docker-local → docker-remote → docker-virtual-dev → docker-release',
    );
    expect(await item(available, 'npm-virtual-dev').count()).toBe(1);
    await screenshot(page, 'demo-transfer-list-moved');
    // The locked docker-prod-legacy stayed in Available, and move-all has nothing left to take there.
    await filter.fill('docker');
    await expect.poll(() => available.getByRole('listitem').count()).toBe(1);
    expect(await item(available, 'docker-prod-legacy').isDisabled()).toBe(true);
    expect(await button('Move all to Selected').isDisabled()).toBe(true);
    await filter.fill('');

    // R25.079: moving all back leaves the locked plugins-release in Selected, and nothing is left to move.
    await button('Move all to Available').click();
    await expect.poll(order).toBe('plugins-release');
    expect(await item(selected, 'plugins-release').isDisabled()).toBe(true);
    expect(await button('Move all to Available').isDisabled()).toBe(true);
    expect(await button('Move selected to Available').isDisabled()).toBe(true);
    expect(await selected.getByText('No Items Selected').count()).toBe(0);

    // R25.074, R25.085: the 5 000-item instance has no locked item; emptying its selection says so.
    await button('Move all to Repositories').scrollIntoViewIfNeeded();
    expect(await item(included, 'docker-team-0003').count()).toBe(1);
    await button('Move all to Repositories').click();
    await included.getByText('No Items Selected', { exact: true }).waitFor();
    expect(await button('Move all to Repositories').isDisabled()).toBe(true);
    expect(await button('Move selected to Repositories').isDisabled()).toBe(true);

    // R25.088: a filter without hits says so and offers to clear it.
    await filter.fill('no-such-repository');
    await available.getByText('Current filter has no results', { exact: true }).waitFor();
    await available.getByRole('button', { name: 'Clear filter', exact: true }).click();
    await expect.poll(() => filter.inputValue()).toBe('');
    await item(available, 'npm-virtual-dev').waitFor();
    expect(await widget.getByText('Current filter has no results').count()).toBe(0);
    expect(await repositories.getByRole('list').count()).toBe(1);
  });

  it('R25.077 R25.080 R25.081 moves an item by a mouse drag between the lists and reorders by a drag within Selected', async () => {
    await demo.openWidget('transfer-list');
    const { available, selected, row, item, order } = transferList();
    await available.getByRole('list').waitFor();

    // R25.077, R25.081: dragged from Available onto the Selected list (its heading: the end of the list).
    await row(available, 'npm-release').dragTo(selected.locator('header'));
    await item(selected, 'npm-release').waitFor();
    expect(await item(available, 'npm-release').count()).toBe(0);
    expect(await order()).toBe('npm-local → npm-remote → plugins-release → npm-release');

    // R25.080: dropped onto the first row of Selected, it takes that row's place.
    await row(selected, 'npm-release').dragTo(row(selected, 'npm-local'));
    await expect.poll(order).toBe('npm-release → npm-local → npm-remote → plugins-release');

    // And dragged back to Available it leaves the selection.
    await row(selected, 'npm-remote').dragTo(available.locator('header'));
    await expect.poll(order).toBe('npm-release → npm-local → plugins-release');
    await item(available, 'npm-remote').waitFor();
  });

  it('R25.090 renders only a window of the 5 000 rows and shows later rows on scrolling', async () => {
    await demo.openWidget('transfer-list');
    const { repositories, item } = transferList();
    const list = repositories.getByRole('list');
    await list.scrollIntoViewIfNeeded();
    await item(repositories, 'npm-team-0001').waitFor();
    const rows = list.getByRole('listitem');
    expect(await rows.count()).toBeLessThan(60);
    expect(await rows.first().getAttribute('aria-setsize')).toBe('4999');
    expect(await item(repositories, 'maven-team-5000').count()).toBe(0);

    // The scrolling body is the list's parent.
    await list.locator('xpath=..').evaluate((body) => {
      body.scrollTop = body.scrollHeight;
    });
    await item(repositories, 'maven-team-5000').waitFor();
    expect(await item(repositories, 'npm-team-0001').count()).toBe(0);
    expect(await rows.count()).toBeLessThan(60);
    expect(await rows.last().getAttribute('aria-posinset')).toBe('4999');
  });
});

describe('the code snippet', () => {
  const NPM_CONFIG = [
    '# Resolve packages through Arca',
    'npm config set registry https://arca.example.com/api/npm/npm-remote/',
    'npm login --registry=https://arca.example.com/api/npm/npm-local/ \\',
    '  --auth-type=web',
    'npm install lodash @babel/core --save',
  ].join('\n');

  it("R25.104 R25.105 R25.107 R25.108 copies the commands without prompts, says 'Copied' for about 2 s and reports the copy", async () => {
    await demo.openWidget('code-snippet');
    const snippet = demo.widget('Code snippet').getByRole('region', { name: 'npm configuration', exact: true });
    await snippet.scrollIntoViewIfNeeded();
    // R25.105: bash by default, with line numbers; R25.104: a $ before command lines, not before the comment.
    expect(await snippet.getAttribute('data-language')).toBe('bash');
    const decorations = (line: number) => snippet.locator('code > div').nth(line).locator('> span[aria-hidden="true"]');
    expect(await decorations(0).allTextContents()).toEqual(['1']);
    expect(await decorations(1).allTextContents()).toEqual(['2', '$']);
    expect(await decorations(3).allTextContents()).toEqual(['4']);
    expect(await decorations(4).allTextContents()).toEqual(['5', '$']);
    // The prompt is optional: the .npmrc snippet has line numbers only.
    const npmrc = demo.widget('Code snippet').getByRole('region', { name: '.npmrc', exact: true });
    expect(await npmrc.locator('code > div').first().locator('> span[aria-hidden="true"]').allTextContents()).toEqual([
      '1',
    ]);

    const clicked = Date.now();
    await snippet.getByRole('button', { name: 'Copy', exact: true }).click();
    const copied = snippet.getByRole('button', { name: 'Copied', exact: true });
    await copied.waitFor();
    expect(await copied.textContent()).toBe('Copied');
    expect(await snippet.getByRole('status').textContent()).toBe('Text copied');
    await page.locator('.ant-message').getByText('Copied to clipboard', { exact: true }).waitFor();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(NPM_CONFIG);
    expect(clipboard).not.toContain('$');

    await snippet.getByRole('button', { name: 'Copy', exact: true }).waitFor({ timeout: 5000 });
    const shownFor = Date.now() - clicked;
    expect(shownFor).toBeGreaterThanOrEqual(1800);
    expect(shownFor).toBeLessThan(3500);
    expect(await copied.count()).toBe(0);
    expect(await snippet.getByRole('status').textContent()).toBe('');
  });

  it('R25.106 expands the snippet into a 900 px dialog', async () => {
    await demo.openWidget('code-snippet');
    const snippet = demo.widget('Code snippet').getByRole('region', { name: 'npm configuration', exact: true });
    await snippet.getByRole('button', { name: 'Expand', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'npm configuration' });
    await dialog.waitFor();
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBeCloseTo(900, 0);
    expect(await dialog.getByText('npm install lodash @babel/core --save').count()).toBe(1);
    await screenshot(page, 'demo-code-snippet-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('the password-protected copy field', () => {
  it('R25.110 R25.111 R25.112 refuses a wrong password, closes, and reveals the secret after the right one on Enter', async () => {
    await demo.openWidget('password-copy-field');
    const field = demo.widget('Password-protected copy field').getByRole('group', { name: 'API key', exact: true });
    const password = field.getByLabel('Password', { exact: true });
    await field.getByRole('button', { name: 'Show', exact: true }).click();
    await password.fill('not-the-password');
    await field.getByRole('button', { name: 'Submit password', exact: true }).click();
    const alert = field.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Incorrect password');
    expect(await password.getAttribute('aria-invalid')).toBe('true');

    // R25.112: Close puts the field back to its masked state.
    await field.getByRole('button', { name: 'Close', exact: true }).click();
    await password.waitFor({ state: 'detached' });
    expect(await field.getByText('AKCp8', { exact: false }).count()).toBe(0);

    // R25.111: Enter sends the password.
    await field.getByRole('button', { name: 'Show', exact: true }).click();
    await password.fill('password');
    await password.press('Enter');
    await field.getByText('AKCp8nzqWmVxT3f1Q9xYbLc5RkD2uH7sJ4eGaN6pT8vW0yZ', { exact: true }).waitFor();
    expect(await field.getByRole('button', { name: 'Copy', exact: true }).count()).toBe(1);
  });
});

describe('the release notes preview', () => {
  it("R25.133 R25.135 R25.138 renders Markdown, Asciidoc and plain text in a frame without network calls, and says 'No Release Notes'", async () => {
    await demo.openWidget('release-notes-preview');
    const widget = demo.widget('Release notes preview');
    const frameElement = widget.locator('iframe[title="Release notes"]');
    const frame = frameElement.contentFrame();
    const choose = (name: string) => widget.locator('.ant-segmented').getByText(name, { exact: true }).click();
    await frame.getByRole('heading', { level: 1, name: 'spring-boot-starter-web 3.3.1' }).waitFor();

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    // R25.133: Markdown, with its task list and the raw <script> kept as text.
    expect(await frame.getByRole('heading', { level: 2, name: 'Checklist' }).count()).toBe(1);
    expect(await frame.getByRole('checkbox').count()).toBe(3);
    expect(await frame.getByText('<script>alert("not run")</script>').count()).toBe(1);
    // No scripts or same origin; links may only open new tabs.
    expect(await frameElement.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');

    await choose('Asciidoc');
    await frame.getByRole('heading', { level: 1, name: '@babel/core 7.24.0' }).waitFor({ timeout: 10_000 });
    expect(await frame.getByRole('heading', { level: 2, name: 'Fixes' }).count()).toBe(1);
    await screenshot(page, 'demo-release-notes-asciidoc');

    await choose('Plain Text');
    await frame.getByText('lodash 4.17.21', { exact: false }).waitFor();
    expect(await frame.locator('pre').textContent()).toContain('- <b>tags</b> stay as text');
    expect(await frame.locator('b').count()).toBe(0);

    // R25.135
    await choose('Empty');
    await widget.getByText('No Release Notes', { exact: true }).waitFor();
    expect(await frameElement.count()).toBe(0);

    // R25.138: at most the lazy Asciidoctor chunk came from the server's own assets; nothing else was fetched.
    const assets = `${new URL(page.url()).origin}/ui/assets/`;
    const foreign = requests.filter((url) => !url.startsWith(assets));
    expect(foreign).toEqual([]);
  });
});

describe('the background panels', () => {
  it('R25.142 R25.143 R25.144 R25.145 opens both panels side by side, collapses, expands and closes them', async () => {
    await demo.openWidget('background-panels');
    const widget = demo.widget('Background panels');
    await widget.getByRole('button', { name: 'Import release bundle', exact: true }).click();
    await widget.getByRole('button', { name: 'Deploy files', exact: true }).click();
    const importing = widget.getByRole('region', { name: 'Importing Release Bundle', exact: true });
    const deploying = widget.getByRole('region', { name: 'DEPLOYING 3 FILE(S)', exact: true });
    await importing.waitFor();
    await deploying.waitFor();
    expect(await importing.getByRole('heading', { name: 'Importing Release Bundle' }).count()).toBe(1);
    expect(await deploying.getByRole('button', { name: 'CANCEL', exact: true }).isVisible()).toBe(true);
    expect(await deploying.getByText('lodash-4.17.21.tgz → npm-local').isVisible()).toBe(true);

    // R25.145: 360 px wide, right edges 370 px apart, the first at the window's right edge.
    const first = await importing.boundingBox();
    const second = await deploying.boundingBox();
    if (!first || !second) throw new Error('a panel has no box');
    expect(first.width).toBeCloseTo(360, 0);
    expect(second.width).toBeCloseTo(360, 0);
    expect(Math.abs(first.x + first.width - (second.x + second.width) - 370)).toBeLessThanOrEqual(2);
    expect(Math.abs(first.x + first.width - 1440)).toBeLessThanOrEqual(2);
    expect(Math.abs(first.y + first.height - 900)).toBeLessThanOrEqual(2);
    await screenshot(page, 'demo-background-panels');

    // R25.144: collapse to the title bar and expand again.
    const body = importing.getByText('release-2024.06 (v1.4.0) into libs-release');
    await importing.getByRole('button', { name: 'Collapse', exact: true }).click();
    await body.waitFor({ state: 'hidden' });
    const expand = importing.getByRole('button', { name: 'Expand', exact: true });
    expect(await expand.getAttribute('aria-expanded')).toBe('false');
    await expand.click();
    await body.waitFor();
    expect(await importing.getByRole('button', { name: 'Collapse', exact: true }).getAttribute('aria-expanded')).toBe(
      'true',
    );

    await importing.getByRole('button', { name: 'Close', exact: true }).click();
    await importing.waitFor({ state: 'detached' });
    expect(await deploying.isVisible()).toBe(true);
    await deploying.getByRole('button', { name: 'CANCEL', exact: true }).click();
    await deploying.waitFor({ state: 'detached' });
    await widget.getByText('Last action: Deploy cancelled', { exact: false }).waitFor();
  });
});

describe('the upload progress', () => {
  it('R25.148 R25.149 shows a check for the finished upload, cancel for the others and an exception bar for the failed one', async () => {
    await demo.openWidget('upload-progress');
    const list = demo.widget('Upload progress').getByRole('list', { name: 'Uploads to npm-local', exact: true });
    const item = (name: string) => list.getByRole('listitem').filter({ hasText: name });
    const cancel = (name: string) => list.getByRole('button', { name: `Cancel upload of ${name}`, exact: true });
    const bar = (name: string) => item(name).locator('.ant-progress');
    await list.scrollIntoViewIfNeeded();

    expect(await list.getByRole('img', { name: 'lodash-4.17.21.tgz uploaded', exact: true }).isVisible()).toBe(true);
    expect(await cancel('lodash-4.17.21.tgz').count()).toBe(0);
    expect(await cancel('spring-boot-starter-web-3.3.1.jar').isVisible()).toBe(true);
    expect(await cancel('core-7.24.0.tgz').isVisible()).toBe(true);
    expect(await list.getByRole('img', { name: /uploaded$/ }).count()).toBe(1);

    expect(await bar('core-7.24.0.tgz').getAttribute('class')).toContain('ant-progress-status-exception');
    expect(await bar('spring-boot-starter-web-3.3.1.jar').getAttribute('class')).not.toContain(
      'ant-progress-status-exception',
    );
    expect(await bar('lodash-4.17.21.tgz').getAttribute('class')).toContain('ant-progress-status-success');

    await cancel('core-7.24.0.tgz').click();
    await item('core-7.24.0.tgz').waitFor({ state: 'detached' });
    expect(await list.getByRole('listitem').count()).toBe(2);
  });
});

describe('the notifications and toasts', () => {
  it('R25.151 closes a toast after about 3 s and a notification after about 4.5 s', async () => {
    await demo.openWidget('notifications');
    const widget = demo.widget('Notifications and toasts');

    // Both are raised at once and timed each from its own start: their seconds overlap rather than add up.
    await widget.getByRole('button', { name: 'Toast success', exact: true }).click();
    const toastShown = Date.now();
    const toast = page.locator('.ant-message').getByText('Package deployed', { exact: true });
    await toast.waitFor();
    await widget.getByRole('button', { name: 'Notify warning', exact: true }).click();
    const notificationShown = Date.now();
    const notification = page.locator('.ant-notification').getByText('Quota almost reached', { exact: true });
    await notification.waitFor();

    await waitUntil(toastShown, 2000);
    expect(await toast.isVisible()).toBe(true);
    const toastGone = await msUntilHidden(toast, toastShown, 4500);
    expect(toastGone).toBeGreaterThan(2500);
    expect(toastGone).toBeLessThan(4500);

    await waitUntil(notificationShown, 3500);
    expect(await notification.isVisible()).toBe(true);
    const notificationGone = await msUntilHidden(notification, notificationShown, 6000);
    expect(notificationGone).toBeGreaterThan(4000);
    expect(notificationGone).toBeLessThan(6000);
  });
});
