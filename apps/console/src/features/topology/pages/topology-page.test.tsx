import { API_LEVEL, CORE_SERVICE, serviceRoutes } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/routing/paths.ts';
import { teasers } from '../../../shared/teasers/index.ts';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

const header = teasers.dashboardTrends.header;

function serveServices(extra: { name: string; version: string }[]) {
  server.use(...startupHandlers(adminUser));
  // Handlers of a later call are asked first.
  server.use(
    mockCall(serviceRoutes.services, () => ({ services: [{ name: CORE_SERVICE, version: API_LEVEL }, ...extra] })),
  );
}

describe('topology page', () => {
  it('R16.02 shows the dashboard trends teaser under the services while mission control is not installed', async () => {
    serveServices([]);
    renderApp(paths.topology());
    const table = await screen.findByRole('table', { name: 'Installed services' });
    const teaser = await screen.findByRole('region', { name: header });
    expect(within(teaser).getByRole('heading', { level: 2, name: header })).toBeDefined();
    expect(table.compareDocumentPosition(teaser) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists the core service first, and sorts the services by name on a header click', async () => {
    serveServices([
      { name: 'xray', version: '3.100.0' },
      { name: 'distribution', version: '2.20.0' },
    ]);
    const view = renderApp(paths.topology());
    const table = await screen.findByRole('table', { name: 'Installed services' });
    const services = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('code')?.textContent);
    await waitFor(() => expect(services()).toEqual([CORE_SERVICE, 'xray', 'distribution']));

    await view.user.click(within(table).getByRole('columnheader', { name: /Service/ }));
    // By the names the screen shows: Artifact service, Distribution, Security scanning.
    expect(services()).toEqual([CORE_SERVICE, 'distribution', 'xray']);
  });

  it('R16.09 leaves the trends teaser out once mission control is installed', async () => {
    serveServices([{ name: 'missionControl', version: '4.0.0' }]);
    renderApp(paths.topology());
    const table = await screen.findByRole('table', { name: 'Installed services' });
    expect(await within(table).findByText('4.0.0')).toBeDefined();
    expect(screen.queryByRole('region', { name: header })).toBeNull();
  });
});
