import { proxyConsoleRoutes, proxyMessages, proxyPaths } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { proxyReadHandlers } from '../proxies-test-data.ts';

describe('proxy list', () => {
  it('lists each proxy with its key, host, port and whether it is the platform default, from GET ui/proxies', async () => {
    const reads = proxyReadHandlers();
    server.use(...startupHandlers(adminUser), ...reads.handlers);
    renderApp('/admin/proxies/configuration');
    expect(await screen.findByRole('heading', { level: 1, name: 'Proxies' })).toBeTruthy();
    const table = await screen.findByRole('region', { name: 'Proxies' });
    const corp = (await within(table).findByRole('link', { name: 'corp' })).closest('tr') as HTMLElement;
    for (const text of ['proxy.corp.example.com', '3128', 'Default']) {
      expect(within(corp).getAllByText(text).length).toBeGreaterThan(0);
    }
    const lab = within(table).getByRole('link', { name: 'lab' }).closest('tr') as HTMLElement;
    for (const text of ['10.1.2.3', '8080']) expect(within(lab).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(lab).queryByText('Default')).toBeNull();
    expect(reads.calls).toContain(proxyPaths.console.list);
  });

  it('opens the edit form from a key and the new form from the header button', async () => {
    server.use(...startupHandlers(adminUser), ...proxyReadHandlers().handlers);
    const view = renderApp('/admin/proxies/configuration');
    await view.user.click(await screen.findByRole('link', { name: 'lab' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/proxies/configuration/edit/lab'));
    expect(await screen.findByRole('heading', { level: 1, name: "Edit proxy 'lab'" })).toBeTruthy();
    await view.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await view.user.click(await screen.findByRole('button', { name: 'New proxy' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/proxies/configuration/new'));
  });

  it('shows an empty state leading to the new form when there is no proxy', async () => {
    server.use(...startupHandlers(adminUser), ...proxyReadHandlers([]).handlers);
    const view = renderApp('/admin/proxies/configuration');
    expect(await screen.findByRole('heading', { name: 'No proxies yet' })).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'New proxy' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/proxies/configuration/new'));
  });

  it('deletes a proxy only after confirming', async () => {
    const deleted: string[] = [];
    server.use(
      ...startupHandlers(adminUser),
      ...proxyReadHandlers().handlers,
      mockCall(proxyConsoleRoutes.delete, ({ params }) => {
        deleted.push(params.key);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const view = renderApp('/admin/proxies/configuration');
    const row = (await screen.findByRole('link', { name: 'lab' })).closest('tr') as HTMLElement;
    await view.user.click(within(row).getByRole('button', { name: 'Row actions' }));
    await view.user.click(await screen.findByRole('menuitem', { name: /(^|\s)Delete$/ }));
    const dialog = await screen.findByRole('dialog', { name: "Delete proxy 'lab'?" });
    expect(deleted).toEqual([]);
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("Proxy 'lab' deleted")).toBeTruthy();
    expect(deleted).toEqual(['lab']);
  });

  it("shows the server's refusal to delete a proxy in use", async () => {
    const refusal = proxyMessages.inUse('corp', ["repository 'npm-remote'"]);
    server.use(
      ...startupHandlers(adminUser),
      ...proxyReadHandlers().handlers,
      mockCall(proxyConsoleRoutes.delete, () =>
        HttpResponse.json({ errors: [{ status: 409, message: refusal }] }, { status: 409 }),
      ),
    );
    const view = renderApp('/admin/proxies/configuration');
    const row = (await screen.findByRole('link', { name: 'corp' })).closest('tr') as HTMLElement;
    await view.user.click(within(row).getByRole('button', { name: 'Row actions' }));
    await view.user.click(await screen.findByRole('menuitem', { name: /(^|\s)Delete$/ }));
    const dialog = await screen.findByRole('dialog', { name: "Delete proxy 'corp'?" });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});
