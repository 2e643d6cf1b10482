import type { RouteObject } from 'react-router';
import { managementHandle } from '../../shared/management/management-route.ts';
import { paths } from '../../shared/routing/paths.ts';

// Each page is its own chunk, loaded when its route is first entered.
const permissionsListPage = async () => ({
  Component: (await import('./pages/permissions-list-page.tsx')).PermissionsListPage,
});
const permissionEditorPage = async () => ({
  Component: (await import('./pages/permission-editor-page.tsx')).PermissionEditorPage,
});
const effectivePermissionsPage = async () => ({
  Component: (await import('./pages/effective-permissions-page.tsx')).EffectivePermissionsPage,
});

/** R1.63–R1.66: the permissions and the effective permissions under /admin/management, for administrators. */
export function permissionsRoutes(): RouteObject[] {
  return [
    {
      path: paths.adminPermissions(),
      lazy: permissionsListPage,
      handle: managementHandle('permissions', 'list', 'Permissions'),
    },
    {
      path: paths.adminPermissionCreate(),
      lazy: permissionEditorPage,
      handle: managementHandle('permissions', 'create', 'New permission'),
    },
    {
      path: '/admin/management/permissions/edit/:permissionName',
      lazy: permissionEditorPage,
      handle: { ...managementHandle('permissions', 'edit', 'Edit permission'), crumbParam: 'permissionName' },
    },
    {
      path: '/admin/management/permissions/effective',
      lazy: effectivePermissionsPage,
      handle: managementHandle('permissions', 'effective', 'Effective permissions'),
    },
  ];
}
