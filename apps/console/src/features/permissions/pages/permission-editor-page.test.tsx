import {
  type AccessGroup,
  type AccessUserDetails,
  groupRoutes,
  type Permission,
  permissionRoutes,
  repositoryRoutes,
  specMessages,
  userRoutes,
} from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

type View = ReturnType<typeof renderApp>;

const user = (username: string): AccessUserDetails => ({
  username,
  email: `${username}@example.com`,
  admin: false,
  disable_ui_access: false,
  realm: 'internal',
  status: 'enabled',
  groups: [],
  last_logged_in: null,
  locked: false,
  password_expired: false,
});

const group = (name: string): AccessGroup => ({
  name,
  description: '',
  auto_join: false,
  admin_privileges: false,
  realm: 'internal',
  members: [],
});

const saved: Permission = {
  name: 'readers',
  resources: {
    artifact: {
      targets: { 'libs-release': { include_patterns: ['org/**'], exclude_patterns: [] } },
      actions: { users: { dev: ['READ'] }, groups: { team: ['READ'] } },
    },
    release_bundle: {
      targets: { 'release-bundles': { include_patterns: ['**'], exclude_patterns: [] } },
      actions: { users: { dev: ['READ', 'DISTRIBUTE'] }, groups: {} },
    },
  },
};

function pickers() {
  return [
    mockCall(userRoutes.table, () => ({ users: [user('dev'), user('qa')] })),
    mockCall(groupRoutes.table, () => ({ groups: [group('team'), group('readers')] })),
    mockCall(repositoryRoutes.list, () => [
      { key: 'libs-release', type: 'LOCAL', description: '', packageType: 'maven' },
    ]),
  ];
}

function listOf(permissions: Permission[]) {
  return mockCall(permissionRoutes.table, () => ({ permissions }));
}

/** A wizard step: its name is the marker (a number or an icon), the title and any state words. */
const step = (title: string) => screen.getByRole('button', { name: new RegExp(`^\\d?\\s*${title}\\s*(,|$)`) });

async function region(name: string) {
  return within(await screen.findByRole('region', { name }));
}

async function choose(view: View, combobox: HTMLElement, option: string) {
  await view.user.click(combobox);
  await view.user.click(await screen.findByTitle(option));
}

async function addPrincipal(view: View, label: 'Add user' | 'Add group', name: string) {
  await view.user.type(screen.getByRole('combobox', { name: label }), name);
  await view.user.click(await screen.findByTitle(name));
}

async function tick(view: View, principal: string, resource: string, action: string) {
  const card = await region(principal);
  await view.user.click(within(card.getByRole('group', { name: resource })).getByRole('checkbox', { name: action }));
}

