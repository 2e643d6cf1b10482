import type { Locator, Page } from 'playwright-core';

/** The widget playground at /ui/demo: one section per widget, found by its heading. */
export class DemoPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async open(child = '') {
    await this.page.goto(`/ui/demo${child}`);
    await this.page.getByRole('heading', { level: 1, name: 'Widget playground' }).waitFor();
  }

  /** The section of one widget, by its title on the page. */
  widget(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }
}
