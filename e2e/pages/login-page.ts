import { testIds } from '@arca/contract';
import type { Page } from 'playwright-core';

/** The login screen as a user sees it. */
export class LoginPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async open(query = '') {
    await this.page.goto(`/ui/login${query}`);
    await this.page.getByTestId(testIds.login.form).waitFor();
  }

  async logIn(user: string, password: string) {
    await this.page.getByTestId(testIds.login.user).fill(user);
    await this.page.getByTestId(testIds.login.password).fill(password);
    await this.page.getByTestId(testIds.login.submit).click();
  }

  error() {
    return this.page.getByTestId(testIds.login.error);
  }
}
