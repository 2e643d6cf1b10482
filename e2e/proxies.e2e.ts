import { type OutboundProxy, proxyMessages } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { AppLayout } from './pages/app-layout.ts';
import { accessibilityViolations } from './support/accessibility.ts';
import { asAdmin } from './support/admin-api.ts';
import { screenshot } from './support/browser.ts';
import { useBrowserSession } from './support/browser-session.ts';

const ADMIN_PASSWORD = 'Proxies-Admin-Passw0rd';

const session = useBrowserSession({ ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD });

async function storedProxies(): Promise<OutboundProxy[]> {
  const answer = await asAdmin(session.server.baseUrl, ADMIN_PASSWORD, 'GET', '/ui/api/v1/ui/proxies');
  expect(answer.status).toBe(200);
  return (await answer.json()) as OutboundProxy[];
}

describe('outbound proxies, from the browser', () => {
  it('R1.60 R1.61 R1.62 R22.01 an administrator adds a proxy with the form, finds it in the list and edits it', async () => {
    const { page } = session;
    await session.logIn('admin', ADMIN_PASSWORD);
    await new AppLayout(page).waitUntilShown();
    await page.goto('/ui/admin/proxies/configuration');
    await page.getByRole('heading', { level: 1, name: 'Proxies' }).waitFor();
    await page.getByRole('button', { name: 'New proxy' }).first().click();
    await page.waitForURL('**/ui/admin/proxies/configuration/new');
    await page.getByRole('heading', { level: 1, name: 'New proxy' }).waitFor();

    await page.getByRole('textbox', { name: 'Key', exact: true }).fill('corp-egress');
    await page.getByRole('textbox', { name: 'Host', exact: true }).fill('proxy.corp.example');
    await page.getByRole('spinbutton', { name: 'Port' }).fill('3128');
    await page.getByRole('textbox', { name: 'User name' }).fill('svc-arca');
    await page.getByLabel(/^Password/).fill('Proxy-Secret-1');
    await page.getByRole('button', { name: 'Create proxy' }).click();

    await page.waitForURL('**/ui/admin/proxies/configuration');
    await page.getByRole('link', { name: 'corp-egress' }).waitFor();
    await screenshot(page, 'proxies-list');
    expect(await accessibilityViolations(page)).toEqual([]);
    const [created] = await storedProxies();
    expect(created).toMatchObject({ key: 'corp-egress', host: 'proxy.corp.example', port: 3128, passwordSet: true });
    expect(JSON.stringify(created)).not.toContain('Proxy-Secret-1');

    await page.getByRole('link', { name: 'corp-egress' }).click();
    await page.waitForURL('**/ui/admin/proxies/configuration/edit/corp-egress');
    await page.getByRole('heading', { level: 1, name: "Edit proxy 'corp-egress'" }).waitFor();
    const port = page.getByRole('spinbutton', { name: 'Port' });
    await expect.poll(() => port.inputValue()).toBe('3128');
    await page.getByRole('textbox', { name: 'User name' }).fill('svc-egress');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await storedProxies())[0]?.username, { timeout: 10_000 }).toBe('svc-egress');
    // The password left blank on the form is kept while the proxy stays at its host and port.
    expect((await storedProxies())[0]?.passwordSet).toBe(true);

    await page.getByRole('link', { name: 'corp-egress' }).click();
    await page.waitForURL('**/ui/admin/proxies/configuration/edit/corp-egress');
    await expect.poll(() => port.inputValue()).toBe('3128');
    await port.fill('8080');
    // L4: at another port the stored password is never sent, so the form asks for it again.
    await page.getByText(proxyMessages.passwordForNewAddress('proxy.corp.example:8080')).waitFor();
    await page.getByLabel(/^Password/).fill('Proxy-Secret-2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await storedProxies())[0]?.port, { timeout: 10_000 }).toBe(8080);
    expect((await storedProxies())[0]?.passwordSet).toBe(true);
    await screenshot(page, 'proxies-edit');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
