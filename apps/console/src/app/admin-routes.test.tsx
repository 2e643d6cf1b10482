import { apiPaths } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, regularUser } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { server, startupHandlers } from '../test/server.ts';
import { adminRoutes, MANAGEMENT_ROUTE_PREFIX } from './admin-routes.tsx';
import { readHandle } from './route-handle.ts';

const emptyTables = [
  http.get(apiPaths.consoleUsers, () => HttpResponse.json({ users: [] })),
  http.get(apiPaths.consoleGroups, () => HttpResponse.json({ groups: [] })),
];

describe('administration routes', () => {
  it('R1.63 names every management route admin.management.{users|groups|permissions}.<screen>', () => {
    const names = adminRoutes()
      .map((route) => readHandle(route.handle).name)
      .filter((name): name is string => name?.startsWith(`${MANAGEMENT_ROUTE_PREFIX}.`) === true);
    expect(names).toEqual([
      'admin.management.users.list',
      'admin.management.users.new',
      'admin.management.users.edit',
      'admin.management.groups.list',
      'admin.management.groups.new',
      'admin.management.groups.edit',
      'admin.management.permissions.list',
      'admin.management.permissions.create',
      'admin.management.permissions.edit',
      'admin.management.permissions.effective',
      'admin.management.tokens.list',
    ]);
    // Every administration screen is for administrators, apart from a project's settings, which
    // its project administrators open too under the project administration rule.
    for (const route of adminRoutes()) {
      const handle = readHandle(route.handle);
      if (handle.name === 'admin.projects.settings') expect(handle.rules).toEqual(['projectAdministration']);
      else expect(handle.access?.admin).toBe(true);
    }
  });

  it('R1.49 sends /admin on to the users list', async () => {
    server.use(...startupHandlers(adminUser), ...emptyTables);
    const view = renderApp('/admin');
    await waitFor(() => expect(view.currentPath()).toBe('/admin/management/users'));
  });

  it('keeps a user who is not an administrator out of the management screens', async () => {
    server.use(...startupHandlers(regularUser));
    const view = renderApp('/admin/management/users');
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
  });

  it('shows the administration menu to administrators only', async () => {
    server.use(...startupHandlers(adminUser), ...emptyTables);
    const admin = renderApp('/admin/management/users');
    const menu = await screen.findByRole('navigation', { name: 'Application' });
    for (const entry of ['Users', 'Groups', 'Permissions', 'Projects']) {
      expect(within(menu).getByRole('link', { name: entry })).toBeTruthy();
    }
    admin.unmount();

    server.use(...startupHandlers(regularUser));
    renderApp('/packages');
    const userMenu = await screen.findByRole('navigation', { name: 'Application' });
    expect(within(userMenu).getByRole('link', { name: 'Packages' })).toBeTruthy();
    expect(within(userMenu).queryByRole('link', { name: 'Users' })).toBeNull();
  });
});
