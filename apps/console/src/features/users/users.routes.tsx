import type { RouteObject } from 'react-router';
import { managementHandle } from '../../shared/management/management-route.ts';
import { paths } from '../../shared/routing/paths.ts';

// Each page is its own chunk, loaded when its route is first entered.
const usersListPage = async () => ({ Component: (await import('./pages/users-list-page.tsx')).UsersListPage });
const userEditorPage = async () => ({ Component: (await import('./pages/user-editor-page.tsx')).UserEditorPage });

/** R1.63–R1.66: the users under /admin/management, for administrators. */
export function usersRoutes(): RouteObject[] {
  return [
    { path: paths.adminUsers(), lazy: usersListPage, handle: managementHandle('users', 'list', 'Users') },
    { path: paths.adminUserNew(), lazy: userEditorPage, handle: managementHandle('users', 'new', 'New user') },
    {
      path: '/admin/management/users/:userName/edit',
      lazy: userEditorPage,
      handle: { ...managementHandle('users', 'edit', 'Edit user'), crumbParam: 'userName' },
    },
  ];
}
