import { groupRoutes, type Permission, permissionRoutes, userRoutes } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

const readers: Permission = {
  name: 'readers',
  resources: {
    artifact: {
      targets: {
        'ANY LOCAL': { include_patterns: ['**'], exclude_patterns: [] },
        'libs-release': { include_patterns: ['**'], exclude_patterns: [] },
      },
      actions: { users: { dev: ['READ'], qa: ['READ'] }, groups: { team: ['READ'] } },
    },
    build: {
      targets: { 'artifactory-build-info': { include_patterns: ['**'], exclude_patterns: [] } },
      actions: { users: { ci: ['READ', 'WRITE'] }, groups: {} },
    },
  },
};

const bundles: Permission = {
  name: 'bundles',
  resources: {
    release_bundle: {
      targets: { 'release-bundles': { include_patterns: ['**'], exclude_patterns: [] } },
      actions: { users: {}, groups: { releasers: ['DISTRIBUTE'] } },
    },
  },
};

function listHandler(list: () => Permission[]) {
  return mockCall(permissionRoutes.table, () => ({ permissions: list() }));
}

async function rowOf(name: string) {
  const table = await screen.findByRole('region', { name: 'Permissions' });
  const link = await within(table).findByRole('link', { name });
  const row = link.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('permissions list', () => {
  it('lists each permission with its repositories, resources, users and groups', async () => {
    server.use(
      ...startupHandlers(adminUser),
      listHandler(() => [readers, bundles]),
    );
    renderApp('/admin/management/permissions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Permissions' })).toBeTruthy();

    const row = within(await rowOf('readers'));
    expect(row.getByRole('link', { name: 'readers' }).getAttribute('href')).toBe(
      '/ui/admin/management/permissions/edit/readers',
    );
    expect(row.getByRole('button', { name: '2 | ANY LOCAL, libs-release' })).toBeTruthy();
    expect(row.getByText('Repositories')).toBeTruthy();
    expect(row.getByText('Builds')).toBeTruthy();
    expect(row.queryByText('Release bundles')).toBeNull();
    expect(row.getByRole('button', { name: '3 | ci, dev, qa' })).toBeTruthy();
    expect(row.getByText('1 | team')).toBeTruthy();

    const other = within(await rowOf('bundles'));
    expect(other.getByText('Release bundles')).toBeTruthy();
    expect(other.getByText('1 | releasers')).toBeTruthy();
    expect(other.getAllByText('None')).toHaveLength(2);
  });

  it('finds permissions by name or principal with the search box', async () => {
    server.use(
      ...startupHandlers(adminUser),
      listHandler(() => [readers, bundles]),
    );
    const view = renderApp('/admin/management/permissions');
    await rowOf('bundles');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Search' }), 'releasers');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'readers' })).toBeNull());
    expect(screen.getByRole('link', { name: 'bundles' })).toBeTruthy();
  });

  it('opens the effective permissions and the new permission screens from the header', async () => {
    server.use(
      ...startupHandlers(adminUser),
      listHandler(() => []),
      mockCall(userRoutes.table, () => ({ users: [] })),
      mockCall(groupRoutes.table, () => ({ groups: [] })),
    );
    const first = renderApp('/admin/management/permissions');
    await first.user.click(await screen.findByRole('button', { name: 'Effective permissions' }));
    await waitFor(() => expect(first.currentPath()).toBe('/admin/management/permissions/effective'));
    first.unmount();
    const second = renderApp('/admin/management/permissions');
    await second.user.click(await screen.findByRole('button', { name: 'New permission' }));
    // The editor is a lazy chunk: on a busy machine it can take more than a second to arrive.
    await waitFor(() => expect(second.currentPath()).toBe('/admin/management/permissions/create'), {
      timeout: 5_000,
    });
  });

  it('deletes a permission only once the deletion is confirmed, then lists it no more', async () => {
    let list = [readers, bundles];
    const deleted: string[] = [];
    server.use(
      ...startupHandlers(adminUser),
      listHandler(() => list),
      mockCall(permissionRoutes.delete, ({ params }) => {
        deleted.push(String(params.name));
        list = list.filter((permission) => permission.name !== params.name);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const view = renderApp('/admin/management/permissions');
    const askToDelete = async () => {
      await view.user.click(within(await rowOf('readers')).getByRole('button', { name: 'Row actions' }));
      await view.user.click(await screen.findByRole('menuitem', { name: /Delete/ }));
      // A closed confirmation stays in the document while antd animates it away: take the newest.
      const dialogs = await screen.findAllByRole('dialog');
      const newest = dialogs.at(-1);
      if (!newest) throw new Error('no dialog');
      return within(newest);
    };

    const first = await askToDelete();
    expect(first.getAllByText("Delete permission 'readers'?").length).toBeGreaterThan(0);
    await view.user.click(first.getByRole('button', { name: 'Cancel' }));

    const second = await askToDelete();
    await view.user.click(second.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'readers' })).toBeNull());
    expect(await screen.findByText("Permission 'readers' deleted")).toBeTruthy();
    // Once: the cancelled question deleted nothing.
    expect(deleted).toEqual(['readers']);
    expect(screen.getByRole('link', { name: 'bundles' })).toBeTruthy();
  });

  it('shows the server message when a deletion fails', async () => {
    server.use(
      ...startupHandlers(adminUser),
      listHandler(() => [readers]),
      mockCall(permissionRoutes.delete, () =>
        HttpResponse.json({ errors: [{ status: 409, message: 'Permission is in use' }] }, { status: 409 }),
      ),
    );
    const view = renderApp('/admin/management/permissions');
    await view.user.click(within(await rowOf('readers')).getByRole('button', { name: 'Row actions' }));
    await view.user.click(await screen.findByRole('menuitem', { name: /Delete/ }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Permission is in use')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'readers' })).toBeTruthy();
  });

  it('opens the editor from the Edit row action', async () => {
    server.use(
      ...startupHandlers(adminUser),
      listHandler(() => [readers]),
      mockCall(permissionRoutes.get, () => readers),
      mockCall(userRoutes.table, () => ({ users: [] })),
      mockCall(groupRoutes.table, () => ({ groups: [] })),
    );
    const view = renderApp('/admin/management/permissions');
    await view.user.click(within(await rowOf('readers')).getByRole('button', { name: 'Row actions' }));
    await view.user.click(await screen.findByRole('menuitem', { name: /Edit/ }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/management/permissions/edit/readers'));
    expect(await screen.findByRole('heading', { level: 1, name: "Edit permission 'readers'" })).toBeTruthy();
    expect(((await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement).value).toBe('readers');
  });

  it('shows why the list could not be loaded', async () => {
    server.use(
      ...startupHandlers(adminUser),
      mockCall(permissionRoutes.table, () =>
        HttpResponse.json({ errors: [{ status: 400, message: 'Permissions are unavailable' }] }, { status: 400 }),
      ),
    );
    renderApp('/admin/management/permissions');
    expect(await screen.findByText('Permissions are unavailable')).toBeTruthy();
  });
});
