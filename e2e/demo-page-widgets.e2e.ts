import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DemoPage } from './pages/demo-page.ts';
import { useDemoSession } from './support/demo-session.ts';

const session = useDemoSession();
let page: Page;
let demo: DemoPage;
beforeEach(() => {
  page = session.page;
  demo = session.demo;
});

describe('the steps wizard', () => {
  it('R25.124 R25.125 R25.126 numbers the steps, shows their states and switches only to an enabled step', async () => {
    await demo.openWidget('steps-wizard');
    const widget = demo.widget('Steps wizard');
    const wizard = widget.getByRole('list', { name: 'Deploy package steps', exact: true });
    const step = (index: number) => wizard.getByRole('listitem').nth(index).getByRole('button');
    await wizard.scrollIntoViewIfNeeded();
    expect(await wizard.getByRole('listitem').count()).toBe(5);

    // R25.124: steps without a state icon show their number.
    expect(await step(3).textContent()).toMatch(/^4Permissions/);
    expect(await step(4).textContent()).toMatch(/^5Promote/);
    // R25.125: done, invalid, loading, disabled and selected.
    expect(await step(0).textContent()).toContain('Repository, done');
    expect(await step(0).locator('.anticon-check').count()).toBe(1);
    expect(await step(1).textContent()).toContain('Package, invalid');
    expect(await step(1).locator('.anticon-exclamation').count()).toBe(1);
    expect(await step(2).getAttribute('aria-busy')).toBe('true');
    expect(await step(2).locator('.anticon-loading').count()).toBe(1);
    expect(await step(4).getAttribute('aria-disabled')).toBe('true');
    expect(await step(3).getAttribute('aria-current')).toBe('step');
    expect(await wizard.locator('[aria-current="step"]').count()).toBe(1);

    // R25.126: an enabled step that is not selected becomes the current one.
    await step(0).click();
    await expect.poll(() => step(0).getAttribute('aria-current')).toBe('step');
    expect(await step(3).getAttribute('aria-current')).toBeNull();
    await widget.getByText('Current step: Repository', { exact: true }).waitFor();

    // The disabled step does not.
    await step(4).click({ force: true });
    await page.waitForTimeout(300);
    expect(await step(4).getAttribute('aria-current')).toBeNull();
    expect(await step(0).getAttribute('aria-current')).toBe('step');
    expect(await widget.getByText('Current step: Repository', { exact: true }).count()).toBe(1);
  });
});

describe('the empty state', () => {
  it("R25.128 R25.129 R25.131 shows header, text, image and help link, hides the actions from a user who cannot edit, and has 'No Data'", async () => {
    await demo.openWidget('empty-state');
    const widget = demo.widget('Empty state');
    await widget.scrollIntoViewIfNeeded();
    expect(await widget.getByRole('heading', { level: 2, name: 'No webhooks yet', exact: true }).isVisible()).toBe(
      true,
    );
    expect(await widget.getByText('Webhooks notify other systems when artifacts change').isVisible()).toBe(true);
    expect(await widget.getByText('Each webhook can filter by repository, build or release bundle.').isVisible()).toBe(
      true,
    );
    const image = widget.locator('.ant-empty-image svg').first();
    expect(await image.isVisible()).toBe(true);
    const imageBox = await image.boundingBox();
    expect(imageBox?.width).toBeGreaterThan(0);
    const help = widget.getByRole('link', { name: 'Learn more about webhooks', exact: true });
    expect(await help.getAttribute('href')).toBe('https://example.com/docs/webhooks');

    const newWebhook = widget.getByRole('button', { name: 'New Webhook', exact: true });
    const importAction = widget.getByRole('button', { name: 'Import', exact: true });
    expect(await newWebhook.isVisible()).toBe(true);
    expect(await importAction.isVisible()).toBe(true);
    await newWebhook.click();
    await widget.getByText('Last action: New Webhook', { exact: true }).waitFor();

    // R25.129: without the right to edit, no action buttons.
    await widget.getByRole('switch', { name: 'User can edit' }).click();
    await newWebhook.waitFor({ state: 'detached' });
    expect(await importAction.count()).toBe(0);
    expect(await help.isVisible()).toBe(true);

    // R25.131
    // The text itself: antd's empty images carry the same words as their SVG titles.
    expect(await widget.locator('.ant-empty-description').getByText('No Data', { exact: true }).isVisible()).toBe(true);
  });
});

