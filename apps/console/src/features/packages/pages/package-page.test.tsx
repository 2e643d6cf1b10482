import {
  API_LEVEL,
  artifactBrowserRoutes,
  CORE_SERVICE,
  metadataRoutes,
  packageDetailPaths,
  serviceRoutes,
  systemRoutes,
  versionDetailRoutes,
} from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { teasers } from '../../../shared/teasers/index.ts';
import { footer, regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { packageMessages } from '../package-messages.ts';
import { aPackage, aVersion, connection } from '../test-fixtures.ts';

interface Sent {
  graphQL: string;
  variables: Record<string, unknown>;
}

function servePackage(answer: 'fail' | null | ReturnType<typeof aPackage>) {
  const versionsSent: Sent[] = [];
  const readmeAsked: string[] = [];
  server.use(
    ...startupHandlers(regularUser),
    mockCall(metadataRoutes.package, () =>
      answer === 'fail'
        ? HttpResponse.json({ errors: [{ status: 404, message: 'Not found' }] }, { status: 404 })
        : { data: { package: answer } },
    ),
    mockCall(metadataRoutes.versions, async ({ request }) => {
      versionsSent.push((await request.json()) as Sent);
      return {
        data: { versions: connection([aVersion('12', '2.0.0'), aVersion('11', '1.10.0'), aVersion('10', '1.9.0')]) },
      };
    }),
    mockCall(versionDetailRoutes.readme, ({ request }) => {
      readmeAsked.push(request.url);
      return { readme: '# Left pad\n\nPads strings.' };
    }),
    // Where a scanner is installed, the caller has no artifacts for it to have found violations in.
    mockCall(artifactBrowserRoutes.artifactCount, () => ({ widgetData: { artifactCount: 0 } })),
    mockCall(artifactBrowserRoutes.artifactBuilds, () => [
      { name: 'left-pad-ci', number: '41', started: '2026-11-20T10:00:00.000Z', projectKey: '' },
    ]),
  );
  return Object.assign(versionsSent, { readmeAsked });
}

/** The preview document once its markdown has rendered. */
async function readmeDocument(): Promise<string> {
  let frame: HTMLIFrameElement | null = null;
  await waitFor(() => {
    frame = document.querySelector('iframe');
    expect(frame?.getAttribute('aria-busy')).toBe('false');
  });
  return (frame as HTMLIFrameElement | null)?.getAttribute('srcdoc') ?? '';
}

describe('package details', () => {
  it('R10.03 R10.40 R10.28 R10.50 shows the package and its versions, by name descending', async () => {
    const sent = servePackage(
      aPackage('1', { name: 'left-pad', latestVersion: '2.0.0', versionsCount: 3, tags: ['pad'], description: 'Pads' }),
    );
    const view = renderApp('/packages/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'left-pad' })).toBeDefined();
    const summary = screen.getByLabelText('Package summary');
    expect(summary.textContent).toContain('2.0.0');
    expect(summary.textContent).toContain('pad');
    expect(summary.textContent).toContain('npm-local');

    const table = await screen.findByRole('region', { name: 'Versions' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(4));
    expect(sent[0]?.variables).toMatchObject({
      first: 100,
      orderBy: { field: 'NAME', direction: 'DESC' },
      filter: { packageId: '1', name: '*', ignorePreRelease: false },
    });
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('2.0.0');

    await view.user.click(screen.getByRole('link', { name: '1.10.0' }));
    await waitFor(() => expect(view.currentPath()).toBe('/packages/1/1.10.0'));
  });

  it("R10.01 R10.05 R10.06 R10.07 shows the latest version's readme, builds and location on the package page", async () => {
    const sent = servePackage(aPackage('1', { name: 'left-pad', latestVersion: '2.0.0', versionsCount: 3 }));
    const view = renderApp('/packages/1');
    const details = await screen.findByRole('region', { name: 'Latest version 2.0.0' });
    const tabs = await within(details).findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(expect.arrayContaining(['Readme', 'Builds', 'Location']));
    expect(within(details).getByRole('tab', { name: 'Readme', selected: true })).toBeDefined();
    expect(within(details).getByRole('link', { name: 'Open version' }).getAttribute('href')).toBe(
      '/ui/packages/1/2.0.0',
    );
    expect(await readmeDocument()).toContain('<h1>Left pad</h1>');
    expect(new URL(sent.readmeAsked[0] ?? '').pathname).toBe(packageDetailPaths.readme('12'));

    await view.user.click(within(details).getByRole('tab', { name: 'Builds' }));
    expect(await within(details).findByRole('link', { name: 'left-pad-ci' })).toBeDefined();
    await view.user.click(within(details).getByRole('tab', { name: 'Location' }));
    const location = await within(details).findByLabelText('Version location');
    expect(location.textContent).toContain('npm-local/left-pad/-/left-pad-2.0.0.tgz');
  });

  it('R10.41 lists the licences only where the scanner is installed and licensed', async () => {
    const licensed = aPackage('1', { name: 'left-pad', licenses: [{ name: 'MIT', source: 'package' }] });
    servePackage(licensed);
    const plain = renderApp('/packages/1');
    const summary = await screen.findByLabelText('Package summary');
    await screen.findByRole('region', { name: 'Latest version 1.0.0' });
    expect(within(summary).queryByText('Licenses')).toBeNull();
    expect(summary.textContent).not.toContain('MIT');
    plain.unmount();

    servePackage(licensed);
    server.use(
      mockCall(serviceRoutes.services, () => ({
        services: [
          { name: CORE_SERVICE, version: API_LEVEL },
          { name: 'xray', version: '3.100.0' },
        ],
      })),
    );
    renderApp('/packages/1');
    const withScanner = await screen.findByLabelText('Package summary');
    expect(await within(withScanner).findByText('Licenses')).toBeDefined();
    expect(withScanner.textContent).toContain('MIT');
  });

  it('R10.20 shows the semver note while pre-releases are left out, and asks the server to leave them out', async () => {
    const sent = servePackage(aPackage('1', { name: 'left-pad' }));
    const view = renderApp('/packages/1');
    await screen.findByRole('heading', { level: 1, name: 'left-pad' });
    expect(screen.queryByText(packageMessages.semverOnly)).toBeNull();
    await view.user.click(screen.getByRole('switch', { name: 'Release versions only' }));
    expect(await screen.findByText(packageMessages.semverOnly)).toBeDefined();
    await waitFor(() => expect(sent.at(-1)?.variables.filter).toMatchObject({ ignorePreRelease: true }));
  });

  it('R10.62 shows an empty package when the package cannot be read', async () => {
    servePackage('fail');
    renderApp('/packages/99');
    const summary = await screen.findByLabelText('Package summary');
    expect(screen.getByRole('heading', { level: 1, name: 'Package' })).toBeDefined();
    expect(summary.textContent).toContain('Versions0');
    expect(summary.textContent).toContain('Downloads0');
    expect(summary.textContent).toContain('Latest version—');
  });

  it('R10.17 says a package not indexed yet will be available in a few minutes, and asks again on request', async () => {
    servePackage(null);
    const view = renderApp('/packages/7');
    expect(
      await screen.findByRole('heading', { level: 2, name: packageMessages.packageNotYetAvailable }),
    ).toBeDefined();
    expect(screen.getByText(packageMessages.tryAgainLater)).toBeDefined();
    expect(packageMessages.packageNotYetAvailable).toBe('Package will be available in a few minutes');
    expect(packageMessages.tryAgainLater).toBe('Please try again later');
    expect(screen.queryByLabelText('Package summary')).toBeNull();

    servePackage(aPackage('7', { name: 'fresh-pkg' }));
    await view.user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'fresh-pkg' })).toBeDefined();
    expect(screen.queryByText(packageMessages.packageNotYetAvailable)).toBeNull();
  });

  describe('dependency graph teaser', () => {
    const header = teasers.packagesXrayGraph.header;

    it('R16.02 R16.09 shows the packages xray graph teaser below the versions while no scanner is installed', async () => {
      servePackage(aPackage('1', { name: 'left-pad' }));
      renderApp('/packages/1');
      const teaser = await screen.findByRole('region', { name: header });
      expect(within(teaser).getByRole('heading', { level: 2, name: header })).toBeDefined();
      // It follows the package's own content rather than pushing it down.
      const versions = screen.getByRole('region', { name: 'Versions' });
      expect(versions.compareDocumentPosition(teaser) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('R16.09 leaves it out once a scanner is installed, and for a licence off its list', async () => {
      for (const [license, services] of [
        ['ENTERPRISE_PLUS', [{ name: 'xray', version: '3.100.0' }]],
        ['EDGE', []],
      ] as const) {
        servePackage(aPackage('1', { name: 'left-pad' }));
        server.use(
          mockCall(systemRoutes.footer, () => ({ ...footer, license })),
          mockCall(serviceRoutes.services, () => ({
            services: [{ name: CORE_SERVICE, version: API_LEVEL }, ...services],
          })),
        );
        const view = renderApp('/packages/1');
        await screen.findByRole('region', { name: 'Versions' });
        // The slot decides once the services and licence are in; the version rows come after them.
        await waitFor(() =>
          expect(within(screen.getByRole('region', { name: 'Versions' })).getAllByRole('row').length).toBe(4),
        );
        expect(screen.queryByRole('region', { name: header })).toBeNull();
        view.unmount();
      }
    });
  });
});
