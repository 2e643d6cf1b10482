import { systemStatusMessages, systemStatusPaths, systemStatusRoutes, testIds } from '@arca/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { SERVICE_STATUS_REFRESH_MILLIS } from '../api/status-queries.ts';
import { ONLINE_NODE_TOOLTIP } from '../components/delete-node-button.tsx';
import { SERVICE_ID, statusHandlers, statusNode, twoNodeStatus } from '../monitoring-test-data.ts';

const PAGE = '/admin/monitoring/service-status';
const row = (nodeId: string) => screen.getByTestId(`${testIds.serviceStatus.node}-${nodeId}`);

afterEach(() => {
  vi.useRealTimers();
});

describe('service status', () => {
  it('R20.01 R20.04 R20.05 lists each service type with its nodes: status, heartbeat, uptime, micro-services, version and address', async () => {
    const status = statusHandlers();
    server.use(...startupHandlers(adminUser), ...status.handlers);
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Status' })).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'Artifactory' });
    expect(within(card).getByText('1 of 2 nodes online')).toBeTruthy();

    const online = within(row('arca-1'));
    expect(online.getByTestId(testIds.serviceStatus.status).textContent).toBe('Online');
    expect(online.getByTestId(testIds.serviceStatus.uptime).textContent).toBe('2 days 3 hours');
    expect(online.getByText(/^\d+ seconds ago$/)).toBeTruthy();
    for (const text of ['access', 'event', 'metadata', '0.1.0', 'http://10.0.0.11:8082', SERVICE_ID]) {
      expect(online.getByText(text)).toBeTruthy();
    }

    const offline = within(row('arca-2'));
    expect(offline.getByTestId(testIds.serviceStatus.status).textContent).toBe('Offline');
    expect(offline.getByTestId(testIds.serviceStatus.uptime).textContent).toBe('unavailable');
    expect(offline.getByText('3 minutes ago')).toBeTruthy();
    expect(status.calls).toEqual([systemStatusPaths.services]);
  });

  it('reads the status again every 10 seconds, so a node that stops heartbeating turns Offline', async () => {
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
      shouldAdvanceTime: true,
    });
    let nodes = [statusNode()];
    server.use(
      ...startupHandlers(adminUser),
      mockCall(systemStatusRoutes.services, () => ({ services: [{ type: 'artifactory', nodes }] })),
    );
    renderApp(PAGE);
    await waitFor(() =>
      expect(within(row('arca-1')).getByTestId(testIds.serviceStatus.status).textContent).toBe('Online'),
    );
    nodes = [statusNode({ status: 'Offline', uptime: null })];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SERVICE_STATUS_REFRESH_MILLIS);
    });
    await waitFor(() =>
      expect(within(row('arca-1')).getByTestId(testIds.serviceStatus.status).textContent).toBe('Offline'),
    );
    expect(SERVICE_STATUS_REFRESH_MILLIS).toBe(10_000);
  });

  it('R20.06 removes an offline node after confirming, with the DELETE of its service and node ids, then reads the list again', async () => {
    const deleted: string[] = [];
    let status = twoNodeStatus();
    server.use(
      ...startupHandlers(adminUser),
      mockCall(systemStatusRoutes.services, () => status),
      http.delete(systemStatusPaths.deleteNode(SERVICE_ID, 'arca-2'), ({ request }) => {
        deleted.push(new URL(request.url).pathname);
        status = { services: [{ type: 'artifactory', nodes: [statusNode()] }] };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const view = renderApp(PAGE);
    await view.user.click(await screen.findByTestId(`${testIds.serviceStatus.deleteNode}-arca-2`));
    const dialog = await screen.findByRole('dialog', { name: "Remove node 'arca-2'?" });
    expect(
      within(dialog).getByText(
        "It leaves the Artifactory service's list of nodes. Should it start again, it registers again.",
      ),
    ).toBeTruthy();
    expect(deleted).toEqual([]);
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("Node 'arca-2' removed")).toBeTruthy();
    expect(deleted).toEqual([systemStatusPaths.deleteNode(SERVICE_ID, 'arca-2')]);
    await waitFor(() => expect(screen.queryByTestId(`${testIds.serviceStatus.node}-arca-2`)).toBeNull());
  });

  it('keeps the node when the removal is cancelled', async () => {
    const deleted: string[] = [];
    server.use(
      ...startupHandlers(adminUser),
      ...statusHandlers().handlers,
      http.delete(systemStatusPaths.deleteNode(SERVICE_ID, 'arca-2'), () => {
        deleted.push('arca-2');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const view = renderApp(PAGE);
    await view.user.click(await screen.findByTestId(`${testIds.serviceStatus.deleteNode}-arca-2`));
    const dialog = await screen.findByRole('dialog', { name: "Remove node 'arca-2'?" });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(deleted).toEqual([]);
    expect(row('arca-2')).toBeTruthy();
  });

  it('disables removing an online node and says why', async () => {
    server.use(...startupHandlers(adminUser), ...statusHandlers().handlers);
    const view = renderApp(PAGE);
    const button = await screen.findByTestId(`${testIds.serviceStatus.deleteNode}-arca-1`);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await view.user.hover(button.parentElement as HTMLElement);
    expect(await screen.findByText(ONLINE_NODE_TOOLTIP)).toBeTruthy();
  });

  it("shows the server's refusal when the node came back online meanwhile", async () => {
    const refusal = systemStatusMessages.nodeOnline('arca-2');
    server.use(
      ...startupHandlers(adminUser),
      ...statusHandlers().handlers,
      http.delete(systemStatusPaths.deleteNode(SERVICE_ID, 'arca-2'), () =>
        HttpResponse.json({ errors: [{ status: 409, message: refusal }] }, { status: 409 }),
      ),
    );
    const view = renderApp(PAGE);
    await view.user.click(await screen.findByTestId(`${testIds.serviceStatus.deleteNode}-arca-2`));
    const dialog = await screen.findByRole('dialog', { name: "Remove node 'arca-2'?" });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('says so when no node has registered', async () => {
    server.use(...startupHandlers(adminUser), ...statusHandlers({ status: { services: [] } }).handlers);
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'No node has registered' })).toBeTruthy();
  });
});
