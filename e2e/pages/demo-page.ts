import type { Locator, Page } from 'playwright-core';

/**
 * The widget playground at /ui/demo: one section per widget, found by its heading. A journey about
 * one widget opens that widget on its own, which loads in a fraction of the whole page's time.
 */
export class DemoPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  /** The whole playground, or one of its child pages ('/tree', '/typescript', …). */
  async open(child = '') {
    await this.page.goto(`/ui/demo${child}`);
    await this.page.getByRole('heading', { level: 1, name: 'Widget playground' }).waitFor();
  }

  /** One widget's own view, by the id of its demo entry (`data-table`), once its section shows. */
  async openWidget(id: string) {
    await this.page.goto(`/ui/demo?widget=${encodeURIComponent(id)}`);
    await this.page.locator(`section[id="${id}"]`).waitFor();
  }

  /** Another widget's own view, picked from the list beside the one shown, without reloading the console. */
  async showWidget(title: string) {
    await this.page
      .getByRole('navigation', { name: 'Widgets' })
      .getByRole('link', { name: title, exact: true })
      .click();
    await this.widget(title).waitFor();
  }

  /** The section of one widget, by its title on the page. */
  widget(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }
}
