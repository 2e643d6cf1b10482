import { readFileSync } from 'node:fs';
import { apiPaths, CSRF_HEADER, CSRF_HEADER_VALUE, supportBundlePaths, testIds } from '@arca/contract';
import { readZip } from '@arca/test-support';
import { describe, expect, it } from 'vitest';
import { AppLayout } from './pages/app-layout.ts';
import { accessibilityViolations } from './support/accessibility.ts';
import { asAdmin } from './support/admin-api.ts';
import { screenshot } from './support/browser.ts';
import { useBrowserSession } from './support/browser-session.ts';

const ADMIN_PASSWORD = 'Operations-Admin-Passw0rd';
/** Planted where the configuration keeps secrets; a support bundle must hold neither. */
const SMTP_SECRET = 'Planted-Smtp-Secret-71d';
const PROXY_SECRET = 'Planted-Proxy-Secret-a09';

const session = useBrowserSession({
  ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD,
  ARCA_SMTP_URL: `smtp://mailer:${SMTP_SECRET}@127.0.0.1:2525`,
});

const LOGIN_PATH = apiPaths.login;

async function logInAsAdmin() {
  await session.logIn('admin', ADMIN_PASSWORD);
  await new AppLayout(session.page).waitUntilShown();
}

/** A login from somewhere else: another client, another request line in the request log. */
async function loginFromElsewhere() {
  const answer = await fetch(`${session.server.baseUrl}${LOGIN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ user: 'admin', password: ADMIN_PASSWORD, type: 'login' }),
  });
  expect(answer.status).toBe(200);
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('the live log viewer', () => {
  it('R1.56 R19.01 R19.12 R19.24 shows the request log growing with a login, without reloading the page', async () => {
    const { page } = session;
    await logInAsAdmin();
    await page.goto('/ui/admin/monitoring/system_logs');
    await page.getByRole('heading', { level: 1, name: 'System Logs' }).waitFor();
    await expect.poll(() => page.getByTestId(testIds.logViewer.service).textContent()).toContain('Artifactory');

    await page.getByTestId(testIds.logViewer.file).click();
    await page.locator('.ant-select-item-option[title="artifactory-request.log"]').click();
    const content = page.getByTestId(testIds.logViewer.content);
    await expect.poll(async () => occurrences((await content.textContent()) ?? '', LOGIN_PATH)).toBeGreaterThan(0);
    const before = occurrences((await content.textContent()) ?? '', LOGIN_PATH);
    // A page reload would lose this mark.
    await page.evaluate(() => {
      document.documentElement.dataset.stillTheSamePage = 'yes';
    });

    await loginFromElsewhere();
    await expect
      .poll(async () => occurrences((await content.textContent()) ?? '', LOGIN_PATH), { timeout: 20_000 })
      .toBe(before + 1);
    expect(await page.evaluate(() => document.documentElement.dataset.stillTheSamePage)).toBe('yes');
    expect(await page.getByTestId(testIds.logViewer.lastModified).textContent()).toMatch(/\d/);
    expect(await page.getByTestId(testIds.logViewer.lastUpdated).textContent()).toMatch(/\d/);
    await screenshot(page, 'system-logs');
    expect(await accessibilityViolations(page)).toEqual([]);
    // Two logins, a refresh of up to 20 s and an accessibility scan of a long log: more than the default.
  }, 60_000);

  it('R19.06 R19.07 pause stops the countdown and resume starts it again', async () => {
    const { page } = session;
    await logInAsAdmin();
    await page.goto('/ui/admin/monitoring/system_logs');
    const countdown = page.getByTestId(testIds.logViewer.countdown);
    await countdown.waitFor();
    const seconds = async () => Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
    // It runs: the number changes within two ticks.
    const first = await seconds();
    await expect.poll(seconds, { timeout: 3000 }).not.toBe(first);

    await page.getByTestId(testIds.logViewer.pause).click();
    const paused = await seconds();
    await page.waitForTimeout(2500);
    expect(await seconds()).toBe(paused);

    await page.getByTestId(testIds.logViewer.resume).click();
    await expect.poll(seconds, { timeout: 3000 }).not.toBe(paused);
  });

  it('R19.08 links to the support zone for downloads', async () => {
    const { page } = session;
    await logInAsAdmin();
    await page.goto('/ui/admin/monitoring/system_logs');
    await page.getByTestId(testIds.logViewer.supportLink).click();
    await page.waitForURL('**/ui/admin/support-zone');
  });
});

describe('the support zone', () => {
  it('R1.59 R15.01 R15.03 R15.08 R15.10 R15.13 creates a bundle from the console and downloads a zip with logs and a configuration free of secrets', async () => {
    const { page, server } = session;
    const proxy = { key: 'corp', host: 'proxy.example.com', port: 3128, username: 'svc', password: PROXY_SECRET };
    expect((await asAdmin(server.baseUrl, ADMIN_PASSWORD, 'POST', '/artifactory/api/proxies', proxy)).status).toBe(201);

    await logInAsAdmin();
    await page.goto('/ui/admin/support-zone');
    await page.getByRole('heading', { level: 1, name: 'Support Zone' }).waitFor();
    await page.getByTestId(testIds.supportZone.create).first().click();
    const form = page.getByTestId(testIds.supportZone.form);
    await form.waitFor();
    await form.getByTestId(testIds.supportZone.name).fill('slow uploads');
    await page.getByTestId(testIds.supportZone.submit).click();

    // The placeholder shows until the list is read again, 3 s after the creation ends.
    const placeholder = page.getByTestId(`${testIds.supportZone.bundle}-pending-1`);
    await placeholder.waitFor();
    expect(await placeholder.textContent()).toMatch(/in progress/i);
    await placeholder.waitFor({ state: 'detached', timeout: 10_000 });
    const rows = page.locator(`[data-testid^="${testIds.supportZone.bundle}-"]`);
    await expect.poll(() => rows.filter({ hasText: 'slow uploads' }).count(), { timeout: 20_000 }).toBe(1);
    const row = rows.filter({ hasText: 'slow uploads' });
    const download = row.getByTestId(testIds.supportZone.download);
    await expect.poll(() => download.isEnabled(), { timeout: 30_000 }).toBe(true);
    await screenshot(page, 'support-zone');
    expect(await accessibilityViolations(page)).toEqual([]);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^support-bundle-.+\.zip$/);
    const zip = readFileSync((await file.path()) as string);
    const entries = readZip(zip);
    expect([...entries.keys()]).toEqual(expect.arrayContaining(['logs/artifactory-request.log', 'configuration.json']));
    const configuration = entries.get('configuration.json')?.toString('utf8') ?? '';
    expect(configuration).toContain('proxy.example.com');
    const everything = [...entries.values()].map((data) => data.toString('utf8')).join('\n');
    for (const secret of [SMTP_SECRET, PROXY_SECRET, ADMIN_PASSWORD]) {
      expect(everything).not.toContain(secret);
      expect(zip.includes(secret)).toBe(false);
    }
  });

  it('R15.12 deletes a bundle from the list', async () => {
    const { page, server } = session;
    const created = await asAdmin(server.baseUrl, ADMIN_PASSWORD, 'POST', supportBundlePaths.generate, {
      name: 'to be deleted',
      parameters: { logs: { include: false }, thread_dump: { count: 0 } },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const bundles = async () => {
      const list = await asAdmin(server.baseUrl, ADMIN_PASSWORD, 'GET', supportBundlePaths.list);
      return ((await list.json()) as { bundles: { id: string; status: string }[] }).bundles;
    };
    // A bundle being written cannot be deleted; the list turning Ready is the creation journey's.
    await expect
      .poll(async () => (await bundles()).find((b) => b.id === id)?.status, { timeout: 20_000 })
      .toBe('success');
    await logInAsAdmin();
    await page.goto('/ui/admin/support-zone');
    const row = page.getByTestId(`${testIds.supportZone.bundle}-${id}`);
    await row.waitFor({ timeout: 10_000 });
    await row.getByTestId(testIds.supportZone.delete).click({ timeout: 5_000 });
    const deleted = page.waitForResponse((answer) => answer.url().endsWith(supportBundlePaths.delete(id)));
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /delete/i })
      .click({ timeout: 5_000 });
    expect((await deleted).status()).toBe(204);
    await row.waitFor({ state: 'detached', timeout: 5_000 });
    expect((await bundles()).map((b) => b.id)).not.toContain(id);
  });
});
