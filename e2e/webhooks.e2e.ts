import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppLayout } from './pages/app-layout.ts';
import { accessibilityViolations } from './support/accessibility.ts';
import { asAdmin } from './support/admin-api.ts';
import { screenshot } from './support/browser.ts';
import { useBrowserSession } from './support/browser-session.ts';

const ADMIN_PASSWORD = 'Webhooks-Admin-Passw0rd';

const session = useBrowserSession({ ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD, ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: { domain?: string; event_type?: string; subscription_key?: string; data?: Record<string, unknown> };
}

/** A real receiver on loopback: it answers 200 to everything and keeps what it got. */
let receiver: Server;
let receiverUrl = '';
const received: Received[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: text ? (JSON.parse(text) as Received['body']) : {},
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/arca`;
});

afterAll(async () => {
  await new Promise((done) => receiver.close(done));
});

describe('webhooks, from the browser', () => {
  it('R1.51 R1.52 R1.53 R21.01 R21.04 R21.10 R21.20 an administrator creates a webhook with the form, tests it, and sees a deploy delivered in its history', async () => {
    const { page, server } = session;
    const created = await asAdmin(server.baseUrl, ADMIN_PASSWORD, 'PUT', '/artifactory/api/repositories/hooks-local', {
      key: 'hooks-local',
      rclass: 'local',
      packageType: 'generic',
    });
    expect(created.ok).toBe(true);

    await session.logIn('admin', ADMIN_PASSWORD);
    await new AppLayout(page).waitUntilShown();
    await page.goto('/ui/admin/configuration/webhooks');
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await screenshot(page, 'webhooks-empty');
    await page.getByRole('button', { name: 'New webhook' }).first().click();
    await page.waitForURL('**/ui/admin/configuration/webhooks/new');

    await page.getByRole('textbox', { name: 'Name' }).fill('deploy-hook');
    await page.getByRole('textbox', { name: 'Description' }).fill('Tells the test receiver about deploys');
    const event = page.getByRole('combobox', { name: 'Event' });
    await event.click();
    await event.fill('Artifact');
    await page.locator('.ant-select-item-option[title="Artifact"]').click();
    await page.getByRole('checkbox', { name: 'Deployed' }).check();
    await page.getByRole('checkbox', { name: 'Any local' }).check();
    await page.getByRole('textbox', { name: 'URL' }).fill(receiverUrl);

    await page.getByRole('button', { name: /(^|\s)Test$/ }).click();
    await page.getByText('A dummy hook was executed and sent to the configured URL').waitFor();
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.url).toBe('/hooks/arca');
    expect(received[0]?.body).toMatchObject({ domain: 'artifact', event_type: 'deployed' });
    await screenshot(page, 'webhooks-form-tested');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create webhook' }).click();
    await page.waitForURL('**/ui/admin/configuration/webhooks');
    await page.getByRole('link', { name: 'deploy-hook' }).waitFor();
    await screenshot(page, 'webhooks-list');
    expect(await accessibilityViolations(page)).toEqual([]);

    const deployed = await fetch(`${server.baseUrl}/artifactory/hooks-local/docs/readme.txt`, {
      method: 'PUT',
      headers: { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` },
      body: 'hello webhooks',
    });
    expect(deployed.status).toBe(201);
    // The test action's dummy event came first; the deploy's is the one about the real repository.
    const realEvent = () => received.find((request) => request.body.data?.repo_key === 'hooks-local');
    await expect.poll(realEvent, { timeout: 20_000 }).toBeTruthy();
    expect(realEvent()?.body).toMatchObject({
      domain: 'artifact',
      event_type: 'deployed',
      subscription_key: 'deploy-hook',
      data: { repo_key: 'hooks-local', path: 'docs/readme.txt' },
    });
    expect(received.filter((request) => request.body.data?.repo_key === 'hooks-local')).toHaveLength(1);

    await page.getByRole('link', { name: 'deploy-hook' }).click();
    await page.waitForURL('**/ui/admin/configuration/webhooks/edit/deploy-hook');
    const history = page.getByRole('table', { name: 'Delivery history' });
    await expect.poll(() => history.getByText('Delivered').count(), { timeout: 15_000 }).toBe(1);
    expect(await history.getByText('Artifact · Deployed').count()).toBe(1);
    expect(await history.getByRole('cell', { name: '200', exact: true }).count()).toBe(1);
    await screenshot(page, 'webhooks-edit-history');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
