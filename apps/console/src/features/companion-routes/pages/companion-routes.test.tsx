import { CORE_SERVICE, serviceRoutes } from '@arca/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, footer } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

function serve(options: { license?: string; services?: string[] } = {}) {
  server.use(
    // First: MSW answers with the first handler that matches.
    mockCall(serviceRoutes.services, () => ({
      services: [
        { name: CORE_SERVICE, version: '7.77.0' },
        ...(options.services ?? []).map((name) => ({ name, version: '2.0.0' })),
      ],
    })),
    ...startupHandlers(adminUser, { ...footer, license: options.license ?? 'ENTERPRISE_PLUS' }),
  );
}

const routeNames = (view: ReturnType<typeof renderApp>) =>
  view.router.state.matches.flatMap((match) => {
    const handle = match.route.handle as { name?: string } | undefined;
    return handle?.name ? [handle.name] : [];
  });

/** The category shown in the toolbar's closed picker. */
async function shownCategory() {
  const box = await screen.findByRole('combobox', { name: 'Search category' });
  return box.closest('.ant-select')?.querySelector('.ant-select-content, .ant-select-selection-item')?.textContent;
}

describe('release bundles routes', () => {
  it('R17.01 R17.03 opens the target tab without distribution, which explains itself with its teaser', async () => {
    serve();
    const view = renderApp('/release-bundles');
    await waitFor(() => expect(view.currentPath()).toBe('/release-bundles/target'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Release Bundles' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Release bundles received here' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Received', selected: true })).toBeTruthy();
  });

  it('R17.02 opens the source tab for an enterprise-plus licence with distribution', async () => {
    serve({ services: ['distribution'] });
    const view = renderApp('/release-bundles');
    await waitFor(() => expect(view.currentPath()).toBe('/release-bundles/source'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Distribution is installed' })).toBeTruthy();
  });

  it('names the missing service when the tab’s teaser is not for this licence', async () => {
    serve({ license: 'COMMERCIAL' });
    const view = renderApp('/release-bundles/target');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Distribution is not installed on this server' }),
    ).toBeTruthy();
    expect(view.currentPath()).toBe('/release-bundles/target');
  });

  it('R17.04 rewrites an old bundles path to the release-bundles path', async () => {
    serve();
    const view = renderApp('/bundles/target?name=app');
    await waitFor(() => expect(view.currentPath()).toBe('/release-bundles/target?name=app'));
  });

  it('R17.05 switches the toolbar search to release bundles on entering a bundles path', async () => {
    serve({ services: ['distribution'] });
    const view = renderApp('/packages');
    await waitFor(async () => expect(await shownCategory()).toBe('Packages'));
    await view.router.navigate('/release-bundles/source');
    await waitFor(async () => expect(await shownCategory()).toBe('Release Bundles'));
  });
});

describe('pipelines routes', () => {
  it('R18.01 R1.39 names the pipelines routes, and each shows the pipelines teaser without the service', async () => {
    serve();
    const view = renderApp('/pipelines');
    await waitFor(() => expect(view.currentPath()).toBe('/pipelines/myPipelines'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build, test and release from one place' }),
    ).toBeTruthy();
    expect(routeNames(view)).toEqual(['pipelines', 'pipelinesMain']);

    await view.router.navigate('/pipelines/myPipelines/dflt/webapp');
    await waitFor(() => expect(routeNames(view)).toEqual(['pipelines', 'pipelinesMain', 'pipelineDashboard']));
    await view.router.navigate('/pipelines/myPipelines/dflt/webapp/17/build?branch=main&aggregateView=false');
    await waitFor(() => expect(routeNames(view)).toEqual(['pipelines', 'pipelinesMain', 'runDashboard']));
    await view.router.navigate('/pipelines/pipelineSources');
    await waitFor(() => expect(routeNames(view)).toEqual(['pipelines', 'pipelineSources.list']));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build, test and release from one place' }),
    ).toBeTruthy();
  });

  it('R18.01 names the /pipelines redirect pipelinesRedirect', async () => {
    serve({ services: ['pipelines'] });
    const view = renderApp('/pipelines/pipelineSources');
    await screen.findByRole('heading', { level: 1, name: 'Pipelines is installed' });
    // The redirect's own match, before it leads on.
    const matched = view.router.routes
      .flatMap(function walk(route): typeof view.router.routes {
        return [route, ...(route.children ?? []).flatMap(walk)];
      })
      .filter((route) => (route.handle as { name?: string } | undefined)?.name === 'pipelinesRedirect');
    expect(matched).toHaveLength(1);
  });
});

describe('peer distribution network monitoring', () => {
  it('R1.57 shows the PDN teaser on /admin/monitoring/pdn when the service is not installed', async () => {
    serve();
    renderApp('/admin/monitoring/pdn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Peer Distribution Network' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Move large binaries peer to peer' })).toBeTruthy();
  });
});
