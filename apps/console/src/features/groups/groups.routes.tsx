import type { RouteObject } from 'react-router';
import { managementHandle } from '../../shared/management/management-route.ts';
import { paths } from '../../shared/routing/paths.ts';

// Each page is its own chunk, loaded when its route is first entered.
const groupsListPage = async () => ({ Component: (await import('./pages/groups-list-page.tsx')).GroupsListPage });
const groupEditorPage = async () => ({ Component: (await import('./pages/group-editor-page.tsx')).GroupEditorPage });

/** R1.63–R1.66: the groups under /admin/management, for administrators. */
export function groupsRoutes(): RouteObject[] {
  return [
    { path: paths.adminGroups(), lazy: groupsListPage, handle: managementHandle('groups', 'list', 'Groups') },
    { path: paths.adminGroupNew(), lazy: groupEditorPage, handle: managementHandle('groups', 'new', 'New group') },
    {
      path: '/admin/management/groups/:groupName/edit',
      lazy: groupEditorPage,
      handle: { ...managementHandle('groups', 'edit', 'Edit group'), crumbParam: 'groupName' },
    },
  ];
}
