import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { DemoPage } from './pages/demo-page.ts';
import { accessibilityViolations } from './support/accessibility.ts';
import { newContext, screenshot } from './support/browser.ts';
import { logInAsAdmin, useDemoSession } from './support/demo-session.ts';

const session = useDemoSession();
let page: Page;
let demo: DemoPage;
beforeEach(() => {
  page = session.page;
  demo = session.demo;
});

describe('the widget playground', () => {
  it('R1.47 stays closed on an instance without the TESTED flag: the visitor is kept at home', async () => {
    const plain = await newContext(session.browser, inject('baseUrl'));
    try {
      const other = await plain.newPage();
      await logInAsAdmin(other, inject('adminPassword'));
      await other.goto('/ui/demo');
      await other.waitForURL('**/ui/packages');
      expect(await other.getByRole('heading', { name: 'Widget playground' }).count()).toBe(0);
    } finally {
      await plain.close();
    }
  });

  it('R1.47 R1.48 opens /demo with the TESTED flag, with its tree, TypeScript greeting and micro-frontend children', async () => {
    await demo.open();
    await screenshot(page, 'demo-widgets');
    for (const [tab, path] of [
      ['Tree', '/ui/demo/tree'],
      ['TypeScript greeting', '/ui/demo/typescript'],
      ['Micro-frontends', '/ui/demo/microfrontends'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForURL(`**${path}`);
    }
    await page.getByRole('region', { name: 'Micro-frontend mounting point' }).waitFor();
  });
});

describe('accessibility', () => {
  it("gives every widget on the playground, a widget's own view and the tree page names, labels and valid roles", async () => {
    await demo.open();
    expect(await accessibilityViolations(page)).toEqual([]);
    // Each section leads to the widget on its own, with the list of widgets beside it.
    await demo.widget('Data table').getByRole('link', { name: 'Open on its own', exact: true }).click();
    await page.waitForURL('**/ui/demo?widget=data-table');
    await page.getByRole('link', { name: 'All widgets', exact: true }).waitFor();
    await demo.widget('Data table').getByRole('region', { name: 'Artifacts in npm-local' }).waitFor();
    expect(await demo.widget('Row actions').count()).toBe(0);
    expect(
      await page
        .getByRole('navigation', { name: 'Widgets' })
        .getByRole('link', { name: 'Data table' })
        .getAttribute('aria-current'),
    ).toBe('page');
    await screenshot(page, 'demo-single-widget');
    expect(await accessibilityViolations(page)).toEqual([]);
    await demo.open('/tree');
    await page.getByRole('tree', { name: 'Repository browser' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe('the virtual file tree', () => {
  it('R25.060 R25.061 R25.065 R25.066 R25.069 opens folders by keyboard, loading their children, and closes them with their descendants', async () => {
    await demo.open('/tree');
    const tree = page.getByRole('tree', { name: 'Repository browser' });
    const item = (name: string) => tree.getByRole('treeitem', { name, exact: true });
    await item('npm-local').click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => item('npm-local').getAttribute('aria-busy')).toBe('true');
    await item('lodash').waitFor();
    expect(await item('npm-local').getAttribute('aria-expanded')).toBe('true');

    await item('empty-folder').click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => item('empty-folder').getAttribute('aria-expanded')).toBeNull();
    await expect.poll(() => item('empty-folder').getAttribute('aria-describedby')).not.toBeNull();

    await item('@babel').click();
    await page.keyboard.press('ArrowRight');
    await item('core').click();
    await page.keyboard.press('ArrowRight');
    await item('core-7.24.0.tgz').waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await item('core-7.24.0.tgz').getAttribute('aria-selected')).toBe('true');

    await item('npm-local').click();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => tree.getByRole('treeitem').count()).toBe(5);
    await page.keyboard.press('ArrowRight');
    await item('lodash').waitFor();
    expect(await item('@babel').getAttribute('aria-expanded')).toBe('false');
  });

  it("R25.067 R25.068 ignores a folder that is not found and says 'Could not open node' for other failures", async () => {
    await demo.open('/tree');
    const tree = page.getByRole('tree', { name: 'Repository browser' });
    await tree.getByRole('treeitem', { name: 'npm-local', exact: true }).click();
    await page.keyboard.press('ArrowRight');
    await tree.getByRole('treeitem', { name: 'deleted-folder', exact: true }).click();
    await page.keyboard.press('ArrowRight');
    await tree.getByRole('treeitem', { name: 'corrupted-folder', exact: true }).click();
    await page.keyboard.press('ArrowRight');
    await page.getByText('Could not open node').waitFor();
    expect(await page.getByText('Could not open node').count()).toBe(1);
  });

  it('R25.062 R25.063 R25.072 opens a folder of 20 000 files in chunks, scrolls it virtually, checks and offers a context menu', async () => {
    await demo.open('/tree');
    const tree = page.getByRole('tree', { name: 'Repository browser' });
    await tree.getByRole('treeitem', { name: 'npm-local', exact: true }).click();
    await page.keyboard.press('ArrowRight');
    const huge = tree.getByRole('treeitem', { name: 'huge-folder (20000 files)', exact: true });
    await huge.click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => huge.getAttribute('aria-busy'), { timeout: 10_000 }).toBeNull();
    expect(await tree.getByRole('treeitem').last().getAttribute('aria-setsize')).toBe('20000');
    // Only a window of rows is in the page, whatever the folder holds.
    expect(await tree.getByRole('treeitem').count()).toBeLessThan(60);

    await page.keyboard.press('End');
    const last = tree.getByRole('treeitem', { name: 'lodash-4.17.19999.tgz', exact: true });
    await last.waitFor();
    await screenshot(page, 'demo-tree-20000');

    await page.keyboard.press('Home');
    const firstRoot = tree.getByRole('treeitem', { name: 'npm-local', exact: true });
    await page.keyboard.press('Space');
    await expect.poll(() => firstRoot.getAttribute('aria-checked')).toBe('true');
    expect(await huge.getAttribute('aria-checked')).toBe('true');

    await firstRoot.click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Copy path' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menuitem', { name: 'Copy path' }).count()).toBe(0);
  });
});

/** Bytes from the table's size text ('512 bytes', '4.2 MB'). */
function bytesOf(text: string): number {
  const [value = '0', unit = 'bytes'] = text.trim().split(' ');
  const power = ['bytes', 'KB', 'MB', 'GB', 'TB'].indexOf(unit);
  return Number(value) * 1024 ** power;
}

async function columnTexts(table: Locator, column: number): Promise<string[]> {
  return table
    .locator('tbody tr.ant-table-row')
    .evaluateAll((rows, index) => rows.map((row) => row.querySelectorAll('td')[index]?.textContent ?? ''), column);
}

const isSorted = (values: number[], direction: 1 | -1) =>
  values.every((value, i) => i === 0 || direction * (value - (values[i - 1] ?? 0)) >= 0);

describe('the data table', () => {
  const features = () => demo.widget('Data table').getByRole('region', { name: 'Artifacts in npm-local' });

  it("R25.001 R25.002 R25.003 R25.006 sorts, pages with 'Showing a - b from n items' and customises its columns", async () => {
    await demo.openWidget('data-table');
    const table = features();
    await table.getByText('Showing 1 - 5 from 12 items').waitFor();
    await table.getByRole('button', { name: '2', exact: true }).click();
    await table.getByText('Showing 6 - 10 from 12 items').waitFor();
    await table.getByRole('button', { name: '1', exact: true }).click();

    // Size is the fifth cell: expander, checkbox, name and repository come first.
    await table.getByRole('columnheader', { name: 'Size' }).click();
    await expect.poll(async () => isSorted((await columnTexts(table, 4)).map(bytesOf), 1)).toBe(true);
    await table.getByRole('columnheader', { name: 'Size' }).click();
    await expect.poll(async () => isSorted((await columnTexts(table, 4)).map(bytesOf), -1)).toBe(true);

    const popover = page.locator('.ant-popover:not(.ant-popover-hidden)');
    await table.getByRole('button', { name: 'Customize columns' }).click();
    await popover.getByRole('checkbox', { name: 'Repository' }).uncheck();
    expect(await table.getByRole('columnheader', { name: 'Repository' }).count()).toBe(1);
    await popover.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => table.getByRole('columnheader', { name: 'Repository' }).count()).toBe(0);
    await table.getByRole('button', { name: 'Customize columns' }).click();
    await popover.getByRole('checkbox', { name: 'Select All' }).check();
    await popover.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => table.getByRole('columnheader', { name: 'Repository' }).count()).toBe(1);
    await screenshot(page, 'demo-table');
  });

  it('R25.007 R25.008 R25.011 R25.017 R25.018 R25.020 R25.021 R25.022 selects rows, expands one and opens the row actions menu', async () => {
    await demo.openWidget('data-table');
    const table = features();
    const rowCheckboxes = table.locator('tbody tr.ant-table-row').getByRole('checkbox');
    await rowCheckboxes.nth(0).check();
    await table.getByRole('toolbar', { name: '1 Item Selected:' }).waitFor();
    await rowCheckboxes.nth(1).check();
    await table.getByRole('toolbar', { name: '2 Items Selected:' }).waitFor();

    const firstRow = table.locator('tbody tr.ant-table-row').first();
    const before = (await firstRow.boundingBox())?.height ?? 0;
    await firstRow.getByRole('button', { name: /expand/i }).click();
    await table.getByText('Deployed by').waitFor();
    const expandedRow = table.locator('tr.ant-table-expanded-row').first();
    expect((await expandedRow.boundingBox())?.height ?? 0).toBeGreaterThan(0);
    await firstRow.getByRole('button', { name: /collapse/i }).click();
    await expect.poll(() => table.getByText('Deployed by').isVisible()).toBe(false);
    expect((await firstRow.boundingBox())?.height).toBe(before);

    // Rows that offer several actions show a menu trigger; the disabled Delete does nothing.
    const trigger = table.getByRole('button', { name: 'Row actions' }).first();
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menu');
    await trigger.click();
    await menu.waitFor();
    // Disabled items fail Playwright's actionability checks, and a forced click may land while the
    // menu is still sliding in; the click event itself is what a user's click would send.
    await menu.getByRole('menuitem', { name: /Delete/ }).dispatchEvent('click');
    expect(await demo.widget('Data table').getByText('Last event: —').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await trigger.click();
    await menu.waitFor();
    await page.mouse.click(5, 5);
    await expect.poll(() => menu.count()).toBe(0);

    // A row whose only visible action is Download shows it as an icon button.
    await demo.showWidget('Row actions');
    const rowActions = demo.widget('Row actions');
    await rowActions.getByRole('button', { name: 'Download' }).first().click();
    await rowActions.getByText(/Last event: .*download/i).waitFor();
  });

  it('R25.009 R25.010 R25.014 R25.025 R25.026 R25.027 R25.028 R25.029 R25.030 searches, shows filters and favourites, and says when nothing matches', async () => {
    await demo.openWidget('data-table');
    const table = features();
    expect(await table.getByRole('button', { name: 'Filters (2)' }).count()).toBe(1);
    const favourites = table.getByRole('button', { name: 'Favourites' });
    expect(await favourites.isDisabled()).toBe(false);
    await favourites.click();
    expect(await favourites.getAttribute('aria-pressed')).toBe('true');
    await table.getByText('Showing 1 - 3 from 3 items').waitFor();
    await favourites.click();
    expect(await favourites.getAttribute('aria-pressed')).toBe('false');

    await table.getByRole('button', { name: 'Search' }).click();
    const box = table.getByRole('textbox', { name: 'Search' });
    await box.fill('no-such-artifact');
    await table.getByText('No results were found').waitFor();
    await table.getByText('Try to change your search').waitFor();
    await screenshot(page, 'demo-table-empty');
    await table.getByRole('button', { name: 'Clear search' }).click();
    expect(await box.inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => box.count()).toBe(0);

    await table.getByRole('button', { name: 'Search' }).click();
    await table.getByRole('textbox', { name: 'Search' }).waitFor();
    await table.getByRole('columnheader', { name: 'Name' }).click();
    await expect.poll(() => table.getByRole('textbox', { name: 'Search' }).count()).toBe(0);
  });

  it('R25.001 R25.015 scrolls and sorts 100 000 rows while rendering only a window of them', async () => {
    await demo.openWidget('data-table');
    const huge = demo.widget('Data table').getByRole('region', { name: 'All artifacts' });
    const rows = huge.locator('.ant-table-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBeLessThan(60);

    await huge.getByRole('columnheader', { name: 'Size' }).click();
    await expect
      .poll(async () =>
        isSorted((await rows.locator('.ant-table-cell:nth-child(3)').allTextContents()).map(bytesOf), 1),
      )
      .toBe(true);
    await rows.first().hover();
    // Wheel until the end shows: a busy browser may drop or coalesce some wheel events.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 2_000_000);
        return (await rows.locator('.ant-table-cell:nth-child(3)').allTextContents()).map(bytesOf).at(-1) ?? 0;
      })
      .toBeGreaterThan(45 * 1024 * 1024);
    expect(await rows.count()).toBeLessThan(60);
    const rowHeight = (await rows.first().boundingBox())?.height ?? 0;
    expect(Math.round(rowHeight)).toBe(64);
    await screenshot(page, 'demo-table-100000');
  });
});