describe('the environment selector', () => {
  it("R25.139 R25.140 R25.141 toggles buttons, shows 'Select Environment' and clears the dropdown by its placeholder", async () => {
    await demo.openWidget('environment-selector');
    const widget = demo.widget('Environment selector');
    const buttons = widget.getByRole('group', { name: 'Environments', exact: true });
    const env = (name: string) => buttons.getByRole('button', { name, exact: true });
    await buttons.scrollIntoViewIfNeeded();

    // R25.139: checkbox-like buttons.
    expect(await env('DEV').getAttribute('aria-pressed')).toBe('true');
    expect(await env('STAGING').getAttribute('aria-pressed')).toBe('false');
    await env('STAGING').click();
    await expect.poll(() => env('STAGING').getAttribute('aria-pressed')).toBe('true');
    await env('DEV').click();
    await expect.poll(() => env('DEV').getAttribute('aria-pressed')).toBe('false');
    await widget.getByText('Buttons (selected: QA, STAGING)', { exact: true }).waitFor();

    // R25.139, R25.140, R25.141: the dropdown, its placeholder option clearing the selection.
    const select = widget.locator('.ant-select');
    const combobox = widget.getByRole('combobox', { name: 'Target environments' });
    expect(await combobox.count()).toBe(1);
    expect(await select.getByText('PROD', { exact: true }).isVisible()).toBe(true);
    await select.click();
    const placeholderOption = page.locator('.ant-select-dropdown .ant-select-item-option', {
      hasText: 'Select Environment',
    });
    await placeholderOption.waitFor();
    await placeholderOption.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => select.getByText('PROD', { exact: true }).count()).toBe(0);
    expect(await select.getByText('Select Environment', { exact: true }).isVisible()).toBe(true);
  });
});

describe('the dropped file', () => {
  it('R25.152 refuses a file over 400 KB and reads a small one', async () => {
    await demo.openWidget('dropped-file');
    const widget = demo.widget('Dropped file');
    const input = widget.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'huge.lic',
      mimeType: 'text/plain',
      buffer: Buffer.alloc(400 * 1024 + 1, 'a'),
    });
    const tooLarge = widget.getByText('File exceeds the maximum size of 400 KB', { exact: true });
    await tooLarge.waitFor();
    expect(await widget.getByText('No file read yet', { exact: true }).count()).toBe(1);

    const licence = 'ARCA-LICENSE\nowner=acme\nvalid-until=2027-01-01';
    await input.setInputFiles({ name: 'arca.lic', mimeType: 'text/plain', buffer: Buffer.from(licence) });
    await widget.getByText(`Read arca.lic, ${Buffer.byteLength(licence)} bytes`, { exact: true }).waitFor();
    expect(await widget.getByRole('textbox', { name: 'License key' }).inputValue()).toBe(licence);
    expect(await tooLarge.count()).toBe(0);
  });
});

