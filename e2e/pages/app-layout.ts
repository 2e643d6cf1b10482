import { testIds } from '@arca/contract';
import type { Page } from 'playwright-core';

/** The application layout: header, sidebar, content, user menu. */
export class AppLayout {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  header() {
    return this.page.getByTestId(testIds.layout.header);
  }

  sidebar() {
    return this.page.getByTestId(testIds.layout.sidebar);
  }

  content() {
    return this.page.getByTestId(testIds.layout.content);
  }

  async waitUntilShown() {
    await this.header().waitFor();
    await this.sidebar().waitFor();
    await this.content().waitFor();
  }

  async logOut() {
    await this.page.getByTestId(testIds.layout.userMenu).click();
    await this.page.getByTestId(testIds.layout.logout).click();
  }

  async toggleTheme() {
    await this.page.getByTestId(testIds.layout.themeToggle).click();
  }
}
