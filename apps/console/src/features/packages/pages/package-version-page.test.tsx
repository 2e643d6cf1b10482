import {
  API_LEVEL,
  type ArtifactBuild,
  artifactBrowserRoutes,
  CORE_SERVICE,
  companionServiceRoutes,
  type DockerLayersView,
  metadataRoutes,
  packageDetailPaths,
  serviceRoutes,
  systemRoutes,
  type VersionDependency,
  type VersionProperties,
  versionDetailRoutes,
} from '@arca/contract';
import { formatDateTime } from '@arca/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_URL, teasers } from '../../../shared/teasers/index.ts';
import { footer, regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { packageMessages } from '../package-messages.ts';
import { aPackage, aVersion, connection } from '../test-fixtures.ts';

interface Sent {
  variables: { filter: { name?: string } };
}

const layers: DockerLayersView = {
  image: 'web',
  tag: '1.0',
  digest: 'sha256:abc',
  totalSize: 300,
  layers: [
    { digest: `sha256:${'a'.repeat(64)}`, size: 100, command: '/bin/sh -c #(nop) ADD file:base in /', created: null },
    { digest: `sha256:${'b'.repeat(64)}`, size: 200, command: '/bin/sh -c apk add curl', created: null },
  ],
};

interface Serve {
  pkg: ReturnType<typeof aPackage>;
  versions: ReturnType<typeof aVersion>[];
  readme?: string | 'fail';
  builds?: ArtifactBuild[] | 'fail';
  layers?: DockerLayersView | 'fail';
  dependencies?: VersionDependency[] | 'fail';
  properties?: VersionProperties['properties'] | 'fail';
  /** What `mds/package` answers instead of the package: null for an id not indexed yet. */
  packageAnswer?: null;
}

function serveVersion(options: Serve) {
  const calls = {
    readme: [] as string[],
    layers: [] as unknown[],
    builds: [] as string[],
    dependencies: [] as string[],
    properties: [] as string[],
  };
  const failure = () => HttpResponse.json({ errors: [{ status: 500, message: 'Broken' }] }, { status: 500 });
  server.use(
    ...startupHandlers(regularUser),
    mockCall(metadataRoutes.package, () => ({
      data: { package: options.packageAnswer === null ? null : options.pkg },
    })),
    mockCall(metadataRoutes.versions, async ({ request }) => {
      const name = ((await request.json()) as Sent).variables.filter.name;
      const nodes = name === '*' ? options.versions : options.versions.filter((version) => version.name === name);
      return { data: { versions: connection(nodes) } };
    }),
    mockCall(versionDetailRoutes.readme, ({ request }) => {
      calls.readme.push(request.url);
      return options.readme === 'fail' ? failure() : { readme: options.readme ?? null };
    }),
    mockCall(versionDetailRoutes.dockerLayers, async ({ request }) => {
      calls.layers.push(await request.json());
      return options.layers === 'fail' || !options.layers ? failure() : options.layers;
    }),
    mockCall(artifactBrowserRoutes.artifactBuilds, ({ request }) => {
      calls.builds.push(request.url);
      return options.builds === 'fail' ? failure() : (options.builds ?? []);
    }),
    mockCall(versionDetailRoutes.npmDependencies, ({ request }) => {
      calls.dependencies.push(request.url);
      const answer = options.dependencies ?? [];
      return answer === 'fail' ? failure() : { dependencies: answer };
    }),
    mockCall(versionDetailRoutes.npmProperties, ({ request }) => {
      calls.properties.push(request.url);
      const answer = options.properties ?? [];
      return answer === 'fail' ? failure() : { properties: answer };
    }),
  );
  return calls;
}

const VIOLATIONS_PATH = '/xray/ui/unified/artifactViolationsByPackage';

/** The scanner's answers: the caller's artifact count and the violations call, either a body or a failure with its Date. */
function serveScanner(answers: { artifactCount: number | 'fail'; violations: object | { failedAt: string } }) {
  const asked = { violations: [] as URL[] };
  server.use(
    mockCall(artifactBrowserRoutes.artifactCount, () =>
      answers.artifactCount === 'fail'
        ? HttpResponse.json({ errors: [{ status: 500, message: 'Broken' }] }, { status: 500 })
        : { widgetData: { artifactCount: answers.artifactCount } },
    ),
    http.post(VIOLATIONS_PATH, ({ request }) => {
      asked.violations.push(new URL(request.url));
      const { violations } = answers;
      return 'failedAt' in violations
        ? HttpResponse.json(
            { errors: [{ status: 502, message: 'Scanner down' }] },
            { status: 502, headers: { date: String(violations.failedAt) } },
          )
        : HttpResponse.json(violations);
    }),
    mockCall(serviceRoutes.services, () => ({
      services: [
        { name: CORE_SERVICE, version: API_LEVEL },
        { name: 'xray', version: '3.100.0' },
      ],
    })),
  );
  return asked;
}

const npmPackage = aPackage('1', { name: 'left-pad', latestVersion: '1.10.0' });
const npmVersions = [aVersion('11', '1.10.0'), aVersion('10', '1.9.0')];

/** The preview document once its markdown has rendered. */
async function readmeDocument(): Promise<string> {
  let frame: HTMLIFrameElement | null = null;
  await waitFor(() => {
    frame = document.querySelector('iframe');
    expect(frame?.getAttribute('aria-busy')).toBe('false');
  });
  return (frame as HTMLIFrameElement | null)?.getAttribute('srcdoc') ?? '';
}

describe('version details', () => {
  it('R10.04 R10.12 R10.39 R10.54 opens an archive version on its README, fetched with the repository path', async () => {
    const calls = serveVersion({ pkg: npmPackage, versions: npmVersions, readme: '# Left pad\n\nPads strings.' });
    renderApp('/packages/1/1.10.0');
    expect(await screen.findByRole('heading', { level: 1, name: 'left-pad 1.10.0' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Readme', selected: true })).toBeDefined();
    expect(await readmeDocument()).toContain('<h1>Left pad</h1>');
    const url = new URL(calls.readme[0] ?? '');
    expect(url.pathname).toBe(packageDetailPaths.readme('11'));
    expect(url.searchParams.get('path')).toBe('npm-local/left-pad/-/left-pad-1.10.0.tgz');
  });

  it('R10.05 R10.06 R10.07 R10.09 R10.10 R10.21 labels the tabs and shows the scanner status', async () => {
    const view = renderApp('/packages/1/1.10.0');
    serveVersion({ pkg: npmPackage, versions: npmVersions, readme: 'x' });
    const labels = async () => (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    await waitFor(async () =>
      expect(await labels()).toEqual([
        'Readme',
        'Dependencies',
        'Properties',
        'Builds',
        'Location',
        'Security',
        'Releases',
      ]),
    );
    await view.user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(await screen.findByText(packageMessages.xrayUnavailable)).toBeDefined();
  });

  it('R10.08 R10.22 R10.23 labels the tab Xray Data where a scanner is installed, and says what it can', async () => {
    for (const [license, text] of [
      ['OSS', packageMessages.xrayUnlicensed],
      ['ENTERPRISE_PLUS', packageMessages.notScanned],
    ] as const) {
      serveVersion({ pkg: npmPackage, versions: npmVersions, readme: 'x' });
      serveScanner({ artifactCount: 12, violations: {} });
      server.use(
        mockCall(systemRoutes.footer, () => ({ ...footer, license })),
        mockCall(serviceRoutes.services, () => ({
          services: [
            { name: CORE_SERVICE, version: API_LEVEL },
            { name: 'xray', version: '3.100.0' },
          ],
        })),
      );
      const view = renderApp('/packages/1/1.10.0');
      await view.user.click(await screen.findByRole('tab', { name: 'Xray Data' }));
      expect(await screen.findByText(text)).toBeDefined();
      expect(screen.queryByRole('tab', { name: 'Security' })).toBeNull();
      // An installed scanner is never hidden behind its teaser (R16.01).
      expect(screen.queryByRole('region', { name: teasers.packagesXrayData.header })).toBeNull();
      view.unmount();
    }
  });

  it('R16.02 R10.21 shows the packages xray data teaser in the Security tab without a scanner, headed by the status', async () => {
    serveVersion({ pkg: npmPackage, versions: npmVersions, readme: 'x' });
    const view = renderApp('/packages/1/1.10.0');
    await view.user.click(await screen.findByRole('tab', { name: 'Security' }));
    const teaser = await screen.findByRole('region', { name: teasers.packagesXrayData.header });
    expect(within(teaser).getByText(packageMessages.xrayUnavailable)).toBeDefined();
    expect(
      within(teaser)
        .getByRole('link', { name: /Read More/ })
        .getAttribute('target'),
    ).toBe('_blank');
  });

  it('R16.09 R10.21 keeps the plain status, without the teaser, for a licence off its list', async () => {
    serveVersion({ pkg: npmPackage, versions: npmVersions, readme: 'x' });
    server.use(mockCall(systemRoutes.footer, () => ({ ...footer, license: 'EDGE' })));
    const view = renderApp('/packages/1/1.10.0');
    await view.user.click(await screen.findByRole('tab', { name: 'Security' }));
    expect(await screen.findByRole('heading', { name: packageMessages.xrayUnavailable })).toBeDefined();
    expect(screen.queryByRole('region', { name: teasers.packagesXrayData.header })).toBeNull();
  });

  it('names the package in the breadcrumb trail, linking back to it', async () => {
    serveVersion({ pkg: npmPackage, versions: npmVersions, readme: 'x' });
    renderApp('/packages/1/1.10.0');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const link = await within(trail).findByRole('link', { name: 'left-pad' });
    expect(link.getAttribute('href')).toBe('/ui/packages/1');
    expect(within(trail).getByText('1.10.0')).toBeDefined();
  });

  it('renders a README with scripts and javascript: links harmless', async () => {
    serveVersion({
      pkg: npmPackage,
      versions: npmVersions,
      readme: '# Hi\n\n<script>alert(1)</script>\n\n[click](javascript:alert(2)) <a href="javascript:alert(3)">x</a>',
    });
    renderApp('/packages/1/1.10.0');
    const html = await readmeDocument();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe('Hi');
    expect(doc.querySelectorAll('script').length).toBe(0);
    const hrefs = [...doc.querySelectorAll('[href]')].map((element) => element.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => href.toLowerCase().includes('javascript:'))).toEqual([]);
    // Raw HTML in the markdown shows as text, never as markup.
    expect(doc.body.textContent).toContain('<script>alert(1)</script>');
  });

  it('R10.63 empties a README that fails to load', async () => {
    serveVersion({ pkg: npmPackage, versions: npmVersions, readme: 'fail' });
    renderApp('/packages/1/1.10.0');
    expect(await screen.findByText('This version has no README')).toBeDefined();
  });

  it('R10.14 R10.53 R10.63 opens any other version on builds, and empties builds that fail to load', async () => {
    const jarless = aVersion('20', '3.0', {
      repos: [{ name: 'generic-local', type: 'local', leadFilePath: 'tools/app-3.0.bin' }],
    });
    const calls = serveVersion({
      pkg: aPackage('2', { name: 'app', packageType: 'generic' }),
      versions: [jarless],
      builds: 'fail',
    });
    renderApp('/packages/2/3.0');
    expect(await screen.findByRole('tab', { name: 'Builds', selected: true })).toBeDefined();
    expect(await screen.findByText('No build produced this version')).toBeDefined();
    const url = new URL(calls.builds[0] ?? '');
    expect(url.searchParams.get('repoKey')).toBe('generic-local');
    expect(url.searchParams.get('path')).toBe('tools/app-3.0.bin');
  });

  it('R10.14 R10.53 lists the builds of the lead file', async () => {
    const jarless = aVersion('20', '3.0', {
      repos: [{ name: 'generic-local', type: 'local', leadFilePath: 'tools/app-3.0.bin' }],
    });
    serveVersion({
      pkg: aPackage('2', { name: 'app', packageType: 'generic' }),
      versions: [jarless],
      builds: [{ name: 'app-ci', number: '7', started: '2026-11-20T10:00:00.000Z', projectKey: 'default' }],
    });
    renderApp('/packages/2/3.0');
    expect(await screen.findByRole('link', { name: 'app-ci' })).toBeDefined();
    expect(screen.getByRole('link', { name: '7' }).getAttribute('href')).toBe('/ui/builds/app-ci/7');
  });

  it('R10.13 R10.11 R10.55 opens a docker version on its layers, asked for the tag folder', async () => {
    const tag = aVersion('30', '1.0', {
      package: { id: '3', name: 'web', packageType: 'docker' },
      repos: [{ name: 'docker-local', type: 'local', leadFilePath: 'web/1.0/manifest.json' }],
    });
    const calls = serveVersion({ pkg: aPackage('3', { name: 'web', packageType: 'docker' }), versions: [tag], layers });
    renderApp('/packages/3/1.0');
    expect(await screen.findByRole('tab', { name: 'Docker Layers', selected: true })).toBeDefined();
    await waitFor(() => expect(calls.layers).toEqual([{ repoKey: 'docker-local', path: 'web/1.0', view: 'dockerv2' }]));
    const list = await screen.findByLabelText('Docker layers');
    expect(list.textContent).toContain('apk add curl');
    expect(screen.getByLabelText('Install command').textContent).toContain(
      `docker pull ${window.location.host}/docker-local/web:1.0`,
    );
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('R10.63 empties docker layers that fail to load', async () => {
    const tag = aVersion('30', '1.0', {
      repos: [{ name: 'docker-local', type: 'local', leadFilePath: 'web/1.0/manifest.json' }],
    });
    serveVersion({ pkg: aPackage('3', { name: 'web', packageType: 'docker' }), versions: [tag], layers: 'fail' });
    renderApp('/packages/3/1.0');
    expect(await screen.findByText('The layers cannot be shown')).toBeDefined();
  });

  it('R10.58 R10.07 shows the install command, the location in the tree, and a download', async () => {
    serveVersion({ pkg: npmPackage, versions: npmVersions, readme: 'x' });
    const view = renderApp('/packages/1/1.10.0');
    expect((await screen.findByLabelText('Install command')).textContent).toContain('npm install left-pad@1.10.0');
    expect(screen.getByRole('button', { name: /Download/ })).toBeDefined();
    await view.user.click(screen.getByRole('tab', { name: 'Location' }));
    const link = await screen.findByRole('link', { name: 'npm-local/left-pad/-/left-pad-1.10.0.tgz' });
    expect(link.getAttribute('href')).toBe('/ui/repos/tree/General/npm-local/left-pad/-/left-pad-1.10.0.tgz');
  });

  it('switches to another version with the version select', async () => {
    serveVersion({ pkg: npmPackage, versions: npmVersions, readme: 'x' });
    const view = renderApp('/packages/1/1.10.0');
    await screen.findByRole('heading', { level: 1, name: 'left-pad 1.10.0' });
    await view.user.click(screen.getByRole('combobox', { name: 'Version' }));
    await view.user.click(await screen.findByTitle('1.9.0'));
    expect(await screen.findByRole('heading', { level: 1, name: 'left-pad 1.9.0' })).toBeDefined();
    expect(view.currentPath()).toBe('/packages/1/1.9.0');
    await waitFor(() =>
      expect(screen.getByLabelText('Install command').textContent).toContain('npm install left-pad@1.9.0'),
    );
  });

  it("shows an npm version's dependencies, asked for its tarball, with their ranges and kinds, runtime first", async () => {
    const calls = serveVersion({
      pkg: npmPackage,
      versions: npmVersions,
      readme: 'x',
      dependencies: [
        { name: 'lodash', version: '^4.17.21', scope: 'dependencies' },
        { name: '@types/node', version: '~20.1.0', scope: 'devDependencies' },
        { name: 'react', version: '>=18', scope: 'peerDependencies' },
        { name: 'chalk', version: '5.x', scope: 'dependencies' },
      ],
    });
    const view = renderApp('/packages/1/1.10.0');
    await view.user.click(await screen.findByRole('tab', { name: 'Dependencies' }));
    const table = await screen.findByLabelText('Version dependencies');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(cells[0]?.slice(0, 3)).toEqual(['Name', 'Version range', 'Kind']);
    expect(cells.slice(1).map((row) => row.slice(0, 3))).toEqual([
      ['lodash', '^4.17.21', 'Runtime'],
      ['chalk', '5.x', 'Runtime'],
      ['react', '>=18', 'Peer'],
      ['@types/node', '~20.1.0', 'Development'],
    ]);
    const url = new URL(calls.dependencies[0] ?? '');
    expect(url.searchParams.get('repoKey')).toBe('npm-local');
    expect(url.searchParams.get('path')).toBe('left-pad/-/left-pad-1.10.0.tgz');
    expect(within(table).getByRole('link', { name: 'lodash' }).getAttribute('href')).toBe(
      '/ui/packages?name=lodash&pkgType=npm&type=packages',
    );
  });

  it("shows an npm version's properties as keys and values, asked for its tarball", async () => {
    const calls = serveVersion({
      pkg: npmPackage,
      versions: npmVersions,
      readme: 'x',
      properties: [
        { key: 'npm.name', values: ['left-pad'] },
        { key: 'release.stage', values: ['beta', 'rc'] },
      ],
    });
    const view = renderApp('/packages/1/1.10.0');
    await view.user.click(await screen.findByRole('tab', { name: 'Properties' }));
    const table = await screen.findByLabelText('Version properties');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.querySelector('td')?.textContent).toBe('npm.name');
    expect(first?.textContent).toContain('left-pad');
    expect(second?.textContent).toContain('release.stage');
    expect(second?.textContent).toContain('beta, rc');
    const url = new URL(calls.properties[0] ?? '');
    expect(url.searchParams.get('repoKey')).toBe('npm-local');
    expect(url.searchParams.get('path')).toBe('left-pad/-/left-pad-1.10.0.tgz');
  });

  it('R10.63 empties dependencies and properties that fail to load', async () => {
    serveVersion({ pkg: npmPackage, versions: npmVersions, readme: 'x', dependencies: 'fail', properties: 'fail' });
    const view = renderApp('/packages/1/1.10.0');
    await view.user.click(await screen.findByRole('tab', { name: 'Dependencies' }));
    expect(await screen.findByText('This version has no dependencies')).toBeDefined();
    await view.user.click(screen.getByRole('tab', { name: 'Properties' }));
    expect(await screen.findByText('This version has no properties')).toBeDefined();
  });

  it('offers dependencies and properties for npm versions only', async () => {
    const jarless = aVersion('20', '3.0', {
      repos: [{ name: 'generic-local', type: 'local', leadFilePath: 'tools/app-3.0.bin' }],
    });
    const calls = serveVersion({ pkg: aPackage('2', { name: 'app', packageType: 'generic' }), versions: [jarless] });
    renderApp('/packages/2/3.0');
    await screen.findByRole('tab', { name: 'Builds', selected: true });
    expect(screen.queryByRole('tab', { name: 'Dependencies' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Properties' })).toBeNull();
    expect(calls.dependencies).toEqual([]);
  });

  describe("the scanner's violations", () => {
    it('R10.64 keeps the date a failed violations answer carried, and says the violations could not be read then', async () => {
      serveVersion({ pkg: npmPackage, versions: npmVersions, readme: 'x' });
      const asked = serveScanner({ artifactCount: 12, violations: { failedAt: 'Sun, 29 Nov 2026 03:00:00 GMT' } });
      const view = renderApp('/packages/1/1.10.0');
      await view.user.click(await screen.findByRole('tab', { name: 'Xray Data' }));
      expect(await screen.findByRole('heading', { name: packageMessages.violationsUnreadable })).toBeDefined();
      expect(screen.getByText(`The scanner answered at ${formatDateTime('2026-11-29T03:00:00.000Z')}`)).toBeDefined();
      expect(asked.violations[0]?.searchParams.get('new_severities')).toBe('true');
    });

    it('R10.65 counts no violations when the artifact count cannot be read, without asking the scanner', async () => {
      serveVersion({ pkg: npmPackage, versions: npmVersions, readme: 'x' });
      const asked = serveScanner({ artifactCount: 'fail', violations: { total_count: 4 } });
      const view = renderApp('/packages/1/1.10.0');
      await view.user.click(await screen.findByRole('tab', { name: 'Xray Data' }));
      expect(await screen.findByText(packageMessages.notScanned)).toBeDefined();
      expect(screen.getByRole('tab', { name: 'Xray Data' }).textContent).toBe('Xray Data');
      expect(asked.violations).toEqual([]);
    });

    it('counts the violations the scanner found on the tab and says how many', async () => {
      serveVersion({ pkg: npmPackage, versions: npmVersions, readme: 'x' });
      serveScanner({ artifactCount: 12, violations: { total_count: 4 } });
      const view = renderApp('/packages/1/1.10.0');
      await view.user.click(await screen.findByRole('tab', { name: /Xray Data/ }));
      expect(await screen.findByRole('heading', { name: '4 violations' })).toBeDefined();
      expect(screen.getByRole('tab', { name: /^Xray Data\s*4 violations$/ })).toBeDefined();
    });
  });

  describe('the data transfer quota', () => {
    it('R10.24 R10.25 says a cloud instance has used its monthly transfer, UPGRADE leading to the purchase page', async () => {
      serveVersion({ pkg: npmPackage, versions: npmVersions, readme: 'x' });
      const asked: string[] = [];
      server.use(
        mockCall(systemRoutes.footer, () => ({ ...footer, isCloudProviderConfigured: true })),
        mockCall(companionServiceRoutes.subscriptionGET, ({ request }) => {
          asked.push(new URL(request.url).pathname);
          return { blockedUsages: ['DATA_TRANSFER'] };
        }),
      );
      renderApp('/packages/1/1.10.0');
      const notice = await screen.findByRole('alert');
      expect(notice.textContent).toBe(packageMessages.transferQuotaReached);
      expect(packageMessages.transferQuotaReached).toBe(
        'You have reached your monthly quota for Data Transfer. To continue and start enjoying unlimited transfer, UPGRADE',
      );
      const upgrade = within(notice).getByRole('link', { name: 'UPGRADE' });
      expect(upgrade.getAttribute('href')).toBe(SUBSCRIPTION_URL);
      expect(upgrade.getAttribute('target')).toBe('_blank');
      expect(asked).toEqual(['/ui/api/v1/ui/subscription/blockedUsages']);
    });

    it('R10.24 says nothing while transfer is not blocked, and a self-hosted instance does not ask', async () => {
      serveVersion({ pkg: npmPackage, versions: npmVersions, readme: 'x' });
      let asked = 0;
      server.use(
        mockCall(companionServiceRoutes.subscriptionGET, () => {
          asked += 1;
          return { blockedUsages: [] };
        }),
      );
      const selfHosted = renderApp('/packages/1/1.10.0');
      await screen.findByRole('tab', { name: 'Readme', selected: true });
      expect(asked).toBe(0);
      selfHosted.unmount();

      server.use(mockCall(systemRoutes.footer, () => ({ ...footer, isCloudProviderConfigured: true })));
      renderApp('/packages/1/1.10.0');
      await waitFor(() => expect(asked).toBe(1));
      expect(screen.queryByText(/monthly quota/)).toBeNull();
    });
  });

  it('R10.17 says a version of a package not indexed yet will be available soon', async () => {
    serveVersion({ pkg: npmPackage, versions: npmVersions, packageAnswer: null });
    renderApp('/packages/1/1.10.0');
    expect(await screen.findByRole('heading', { name: packageMessages.packageNotYetAvailable })).toBeDefined();
    expect(screen.getByText(packageMessages.tryAgainLater)).toBeDefined();
  });
});
