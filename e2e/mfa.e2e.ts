import { apiPaths, DEFAULT_SECURITY_CONFIG, testIds } from '@arca/contract';
import { totpCode } from '@arca/test-support';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppLayout } from './pages/app-layout.ts';
import { LoginPage } from './pages/login-page.ts';
import { SecondStepPage } from './pages/second-step-page.ts';
import { type ArcaServer, startArcaServer } from './support/arca-server.ts';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';

const PASSWORD = 'Mfa-Admin-Passw0rd';
const DANA_PASSWORD = 'Dana-Passw0rd-1';
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
let server: ArcaServer;
let browser: Browser;

beforeAll(async () => {
  server = await startArcaServer({ ARCA_ADMIN_PASSWORD: PASSWORD });
  const res = await fetch(`${server.baseUrl}${apiPaths.securityConfig}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      authorization: basic('admin', PASSWORD),
    },
    body: JSON.stringify({ ...DEFAULT_SECURITY_CONFIG, mfaPolicy: { enforced: true } }),
  });
  expect(res.status).toBe(200);
  // Made while the administrator's password still works over Basic: with an authenticator it will not.
  const user = await fetch(`${server.baseUrl}${apiPaths.accessUsers}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: basic('admin', PASSWORD) },
    body: JSON.stringify({ username: 'dana', password: DANA_PASSWORD, email: 'dana@example.com' }),
  });
  expect(user.status).toBe(201);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

describe('two-step verification in the browser', () => {
  it('R4.02 R4.03 enrols an authenticator at the first login, then asks for its code at the next', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    const login = new LoginPage(page);
    const secondStep = new SecondStepPage(page);

    await login.open();
    await login.logIn('admin', PASSWORD);
    await page.waitForURL('**/ui/login/mfa-enroll');
    await page.getByTestId(testIds.mfaEnroll.qrCode).waitFor();
    const secret = await secondStep.enrolmentSecret();
    await expect.poll(() => page.getByTestId(testIds.mfaEnroll.submit).isEnabled()).toBe(true);
    await screenshot(page, 'mfa-enroll');
    await secondStep.typeCode('mfaEnroll', totpCode(secret));
    await page.waitForURL('**/ui/packages');
    const layout = new AppLayout(page);
    await layout.waitUntilShown();

    await layout.logOut();
    await login.open();
    await login.logIn('admin', PASSWORD);
    await page.waitForURL('**/ui/login/otp-login');
    await screenshot(page, 'otp-login');
    // The enrolment used this step's code; each code works once, so the next step's is needed.
    await secondStep.typeCode('otpLogin', totpCode(secret, Date.now() + 30_000));
    await page.waitForURL('**/ui/packages');
    await layout.waitUntilShown();
    await context.close();
  });

  it('M2 asks for a fresh code before the profile saves a change, and the saved change holds', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    const login = new LoginPage(page);
    const secondStep = new SecondStepPage(page);
    await login.open();
    await login.logIn('dana', DANA_PASSWORD);
    await page.waitForURL('**/ui/login/mfa-enroll');
    const secret = await secondStep.enrolmentSecret();
    await expect.poll(() => page.getByTestId(testIds.mfaEnroll.submit).isEnabled()).toBe(true);
    await secondStep.typeCode('mfaEnroll', totpCode(secret));
    await page.waitForURL('**/ui/packages');

    await page.goto(`${server.baseUrl}/ui/user_profile`);
    await page.getByLabel('Current password').fill(DANA_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Email').fill('dana@arca.example');
    await page.getByLabel('Current password').fill(DANA_PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter the 6-digit code').waitFor();
    await screenshot(page, 'profile-fresh-code');
    // The enrolment spent this step's code: the app's next one confirms the change.
    await page.getByLabel('Authenticator code', { exact: true }).fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile saved').waitFor();
    await context.close();
  });
});
