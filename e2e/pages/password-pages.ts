import { testIds } from '@arca/contract';
import type { Page } from 'playwright-core';

/** Forgot, reset and change password screens. */
export class PasswordPages {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async askForResetLink(user: string) {
    await this.page.getByTestId(testIds.passwordScreens.forgotLink).click();
    await this.page.getByTestId(testIds.passwordScreens.user).fill(user);
    await this.page.getByTestId(testIds.passwordScreens.submit).click();
    await this.page.getByTestId(testIds.passwordScreens.success).waitFor();
  }

  async chooseNewPassword(password: string) {
    await this.page.getByTestId(testIds.passwordScreens.newPassword).fill(password);
    await this.page.getByTestId(testIds.passwordScreens.confirmPassword).fill(password);
    await this.page.getByTestId(testIds.passwordScreens.submit).click();
  }
}