describe('table cells, filters and lists', () => {
  it("R25.031 R25.032 R25.033 R25.034 R25.037 shows 'Filters (n)', five rows until Show More, a search per filter and Clear all", async () => {
    await demo.openWidget('filter-panel');
    const panel = demo.widget('Filter panel');
    await panel.getByText('Filters (1)').waitFor();
    const repository = panel.getByRole('list', { name: 'Repository' });
    const shownRows = () => repository.getByRole('checkbox').count();
    expect(await shownRows()).toBe(5);
    await panel.getByRole('button', { name: 'Show More' }).first().click();
    expect(await shownRows()).toBeGreaterThan(5);
    await panel.getByRole('textbox', { name: 'Search for Repository' }).fill('docker');
    await expect.poll(shownRows).toBe(2);
    await panel.getByRole('checkbox', { name: /docker-local/ }).check();
    await panel.getByText('Filters (2)').waitFor();
    const box = await panel.getByRole('complementary').boundingBox();
    expect(Math.round(box?.width ?? 0)).toBeLessThanOrEqual(316);
    await panel.getByRole('button', { name: 'Clear all' }).click();
    await panel.getByText('Filters (0)').waitFor();
  });

  it("R25.038 R25.041 R25.043 R25.044 R25.045 R25.048 opens '+N more' after a pause on hover, pages it, and shows all in a modal", async () => {
    await demo.openWidget('values-cell');
    const cells = demo.widget('Values cell');
    const more = cells.getByRole('button', { name: '+40 more' });
    await more.hover();
    const tooltip = page.getByRole('dialog', { name: '+40 more' });
    await page.waitForTimeout(200);
    expect(await tooltip.isVisible()).toBe(false);
    await tooltip.waitFor();
    // Paging and sorting by keyboard: focus moving into the tooltip keeps it open.
    await tooltip.getByRole('button', { name: 'Next' }).press('Enter');
    await tooltip.getByText(/^2 \/ \d+$/).waitFor();
    expect(await tooltip.getByRole('button', { name: 'Prev' }).isEnabled()).toBe(true);
    await screenshot(page, 'demo-values-tooltip');
    await page.mouse.move(0, 0);
    await page.keyboard.press('Escape');

    await cells.getByRole('button', { name: 'Show All' }).first().click();
    const modal = page.getByRole('dialog').filter({ hasText: /\d+ Values?/ });
    await modal.getByText(/^\d+ Values?$/).waitFor();
  });

  it("R25.050 R25.051 R25.052 R25.053 R25.055 R25.056 R25.057 R25.058 lists a cell's items in a 600 px dialog and filters a data list modal with wildcards", async () => {
    await demo.openWidget('listable-cell');
    const listable = demo.widget('Listable cell');
    const cell = listable.getByRole('button', { name: /^\d+ \| / }).first();
    const count = Number((await cell.textContent())?.split(' |')[0]);
    await cell.click();
    const dialog = page.getByRole('dialog', { name: `${count} Repositories` });
    await dialog.getByRole('textbox', { name: 'Search' }).waitFor();
    // Polled: the dialog grows to its width as it opens.
    await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(600);
    expect(await dialog.getByRole('columnheader').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await demo.showWidget('Data list');
    await demo.widget('Data list').getByRole('button', { name: 'Show repositories of release-deployers' }).click();
    const modal = page.getByRole('dialog', { name: /^\d+ Repositories For Permission 'release-deployers'$/ });
    const filter = modal.getByRole('textbox', { name: 'Filter' });
    await filter.waitFor();
    await expect.poll(async () => Math.round((await modal.boundingBox())?.width ?? 0)).toBe(500);
    await filter.fill('npm*');
    const items = () => modal.getByRole('listitem').allTextContents();
    await expect
      .poll(async () => (await items()).length > 0 && (await items()).every((t) => t.startsWith('npm')))
      .toBe(true);
    await filter.fill('no-such-*');
    await modal.getByText('Current filter has no results.').waitFor();
    await modal.getByRole('button', { name: 'Clear filter' }).click();
    expect(await filter.inputValue()).toBe('');
  });

  it('R25.091 R25.094 R25.096 R25.097 R25.098 R25.099 R25.100 R25.101 adds values on Enter, the plus button and leaving the field, and refuses duplicates and blanks', async () => {
    await demo.openWidget('input-list');
    const section = demo.widget('Input list');
    const input = section.getByRole('textbox', { name: 'Allowed hosts' });
    const values = section.getByRole('list', { name: 'Allowed hosts' }).getByRole('listitem');
    await input.fill('registry.yarnpkg.com');
    await input.press('Enter');
    await expect.poll(() => values.first().textContent()).toContain('registry.yarnpkg.com');
    await input.fill('pypi.org');
    await section.getByRole('button', { name: 'Add value' }).first().click();
    await expect.poll(() => values.first().textContent()).toContain('pypi.org');
    await input.fill('proxy.golang.org');
    await section.getByRole('textbox', { name: 'Release labels' }).click();
    await expect.poll(() => values.first().textContent()).toContain('proxy.golang.org');
    await input.fill('pypi.org');
    await input.press('Enter');
    await section.getByRole('alert').filter({ hasText: 'Value already exists' }).waitFor();
    await input.fill('');
    await input.press('Enter');
    await section.getByRole('alert').filter({ hasText: 'You must fill out the field' }).waitFor();
    const optional = section.getByRole('textbox', { name: 'Release labels' });
    await optional.press('Enter');
    expect(await section.getByText('You must fill out the field').count()).toBe(0);

    await demo.showWidget('Include/Exclude patterns');
    const patterns = demo.widget('Include/Exclude patterns');
    await patterns.getByRole('heading', { name: 'Include Patterns' }).first().waitFor();
    await patterns.getByRole('heading', { name: 'Exclude Patterns' }).first().waitFor();
    expect(await patterns.textContent()).toContain('x/y/**/z/*');
  });
});
