import { apiPaths } from '@arca/contract';
import { resetKeyOf, type SmtpListener, startSmtpListener } from '@arca/test-support';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppLayout } from './pages/app-layout.ts';
import { LoginPage } from './pages/login-page.ts';
import { PasswordPages } from './pages/password-pages.ts';
import { type ArcaServer, startArcaServer } from './support/arca-server.ts';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';

const ADMIN_PASSWORD = 'Reset-Admin-Passw0rd';
let smtp: SmtpListener;
let server: ArcaServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpListener();
  server = await startArcaServer({ ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD, ARCA_SMTP_URL: smtp.url });
  const created = await fetch(`${server.baseUrl}${apiPaths.accessUsers}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`,
    },
    body: JSON.stringify({ username: 'forgetful', password: 'Forgotten-Passw0rd', email: 'forgetful@example.com' }),
  });
  expect(created.status).toBe(201);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
  await smtp.close();
});

describe('password reset by mail', () => {
  it('R4.14 forgot password → the mail arrives over SMTP → reset → logged in automatically', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    const login = new LoginPage(page);
    const passwords = new PasswordPages(page);

    await login.open();
    await passwords.askForResetLink('forgetful');
    await screenshot(page, 'forgot-password-sent');
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['forgetful@example.com']);
    const link = `${server.baseUrl}/ui/login/reset-password?key=${encodeURIComponent(resetKeyOf(mail))}`;
    expect(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(link.slice(0, link.indexOf('?')));

    await page.goto(link);
    await page.getByText('For the user forgetful').waitFor();
    await screenshot(page, 'reset-password');
    await passwords.chooseNewPassword('Remembered-Passw0rd');
    await page.waitForURL('**/ui/packages');
    await new AppLayout(page).waitUntilShown();
    const me = await page.evaluate(
      async (path) => (await (await fetch(path)).json()) as { name: string },
      apiPaths.currentUser,
    );
    expect(me.name).toBe('forgetful');

    const again = await context.newPage();
    await again.goto(link);
    await again.getByText('Ask for a new link').waitFor();
    await context.close();
  });
});