describe('permission editor', () => {
  it('R1.66 opens the permissions list, the create screen and the edit screen', async () => {
    server.use(
      ...startupHandlers(adminUser),
      listOf([saved]),
      ...pickers(),
      mockCall(permissionRoutes.get, () => saved),
    );
    const view = renderApp('/admin/management/permissions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Permissions' })).toBeTruthy();

    await view.user.click(await screen.findByRole('button', { name: 'New permission' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New permission' })).toBeTruthy();
    expect(view.currentPath()).toBe('/admin/management/permissions/create');
    expect(screen.getByRole('list', { name: 'Permission steps' })).toBeTruthy();

    await view.router.navigate('/admin/management/permissions/edit/readers');
    expect(await screen.findByRole('heading', { level: 1, name: "Edit permission 'readers'" })).toBeTruthy();
    const name = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
    expect(name.value).toBe('readers');
    expect(name.readOnly).toBe(true);
  });

  it('creates a permission with ANY LOCAL, a repository key, shared patterns and principals', async () => {
    const posted: unknown[] = [];
    server.use(
      ...startupHandlers(adminUser),
      ...pickers(),
      mockCall(permissionRoutes.create, async ({ request }) => {
        const body = (await request.json()) as Permission;
        posted.push(body);
        return HttpResponse.json(body, { status: 201 });
      }),
      listOf([]),
    );
    const view = renderApp('/admin/management/permissions/create');

    await view.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'deployers');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));

    const repositories = await region('Repositories');
    const targets = repositories.getByRole('combobox', { name: 'Targets' });
    await choose(view, targets, 'Any local');
    await view.user.type(targets, 'libs-release{Enter}');
    await view.user.type(repositories.getByRole('textbox', { name: 'Include Patterns' }), 'org/acme/**{Enter}');
    await view.user.type(repositories.getByRole('textbox', { name: 'Exclude Patterns' }), '**/*.tmp{Enter}');
    await view.user.click(screen.getByRole('switch', { name: 'Grant on builds' }));
    await view.user.type(
      (await region('Builds')).getByRole('combobox', { name: 'Targets' }),
      'artifactory-build-info{Enter}',
    );
    await view.user.click(screen.getByRole('button', { name: 'Next' }));

    await addPrincipal(view, 'Add user', 'dev');
    await tick(view, 'dev', 'Repositories', 'Read');
    await tick(view, 'dev', 'Repositories', 'Deploy/Cache');
    await tick(view, 'dev', 'Builds', 'Manage Xray Metadata');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));

    await addPrincipal(view, 'Add group', 'team');
    await tick(view, 'team', 'Repositories', 'Read');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Targets: Any local, libs-release')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.currentPath()).toBe('/admin/management/permissions'));
    expect(await screen.findByText("Permission 'deployers' created")).toBeTruthy();
    const patterns = { include_patterns: ['org/acme/**'], exclude_patterns: ['**/*.tmp'] };
    expect(posted).toEqual([
      {
        name: 'deployers',
        resources: {
          artifact: {
            targets: { 'ANY LOCAL': patterns, 'libs-release': patterns },
            actions: { users: { dev: ['READ', 'WRITE'] }, groups: { team: ['READ'] } },
          },
          build: {
            targets: { 'artifactory-build-info': { include_patterns: ['**/*'], exclude_patterns: [] } },
            actions: { users: { dev: ['SCAN'] }, groups: {} },
          },
        },
      },
    ]);
  });

  it('replaces the whole permission with PUT when an edit is saved', async () => {
    const put: unknown[] = [];
    server.use(
      ...startupHandlers(adminUser),
      ...pickers(),
      mockCall(permissionRoutes.get, () => saved),
      mockCall(permissionRoutes.replace, async ({ request }) => {
        const body = (await request.json()) as Permission;
        put.push(body);
        return body;
      }),
      listOf([saved]),
    );
    const view = renderApp('/admin/management/permissions/edit/readers');
    await screen.findByRole('textbox', { name: 'Name' });
    await view.user.click(step('Users'));
    await tick(view, 'dev', 'Repositories', 'Delete/Overwrite');
    await addPrincipal(view, 'Add user', 'qa');
    await tick(view, 'qa', 'Release bundles', 'Distribute');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.currentPath()).toBe('/admin/management/permissions'));
    expect(await screen.findByText("Permission 'readers' saved")).toBeTruthy();
    expect(put).toEqual([
      {
        name: 'readers',
        resources: {
          artifact: {
            targets: { 'libs-release': { include_patterns: ['org/**'], exclude_patterns: [] } },
            actions: { users: { dev: ['READ', 'DELETE'] }, groups: { team: ['READ'] } },
          },
          release_bundle: {
            targets: { 'release-bundles': { include_patterns: ['**'], exclude_patterns: [] } },
            actions: { users: { dev: ['READ', 'DISTRIBUTE'], qa: ['DISTRIBUTE'] }, groups: {} },
          },
        },
      },
    ]);
  });

  it("shows the server's message when saving fails and stays on the form", async () => {
    server.use(
      ...startupHandlers(adminUser),
      ...pickers(),
      mockCall(permissionRoutes.create, () =>
        HttpResponse.json(
          { errors: [{ status: 409, message: "Permission 'readers' already exists" }] },
          { status: 409 },
        ),
      ),
    );
    const view = renderApp('/admin/management/permissions/create');
    await view.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'readers');
    await view.user.click(step('Review'));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Permission 'readers' already exists")).toBeTruthy();
    expect(view.currentPath()).toBe('/admin/management/permissions/create');
  });

  it('offers the repositories that exist as targets, beside any repository of a kind', async () => {
    server.use(...startupHandlers(adminUser), ...pickers(), listOf([]));
    const view = renderApp('/admin/management/permissions/create');
    await view.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'readers');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await view.user.click((await region('Repositories')).getByRole('combobox', { name: 'Targets' }));
    expect(await screen.findByTitle('libs-release')).toBeTruthy();
    expect(screen.getByTitle('Any local')).toBeTruthy();
  });

  it('asks for a name before leaving the first step', async () => {
    server.use(...startupHandlers(adminUser), ...pickers());
    const view = renderApp('/admin/management/permissions/create');
    await screen.findByRole('textbox', { name: 'Name' });
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter a name')).toBeTruthy();
    const general = step('General');
    expect(general.getAttribute('aria-current')).toBe('step');
    expect(general.textContent).toMatch(/invalid/);
    expect(screen.queryByRole('region', { name: 'Repositories' })).toBeNull();
  });

  it('asks before discarding unsaved changes', async () => {
    server.use(...startupHandlers(adminUser), ...pickers(), listOf([]));
    const view = renderApp('/admin/management/permissions/create');
    await view.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'draft');
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));

    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(specMessages.unsavedChanges)).toBeTruthy();
    await view.user.click(dialog.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/management/permissions/create'));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('draft');

    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialogs = await screen.findAllByRole('dialog');
    const newest = dialogs.at(-1);
    if (!newest) throw new Error('no dialog');
    await view.user.click(within(newest).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/management/permissions'));
  });

  it('leaves an untouched form without asking', async () => {
    server.use(...startupHandlers(adminUser), ...pickers(), listOf([]));
    const view = renderApp('/admin/management/permissions/create');
    await screen.findByRole('textbox', { name: 'Name' });
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/management/permissions'));
    expect(screen.queryByText(specMessages.unsavedChanges)).toBeNull();
  });
});
