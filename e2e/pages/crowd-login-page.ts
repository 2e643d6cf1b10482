import { testIds } from '@arca/contract';
import type { Page } from 'playwright-core';

/** The Crowd login screen, /ui/login/sso/crowd. */
export class CrowdLoginPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async open() {
    await this.page.goto('/ui/login/sso/crowd');
    await this.page.getByTestId(testIds.crowdLogin.form).waitFor();
  }

  async logIn(user: string, password: string) {
    await this.page.getByTestId(testIds.crowdLogin.user).fill(user);
    await this.page.getByTestId(testIds.crowdLogin.password).fill(password);
    await this.page.getByTestId(testIds.crowdLogin.submit).click();
  }

  error() {
    return this.page.getByTestId(testIds.crowdLogin.error);
  }
}
