import { testIds } from '@arca/contract';
import type { Page } from 'playwright-core';

/** The one-time-password and authenticator-enrolment screens. */
export class SecondStepPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async enrolmentSecret(): Promise<string> {
    const secret = this.page.getByTestId(testIds.mfaEnroll.secret);
    await this.page.waitForFunction(
      (id) => /[A-Z2-7]{16,}/.test(document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''),
      testIds.mfaEnroll.secret,
    );
    return ((await secret.textContent()) ?? '').trim();
  }

  async typeCode(which: 'otpLogin' | 'mfaEnroll', code: string) {
    const first = this.page.getByTestId(testIds[which].code).locator('input').first();
    await first.click();
    await this.page.keyboard.type(code);
  }
}
