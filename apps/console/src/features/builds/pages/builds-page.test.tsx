import { API_LEVEL, type BuildInfo, buildRoutes, CORE_SERVICE, serviceRoutes } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { teasers } from '../../../shared/teasers/index.ts';
import { regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

const run42: BuildInfo = {
  name: 'web app',
  number: '42',
  started: '2026-11-23T10:00:00.000+0000',
  durationMillis: 95_000,
  principal: 'ci-bot',
  agent: { name: 'GitHub Actions', version: '2.0' },
  url: 'https://ci.example.com/runs/42',
  vcs: [{ revision: 'abc123', branch: 'main' }],
  modules: [
    {
      id: 'org.acme:web:1.0',
      artifacts: [{ name: 'web-1.0.jar', type: 'jar', sha1: 'a'.repeat(40) }],
      dependencies: [{ id: 'org.lib:core:2.1', type: 'jar', sha1: 'b'.repeat(40), scopes: ['compile'] }],
    },
  ],
  properties: { 'buildInfo.env.CI': 'true' },
};

const notFound = (message: string) => HttpResponse.json({ errors: [{ status: 404, message }] }, { status: 404 });

function serveBuilds() {
  server.use(
    ...startupHandlers(regularUser),
    mockCall(buildRoutes.list, () => ({
      uri: 'http://x/api/build',
      builds: [
        { uri: '/older', lastStarted: '2026-10-01T08:00:00.000+0000' },
        { uri: '/web%20app', lastStarted: '2026-11-23T10:00:00.000+0000' },
      ],
    })),
    mockCall(buildRoutes.runs, ({ params }) =>
      params.name === 'web app'
        ? {
            uri: 'http://x/api/build/web%20app',
            buildsNumbers: [
              { uri: '/42', started: '2026-11-23T10:00:00.000+0000' },
              { uri: '/41', started: '2026-11-22T10:00:00.000+0000' },
            ],
          }
        : notFound('not found'),
    ),
    mockCall(buildRoutes.get, ({ params }) =>
      params.name === 'web app' && params.number === '42'
        ? { uri: 'http://x', buildInfo: run42 }
        : notFound('not found'),
    ),
  );
}

const rowsOf = async (name: string) => within(await screen.findByRole('table', { name })).findAllByRole('row');

describe('builds', () => {
  it('lists builds newest first, filters them by name, and leads to a run with its modules', async () => {
    serveBuilds();
    const view = renderApp('/builds');
    await waitFor(async () => expect((await rowsOf('Builds')).length).toBe(3));
    const [, first, second] = await rowsOf('Builds');
    expect(first?.textContent).toContain('web app');
    expect(second?.textContent).toContain('older');

    await view.user.type(screen.getByRole('searchbox', { name: 'Filter by build name' }), 'old');
    await waitFor(async () => expect((await rowsOf('Builds')).length).toBe(2));
    await view.user.clear(screen.getByRole('searchbox', { name: 'Filter by build name' }));

    await view.user.click(await screen.findByRole('link', { name: /web app/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'web app' })).toBeDefined();
    await view.user.click(await screen.findByRole('link', { name: '42' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'web app #42' })).toBeDefined();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'web app' })).toBeDefined();
    expect(trail.textContent).toContain('Builds/web app/42');
    const summary = await screen.findByLabelText('Build summary');
    expect(summary.textContent).toContain('1 min 35 s');
    expect(summary.textContent).toContain('GitHub Actions 2.0');
    expect(summary.textContent).toContain('abc123');
    expect(within(await screen.findByRole('table', { name: 'Artifacts' })).getByText('web-1.0.jar')).toBeDefined();
    const dependencies = within(await screen.findByRole('table', { name: 'Dependencies' }));
    expect(dependencies.getByText('org.lib:core:2.1')).toBeDefined();
    expect(dependencies.getByText('compile')).toBeDefined();
  });

  it('cuts a long build name with an ellipsis that shows it whole on hover', async () => {
    const longName = 'web-app-of-the-platform-team-built-on-every-merge-to-the-main-branch-and-every-tag';
    serveBuilds();
    server.use(
      mockCall(buildRoutes.list, () => ({
        uri: 'http://x/api/build',
        builds: [{ uri: `/${longName}`, lastStarted: '2026-11-23T10:00:00.000+0000' }],
      })),
    );
    renderApp('/builds');
    const link = await within(await screen.findByRole('table', { name: 'Builds' })).findByRole('link', {
      name: longName,
    });
    expect(link.closest('[data-cut-text]')).not.toBeNull();
  });

  it('sorts the runs of a build by their number as numbers, 9 before 10', async () => {
    serveBuilds();
    server.use(
      mockCall(buildRoutes.runs, () => ({
        uri: 'http://x/api/build/web%20app',
        buildsNumbers: [
          { uri: '/10', started: '2026-11-23T10:00:00.000+0000' },
          { uri: '/9', started: '2026-11-22T10:00:00.000+0000' },
          { uri: '/100', started: '2026-11-21T10:00:00.000+0000' },
        ],
      })),
    );
    const view = renderApp('/builds/web%20app');
    const runNumbers = async () =>
      within(await screen.findByRole('table', { name: 'Build runs' }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    await waitFor(async () => expect(await runNumbers()).toEqual(['10', '9', '100']));

    await view.user.click(screen.getByRole('columnheader', { name: /Build number/ }));
    expect(await runNumbers()).toEqual(['9', '10', '100']);
  });

  it("cuts a run's long property values with an ellipsis that shows them whole on hover", async () => {
    const longValue = `${'/opt/hostedtoolcache/node/24.21.0/x64/bin:'.repeat(6)}/usr/bin`;
    serveBuilds();
    server.use(
      mockCall(buildRoutes.get, () => ({
        uri: 'http://x',
        buildInfo: { ...run42, properties: { 'buildInfo.env.PATH': longValue } },
      })),
    );
    const view = renderApp('/builds/web%20app/42');
    await view.user.click(await screen.findByRole('tab', { name: 'Properties' }));

    const properties = await screen.findByRole('table', { name: 'Build properties' });
    expect(within(properties).getByText(longValue).closest('[data-cut-text]')).not.toBeNull();
  });

  it('says a build that is gone cannot be found', async () => {
    serveBuilds();
    server.use(mockCall(buildRoutes.runs, () => notFound('No build was found for build name: gone')));
    renderApp('/builds/gone');
    expect(await screen.findByText('No build was found for build name: gone')).toBeDefined();
  });

  it('R16.02 R16.09 gives a run a Security tab with the builds xray data teaser while no scanner is installed', async () => {
    serveBuilds();
    const view = renderApp('/builds/web%20app/42');
    await view.user.click(await screen.findByRole('tab', { name: 'Security' }));
    const teaser = await screen.findByRole('region', { name: teasers.buildsXrayData.header });
    expect(within(teaser).getByRole('heading', { level: 2, name: teasers.buildsXrayData.header })).toBeDefined();
  });

  it('R16.09 has no Security tab once a scanner is installed', async () => {
    serveBuilds();
    server.use(
      mockCall(serviceRoutes.services, () => ({
        services: [
          { name: CORE_SERVICE, version: API_LEVEL },
          { name: 'xray', version: '3.100.0' },
        ],
      })),
    );
    renderApp('/builds/web%20app/42');
    expect(await screen.findByRole('tab', { name: 'Build info JSON' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Modules' })).toBeDefined();
    expect(screen.queryByRole('tab', { name: 'Security' })).toBeNull();
  });
});
