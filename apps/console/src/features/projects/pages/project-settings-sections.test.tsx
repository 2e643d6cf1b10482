import { artifactBrowserRoutes, projectRoutes, type RepositorySummary, repositoryRoutes } from '@arca/contract';
import { formatBytes } from '@arca/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { alpha, alphaSettingsHandlers } from '../projects-test-data.ts';

const repository = (key: string): RepositorySummary => ({ key, type: 'LOCAL', description: '', packageType: 'npm' });

/** The repositories: alpha holds npm-alpha; the whole list also has libs-release. */
function repositoryHandlers(attached: string[] = []) {
  return [
    mockCall(repositoryRoutes.list, ({ request }) => {
      const project = new URL(request.url).searchParams.get('project');
      return project === 'alpha'
        ? [repository('npm-alpha'), ...attached.map(repository)]
        : [repository('npm-alpha'), repository('libs-release')];
    }),
    mockCall(projectRoutes.attachRepository, ({ params }) => {
      attached.push(params.repo);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

describe('project settings sections', () => {
  it('R8.21 offers overview, general, members, roles, repositories, storage, environments and curated repositories', async () => {
    server.use(...startupHandlers(adminUser), ...alphaSettingsHandlers(), ...repositoryHandlers());
    renderApp('/admin/projects/alpha/overview');
    const sidebar = await screen.findByRole('navigation', { name: 'Project settings' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'General',
      'Members',
      'Roles',
      'Repositories',
      'Storage',
      'Environments',
      'Curated Repositories',
    ]);
    // The overview counts what the other sections hold, each a link to its section.
    expect(await screen.findByText('The first project')).toBeTruthy();
    const roles = await screen.findByRole('link', { name: 'Roles: 3' });
    expect(roles.getAttribute('href')).toBe('/ui/admin/projects/alpha/roles');
    expect(await screen.findByRole('link', { name: 'Repositories: 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Storage quota: Unlimited' })).toBeTruthy();
  });

  it('R8.21 lists the repositories of the project and moves another one in', async () => {
    const attached: string[] = [];
    server.use(...startupHandlers(adminUser), ...alphaSettingsHandlers(), ...repositoryHandlers(attached));
    const view = renderApp('/admin/projects/alpha/repositories');
    const table = await screen.findByRole('region', { name: 'Project repositories' });
    expect(await within(table).findByRole('link', { name: 'npm-alpha' })).toBeTruthy();
    await view.user.click(screen.getByRole('combobox', { name: 'Repository to move into the project' }));
    await view.user.click(await screen.findByTitle('libs-release'));
    await view.user.click(screen.getByRole('button', { name: 'Move in' }));
    await waitFor(() => expect(attached).toEqual(['libs-release']));
    expect(await within(table).findByRole('link', { name: 'libs-release' })).toBeTruthy();
  });

  it("R8.21 shows the storage the project's repositories use against its quota", async () => {
    server.use(
      // MSW answers with the first handler that matches: this project comes before alpha's.
      mockCall(projectRoutes.get, () => ({ ...alpha, storage_quota_bytes: 4 * 1024 ** 3 })),
      ...startupHandlers(adminUser),
      ...alphaSettingsHandlers(),
      mockCall(artifactBrowserRoutes.projectStorageSummary, () => ({
        projects: [{ projectKey: 'alpha', repositoriesCount: 2, filesCount: 12, usedSpaceInBytes: 1024 ** 3 }],
      })),
    );
    renderApp('/admin/projects/alpha/storage');
    expect(await screen.findByText(formatBytes(4 * 1024 ** 3))).toBeTruthy();
    expect(await screen.findByText(formatBytes(1024 ** 3))).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Share of the quota used' }).getAttribute('aria-valuenow')).toBe(
      '25',
    );
  });

  it('R8.21 R16.01 shows curated repositories as the scanner teaser while the scanner is missing', async () => {
    server.use(...startupHandlers(adminUser), ...alphaSettingsHandlers());
    renderApp('/admin/projects/alpha/curated-repositories');
    expect(await screen.findByRole('heading', { level: 2, name: 'Know what is inside every package' })).toBeTruthy();
  });
});