describe('the walk-through popup', () => {
  it('R25.162 opens a 420 px wide popup', async () => {
    await demo.openWidget('walkthrough-popup');
    const widget = demo.widget('Walk-through popup');
    await widget.getByRole('button', { name: 'Start tour', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search packages' });
    await dialog.waitFor();
    const popup = page.locator('.ant-popover-container').filter({ has: dialog });
    await expect.poll(async () => (await popup.boundingBox())?.width).toBeCloseTo(420, 0);
    expect(await dialog.getByText('1 of 3', { exact: true }).count()).toBe(1);
  });
});

describe('the container image layers', () => {
  it('R25.116 R25.117 R25.118 starts collapsed, toggles a layer with its digest and colours layers by command', async () => {
    await demo.openWidget('layer-viewer');
    const widget = demo.widget('Container image layers');
    const list = widget.getByRole('list', { name: 'Layers of node:20', exact: true });
    const headers = list.getByRole('listitem').getByRole('button');
    await list.scrollIntoViewIfNeeded();

    // R25.117
    expect(await headers.count()).toBe(11);
    expect(new Set(await headers.evaluateAll((all) => all.map((b) => b.getAttribute('aria-expanded'))))).toEqual(
      new Set(['false']),
    );

    // R25.118: the yarn RUN layer opens with its digest, and closes again.
    const yarn = list.locator('li[data-command="RUN"]').first();
    const digest = `sha256:${'5b9e0f36'.repeat(8).slice(8, 72).padEnd(64, '0')}`;
    await yarn.getByRole('button').click();
    await expect.poll(() => yarn.getByRole('button').getAttribute('aria-expanded')).toBe('true');
    await yarn.getByText(digest, { exact: true }).waitFor();
    await widget.getByText('1 of 11 layers open', { exact: false }).waitFor();
    await yarn.getByRole('button').click();
    await yarn.getByText(digest, { exact: true }).waitFor({ state: 'detached' });
    expect(await yarn.getByRole('button').getAttribute('aria-expanded')).toBe('false');

    // R25.116: each instruction has its own badge colour, RUN and CMD differ.
    const colours = await list.locator('li[data-command]').evaluateAll((items) =>
      items.map((li) => {
        const badge = li.querySelector('button > span:not(.anticon)');
        return [li.getAttribute('data-command'), badge ? getComputedStyle(badge).backgroundColor : ''] as const;
      }),
    );
    const byCommand = new Map<string, Set<string>>();
    for (const [command, colour] of colours) {
      byCommand.set(command ?? '', (byCommand.get(command ?? '') ?? new Set()).add(colour));
    }
    expect([...byCommand.keys()].sort()).toEqual(['ADD', 'CMD', 'COPY', 'ENTRYPOINT', 'ENV', 'RUN']);
    for (const set of byCommand.values()) expect(set.size).toBe(1);
    // Each command has a colour of its own.
    const distinct = new Set([...byCommand.values()].flatMap((set) => [...set]));
    expect(distinct.size).toBe(6);
  });
});

describe('the counter tiles, badges and path selector', () => {
  it('R25.156 R25.157 R25.158 shows counters and badges, tags the recommended path and moves the choice by arrow keys', async () => {
    await demo.openWidget('counter-tile');
    // R25.156
    const tiles = demo.widget('Counter tiles');
    const artifacts = tiles.getByRole('group', { name: 'Artifacts', exact: true });
    await artifacts.scrollIntoViewIfNeeded();
    await expect
      .poll(() => artifacts.locator('span[aria-hidden="true"]').last().textContent(), { timeout: 5000 })
      .toBe('1,284,113');
    expect(await tiles.getByRole('group', { name: 'Repositories', exact: true }).textContent()).toContain('36');

    // R25.158
    await demo.showWidget('Badges');
    const badges = demo.widget('Badges');
    for (const word of ['Scanned', 'Cached', 'Deprecated', 'Blocked', 'Unscanned']) {
      expect(await badges.getByText(word, { exact: true }).isVisible()).toBe(true);
    }
    expect(await badges.getByText('99+', { exact: true }).isVisible()).toBe(true);
    expect(await badges.locator('[data-variant="error"]').count()).toBe(2);

    // R25.157
    await demo.showWidget('Path selector');
    const selector = demo.widget('Path selector').getByRole('radiogroup', { name: 'How to set up the repository' });
    const radio = (name: string) => selector.getByRole('radio', { name, exact: true });
    await selector.scrollIntoViewIfNeeded();
    expect(await selector.getByRole('radio').count()).toBe(3);
    const describedBy = await radio('Remote').getAttribute('aria-describedby');
    const description = page.locator(`[id="${describedBy}"]`);
    expect(await description.getByText('Recommended', { exact: true }).isVisible()).toBe(true);
    expect(await description.textContent()).toContain('Proxy and cache a public registry');
    expect(await selector.getByText('Recommended', { exact: true }).count()).toBe(1);

    await radio('Local').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => radio('Local').isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => radio('Remote').isChecked()).toBe(true);
    expect(await radio('Local').isChecked()).toBe(false);
    await demo.widget('Path selector').getByText('Chosen: remote', { exact: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => radio('Virtual').isChecked()).toBe(true);
  });
});

describe('the violations chart', () => {
  it('R25.121 R25.122 draws 12 versions as bars at most 31 px wide with an overview slider underneath', async () => {
    await demo.openWidget('violations-chart');
    const chart = demo
      .widget('Violations per version')
      .getByRole('region', { name: 'Violations per version of spring-boot-starter-web', exact: true });
    await chart.scrollIntoViewIfNeeded();
    const versions = await chart.getByRole('table').locator('tbody th[scope="row"]').allTextContents();
    expect(versions).toHaveLength(12);
    expect(versions[0]).toBe('2.7.18');
    expect(versions[11]).toBe('3.4.0');

    const canvas = chart.locator('canvas').first();
    const box = await canvas.boundingBox();
    expect(box?.width).toBeGreaterThan(0);
    expect(box?.height).toBe(320);

    // Reads the drawn pixels: the bar runs just above the x axis (grid bottom 64 px with zoom) and
    // the slider band (20 px high, 8 px above the bottom).
    const measure = () =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const ctx = element.getContext('2d');
        if (!ctx) return { bars: [] as number[], centres: [] as number[], slider: 0, gap: 1 };
        const ratio = element.width / element.clientWidth;
        const { data } = ctx.getImageData(0, 0, element.width, element.height);
        const alpha = (x: number, y: number) => data[(y * element.width + x) * 4 + 3] ?? 0;
        const y = Math.round((element.clientHeight - 64 - 4) * ratio);
        const bars: number[] = [];
        const centres: number[] = [];
        let start = -1;
        for (let x = 0; x <= element.width; x++) {
          const drawn = x < element.width && alpha(x, y) > 200;
          if (drawn && start < 0) start = x;
          if (!drawn && start >= 0) {
            bars.push((x - start) / ratio);
            centres.push((x + start) / 2 / ratio);
            start = -1;
          }
        }
        /** Share of drawn pixels between `from` and `to` px above the bottom, away from the edges. */
        const band = (from: number, to: number) => {
          let drawn = 0;
          let total = 0;
          for (
            let sy = Math.round((element.clientHeight - from) * ratio);
            sy < (element.clientHeight - to) * ratio;
            sy++
          ) {
            for (let x = Math.round(40 * ratio); x < element.width - 40 * ratio; x++) {
              total++;
              if (alpha(x, sy) > 0) drawn++;
            }
          }
          return drawn / total;
        };
        return { bars, centres, slider: band(26, 10), gap: band(40, 30) };
      });

    // 3.4.0-RC1 is unscanned and has no bar: 11 bars.
    await expect.poll(async () => (await measure()).bars.length, { timeout: 5000 }).toBe(11);
    await page.waitForTimeout(1000); // the bars grow in; measure once they stand still
    const { bars, centres, slider, gap } = await measure();
    const spacing = ((centres.at(-1) ?? 0) - (centres[0] ?? 0)) / 11;
    const expected = Math.min(31, spacing / 2);
    for (const width of bars) expect(Math.abs(width - expected)).toBeLessThanOrEqual(2);
    // R25.121: the overview slider fills its own band under the axis labels (the 10 px above it stay empty).
    expect(slider).toBeGreaterThan(0.5);
    expect(gap).toBeLessThan(0.2);
  });
});
