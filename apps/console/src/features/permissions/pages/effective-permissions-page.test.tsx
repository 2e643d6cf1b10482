import { type EffectivePermissions, permissionRoutes, type RepositorySummary, repositoryRoutes } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

const answer: EffectivePermissions = {
  userEffectivePermissions: [
    {
      principal: 'dev',
      permissionTargets: ['readers'],
      permission: {
        read: true,
        annotate: false,
        deploy: true,
        delete: false,
        distribute: false,
        managedXrayMeta: false,
      },
    },
  ],
  groupEffectivePermissions: [],
  permissionTargets: [{ permissionName: 'readers', users: ['dev'], groups: [], repoKeys: ['libs-release'] }],
};

/**
 * Answers every effective-permissions call and records which type and key were asked for. The
 * body goes as it is, so a test can send what the type would not allow.
 */
function effectiveHandler(asked: string[], body: JsonBodyType = answer) {
  return mockCall(permissionRoutes.effective, ({ params }) => {
    asked.push(`${params.type}/${params.repoKey}`);
    return HttpResponse.json(body);
  });
}

const summary = (key: string, packageType: string): RepositorySummary => ({
  key,
  type: 'LOCAL',
  description: '',
  packageType,
});

/** The repositories the picker offers. */
const repositoryList = () =>
  mockCall(repositoryRoutes.list, () => [
    summary('libs-release', 'Maven'),
    summary('libs-snapshot', 'Maven'),
    summary('npm-local', 'Npm'),
    summary('artifactory-build-info', 'BuildInfo'),
    summary('release-bundles', 'ReleaseBundles'),
  ]);

