import { CORE_SERVICE, serviceRoutes } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, footer, regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

const ARTIFACT_VERSION = '7.77.0';

function serve(options: { user?: typeof adminUser; license?: string; cloud?: boolean; services?: string[] } = {}) {
  // The services handler comes first: MSW answers with the first handler that matches.
  server.use(
    mockCall(serviceRoutes.services, () => ({
      services: [
        { name: CORE_SERVICE, version: ARTIFACT_VERSION },
        ...(options.services ?? []).map((name) => ({ name, version: '1.0.0' })),
      ],
    })),
    ...startupHandlers(options.user ?? adminUser, {
      ...footer,
      buildNumber: '1042',
      license: options.license ?? footer.license,
      isCloudProviderConfigured: options.cloud ?? false,
    }),
  );
}

const routeTeasers = [
  ['R1.37', '/topology-teaser', 'See every platform you run, on one map'],
  ['R1.38', '/pdn-teaser', 'Move large binaries peer to peer'],
  ['R1.39', '/pipelines-teaser', 'Build, test and release from one place'],
  ['R1.40', '/security-and-compliance-teaser', 'Know what is inside every package'],
  ['R1.41', '/release-bundles-teaser', 'Ship signed, immutable releases'],
] as const;

describe('teaser routes', () => {
  it.each(routeTeasers)(
    '%s R16.03 R16.04 R16.05 %s shows its header, image and Read More link',
    async (_id, path, header) => {
      serve();
      renderApp(path);
      const heading = await screen.findByRole('heading', { level: 1, name: header });
      const teaser = heading.closest('[data-teaser]') as HTMLElement;
      expect(within(teaser).getByRole('img', { name: /illustration/ })).toBeTruthy();
      const link = within(teaser).getByRole('link', { name: /Read More/ });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      // R16.06: build number and version come from the server's footer and services.
      await waitFor(() => {
        const query = new URL(link.getAttribute('href') ?? '').searchParams;
        expect(query.get('buildNumber')).toBe('1042');
        expect(query.get('version')).toBe(ARTIFACT_VERSION);
      });
    },
  );

  it('R16.08 lays pipelines and security out vertically, the others beside their image', async () => {
    serve();
    renderApp('/pipelines-teaser');
    const pipelines = await screen.findByRole('heading', { level: 1, name: 'Build, test and release from one place' });
    expect(pipelines.closest('[data-teaser]')?.getAttribute('data-layout')).toBe('vertical');
  });

  it('R16.07 shows an Artifactory-only edition the Upgrade now and Learn more buttons instead', async () => {
    serve({ license: 'OSS' });
    renderApp('/release-bundles-teaser');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ship signed, immutable releases' });
    const teaser = heading.closest('[data-teaser]') as HTMLElement;
    expect(within(teaser).getByText(/Release bundles gather the exact artifacts/)).toBeTruthy();
    const upgrade = within(teaser).getByRole('link', { name: 'Upgrade now' });
    const learn = within(teaser).getByRole('link', { name: 'Learn more' });
    expect(upgrade.getAttribute('target')).toBe('_blank');
    expect(learn.getAttribute('target')).toBe('_blank');
    expect(within(teaser).queryByRole('link', { name: /Read More/ })).toBeNull();
  });

  it('R16.10 sends a non-admin away from the admin-only topology teaser', async () => {
    serve({ user: regularUser });
    const view = renderApp('/topology-teaser');
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
  });

  it('R16.11 sends a cloud visitor away from the on-premise pipelines teaser', async () => {
    serve({ cloud: true });
    const view = renderApp('/pipelines-teaser');
    await waitFor(() => expect(view.currentPath()).toBe('/topology'));
  });

  it('R16.01 leads from the teaser to the service once it is installed', async () => {
    serve({ services: ['pipelines'] });
    // The pipelines service, with nothing to show yet.
    server.use(http.get('/pipe/api/v1/:list', () => HttpResponse.json([])));
    const view = renderApp('/pipelines-teaser');
    await waitFor(() => expect(view.currentPath()).toBe('/pipelines/myPipelines'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Pipelines' })).toBeTruthy();
  });

  it('R3.17 the security teaser gives way to the policies with the scanner and a security licence', async () => {
    serve({ services: ['xray'], license: 'ENTERPRISE_X' });
    const view = renderApp('/security-and-compliance-teaser');
    await waitFor(() => expect(view.currentPath()).toBe('/security_policies'));
  });
});
