import { webhookPaths } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/routing/paths.ts';
import { adminUser } from '../../../test/fixtures.ts';
import { renderApp, renderRoutesAlone } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { chatLocked, ciNotify, webhookReadHandlers } from '../webhooks-test-data.ts';
import { WebhooksListPage } from './webhooks-list-page.tsx';

describe('webhooks list', () => {
  it('flags a webhook whose latest delivery failed, with the reason in words on focus', async () => {
    const refused = {
      ...ciNotify,
      latest_failure: {
        error: 'connect ECONNREFUSED 10.0.0.5:443',
        status_code: null,
        failed_at: '2026-11-28T09:30:00.000Z',
      },
    };
    server.use(...webhookReadHandlers([refused, chatLocked]).handlers);
    renderRoutesAlone([{ path: paths.adminWebhooks(), Component: WebhooksListPage }], '/admin/configuration/webhooks');
    const table = await screen.findByRole('region', { name: 'Webhooks' });
    const failing = (await within(table).findByRole('link', { name: 'ci-notify' })).closest('tr') as HTMLElement;
    const healthy = within(table).getByRole('link', { name: 'chat-locked' }).closest('tr') as HTMLElement;
    expect(within(healthy).queryByText('Failing')).toBeNull();

    within(failing).getByText('Failing').focus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('The receiver refused the connection (ECONNREFUSED)');
    expect(tooltip.textContent).not.toMatch(/^connect ECONNREFUSED/);
  });

  it('R1.51 R21.01 lists each webhook with its key, description, event, event types, status and URL', async () => {
    server.use(...startupHandlers(adminUser), ...webhookReadHandlers().handlers);
    renderApp('/admin/configuration/webhooks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeTruthy();
    const table = await screen.findByRole('region', { name: 'Webhooks' });
    const row = (await within(table).findByRole('link', { name: 'ci-notify' })).closest('tr') as HTMLElement;
    for (const text of [
      'Tell CI about new jars',
      'Artifact',
      'Deployed',
      'Deleted',
      'Enabled',
      'https://ci.example.com/hook',
    ]) {
      expect(within(row).getAllByText(text).length).toBeGreaterThan(0);
    }
    const other = within(table).getByRole('link', { name: 'chat-locked' }).closest('tr') as HTMLElement;
    for (const text of ['User', 'Locked', 'Disabled', 'https://chat.example.com/post']) {
      expect(within(other).getAllByText(text).length).toBeGreaterThan(0);
    }
  });

  it('R21.01 opens the edit form from a key and the new form from the header button', async () => {
    server.use(...startupHandlers(adminUser), ...webhookReadHandlers().handlers);
    const view = renderApp('/admin/configuration/webhooks');
    await view.user.click(await screen.findByRole('link', { name: 'ci-notify' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/configuration/webhooks/edit/ci-notify'));
    expect(await screen.findByRole('heading', { level: 1, name: "Edit webhook 'ci-notify'" })).toBeTruthy();
    await view.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await view.user.click(await screen.findByRole('button', { name: 'New webhook' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/configuration/webhooks/new'));
  });

  it('shows an empty state leading to the new form when there is no webhook', async () => {
    server.use(...startupHandlers(adminUser), ...webhookReadHandlers([]).handlers);
    const view = renderApp('/admin/configuration/webhooks');
    expect(await screen.findByRole('heading', { name: 'No webhooks yet' })).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'New webhook' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/configuration/webhooks/new'));
  });

  it('deletes a webhook only after confirming', async () => {
    const deleted: string[] = [];
    server.use(
      ...startupHandlers(adminUser),
      ...webhookReadHandlers().handlers,
      http.delete(webhookPaths.console.subscription('ci-notify'), () => {
        deleted.push('ci-notify');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const view = renderApp('/admin/configuration/webhooks');
    const row = (await screen.findByRole('link', { name: 'ci-notify' })).closest('tr') as HTMLElement;
    await view.user.click(within(row).getByRole('button', { name: 'Row actions' }));
    await view.user.click(await screen.findByRole('menuitem', { name: /(^|\s)Delete$/ }));
    const dialog = await screen.findByRole('dialog', { name: "Delete webhook 'ci-notify'?" });
    expect(deleted).toEqual([]);
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("Webhook 'ci-notify' deleted")).toBeTruthy();
    expect(deleted).toEqual(['ci-notify']);
  });
});