/** The radio input is covered by its label, which takes the click as a person's would. */
async function pick(view: ReturnType<typeof renderApp>, name: string) {
  const label = screen.getByRole('radio', { name }).closest('label');
  if (!label) throw new Error(`no choice ${name}`);
  await view.user.click(label);
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

describe('effective permissions page', () => {
  it('explains what to do before a repository is chosen, and calls nothing', async () => {
    const asked: string[] = [];
    server.use(...startupHandlers(adminUser), repositoryList(), effectiveHandler(asked));
    renderApp('/admin/management/permissions/effective');
    expect(await screen.findByRole('heading', { level: 1, name: 'Effective permissions' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Choose a repository' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Artifacts', selected: true })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Repository key' }) as HTMLInputElement).value).toBe('');
    expect(asked).toEqual([]);
  });

  it('keeps the chosen key in the address and shows the artifact view', async () => {
    const asked: string[] = [];
    server.use(...startupHandlers(adminUser), repositoryList(), effectiveHandler(asked));
    const view = renderApp('/admin/management/permissions/effective');
    await view.user.type(await screen.findByRole('combobox', { name: 'Repository key' }), 'libs-release');
    await view.user.click(screen.getByRole('button', { name: 'Show' }));

    await waitFor(() =>
      expect(view.currentPath()).toBe('/admin/management/permissions/effective?type=artifact&key=libs-release'),
    );
    const table = await screen.findByRole('table', { name: 'User permissions' });
    expect(headers(table)).toContain('Create');
    expect(headers(table)).toContain('Distribute');
    expect(asked).toEqual(['artifact/libs-release']);

    await pick(view, 'Permission Targets');
    expect(headers(screen.getByRole('table', { name: 'Permission targets' }))).toContain('Repositories');
  });

  it('reads the type and key from the address: the Builds tab asks for build permissions in the builds flavour', async () => {
    const asked: string[] = [];
    server.use(...startupHandlers(adminUser), repositoryList(), effectiveHandler(asked));
    const view = renderApp('/admin/management/permissions/effective?type=build&key=my-builds');
    const table = await screen.findByRole('table', { name: 'User permissions' });
    expect(screen.getByRole('tab', { name: 'Builds', selected: true })).toBeTruthy();
    expect(headers(table)).toContain('Deploy');
    expect(headers(table)).not.toContain('Distribute');
    expect(asked).toEqual(['build/my-builds']);

    await pick(view, 'Permission Targets');
    expect(headers(screen.getByRole('table', { name: 'Permission targets' }))).not.toContain('Repositories');
  });

  it('offers the build-info repository as the key on the Builds tab', async () => {
    const asked: string[] = [];
    server.use(...startupHandlers(adminUser), repositoryList(), effectiveHandler(asked));
    const view = renderApp('/admin/management/permissions/effective');
    await view.user.click(await screen.findByRole('tab', { name: 'Builds' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/management/permissions/effective?type=build'));
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Repository key' }) as HTMLInputElement).value).toBe(
        'artifactory-build-info',
      ),
    );
    await view.user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('table', { name: 'User permissions' });
    expect(asked).toEqual(['build/artifactory-build-info']);
  });

  it('asks for release bundle permissions on the Release bundles tab, starting without a key', async () => {
    const asked: string[] = [];
    server.use(...startupHandlers(adminUser), repositoryList(), effectiveHandler(asked));
    const view = renderApp('/admin/management/permissions/effective?type=artifact&key=libs-release');
    await screen.findByRole('table', { name: 'User permissions' });
    await view.user.click(screen.getByRole('tab', { name: 'Release bundles' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/management/permissions/effective?type=release_bundle'));
    expect(await screen.findByRole('heading', { name: 'Choose a repository' })).toBeTruthy();
    await view.user.type(screen.getByRole('combobox', { name: 'Repository key' }), 'release-bundles');
    await view.user.click(screen.getByRole('button', { name: 'Show' }));
    const table = await screen.findByRole('table', { name: 'User permissions' });
    expect(headers(table)).toContain('Distribute');
    expect(asked).toEqual(['artifact/libs-release', 'release_bundle/release-bundles']);
  });

  it('offers the repositories of the tab in a searchable picker, and shows the one picked', async () => {
    const asked: string[] = [];
    server.use(...startupHandlers(adminUser), repositoryList(), effectiveHandler(asked));
    const view = renderApp('/admin/management/permissions/effective');
    const picker = await screen.findByRole('combobox', { name: 'Repository key' });
    await view.user.type(picker, 'libs');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['libs-release', 'libs-snapshot']),
    );
    await view.user.click(await screen.findByText('libs-snapshot', { selector: '.ant-select-item-option-content' }));
    await waitFor(() =>
      expect(view.currentPath()).toBe('/admin/management/permissions/effective?type=artifact&key=libs-snapshot'),
    );
    await waitFor(() => expect(asked).toEqual(['artifact/libs-snapshot']));
  });

  it('R23.10 leaves a permission cell empty when the server sends no value for it', async () => {
    server.use(
      ...startupHandlers(adminUser),
      repositoryList(),
      effectiveHandler([], {
        userEffectivePermissions: [{ principal: 'dev', permissionTargets: ['readers'], permission: { read: false } }],
        groupEffectivePermissions: [],
        permissionTargets: [],
      }),
    );
    renderApp('/admin/management/permissions/effective?type=artifact&key=libs-release');
    const table = await screen.findByRole('table', { name: 'User permissions' });
    const titles = headers(table);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    const cell = (title: string) => cells[titles.indexOf(title)] as HTMLElement;
    expect(within(cell('Read')).getByRole('img', { name: 'Not allowed' })).toBeTruthy();
    for (const title of ['Annotate', 'Create', 'Distribute', 'Delete', 'Manage Xray Meta']) {
      expect(cell(title).childElementCount).toBe(0);
    }
  });

  it("shows the server's message when the view cannot be loaded", async () => {
    server.use(
      ...startupHandlers(adminUser),
      repositoryList(),
      mockCall(permissionRoutes.effective, () =>
        HttpResponse.json({ errors: [{ status: 404, message: 'Repository nope not found' }] }, { status: 404 }),
      ),
    );
    renderApp('/admin/management/permissions/effective?type=artifact&key=nope');
    expect(await screen.findByText('Repository nope not found')).toBeTruthy();
  });
});
