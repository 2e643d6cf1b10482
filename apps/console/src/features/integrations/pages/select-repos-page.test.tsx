import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { githubScanned, integrationHandlers, servicesHandler } from '../integrations-test-data.ts';

/** The name the deepest matched route carries in its handle. */
function routeName(view: ReturnType<typeof renderApp>): unknown {
  const handle = view.router.state.matches.at(-1)?.route.handle as { name?: unknown } | undefined;
  return handle?.name;
}

describe('repository selection of an integration', () => {
  it('R1.45 is the route gitRepoScan.selectRepos, which reads the vendor and the integration from vcsType and integrationId', async () => {
    server.use(...startupHandlers(adminUser), ...integrationHandlers([githubScanned]).handlers);
    server.use(servicesHandler(['xray']));
    const view = renderApp(`/git-repo-scan/select-repos?vcsType=github&integrationId=${githubScanned.integrationKey}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Select repositories to scan' })).toBeTruthy();
    expect(routeName(view)).toBe('gitRepoScan.selectRepos');
    expect(screen.getByText('GitHub')).toBeTruthy();
    expect(await screen.findByText('Scanned org')).toBeTruthy();
    expect(await screen.findByText('Repositories are chosen in the security scanner')).toBeTruthy();
  });

  it('R1.45 shows what the query names, and that the scanner is missing, when it is not installed', async () => {
    server.use(...startupHandlers(adminUser), ...integrationHandlers().handlers);
    renderApp('/git-repo-scan/select-repos?vcsType=gitlab&integrationId=gitlab-00000000');
    expect(await screen.findByText('GitLab')).toBeTruthy();
    expect(screen.getByText('gitlab-00000000')).toBeTruthy();
    expect(await screen.findByText('The security scanner is not installed')).toBeTruthy();
  });
});
