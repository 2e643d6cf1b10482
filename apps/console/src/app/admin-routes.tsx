import { Navigate, type RouteObject } from 'react-router';
import { areaTeaserRoutes } from '../features/area-teasers/area-teasers.routes.tsx';
import { authProvidersRoutes } from '../features/auth-providers/auth-providers.routes.tsx';
import { pdnMonitoringRoutes } from '../features/companion-routes/companion-routes.routes.tsx';
import { environmentsRoutes } from '../features/environments/environments.routes.tsx';
import { generalConfigRoutes } from '../features/general-config/general-config.routes.tsx';
import { groupsRoutes } from '../features/groups/groups.routes.tsx';
import { licensesRoutes } from '../features/licenses/licenses.routes.tsx';
import { monitoringRoutes } from '../features/monitoring/monitoring.routes.tsx';
import { permissionsRoutes } from '../features/permissions/permissions.routes.tsx';
import { projectsRoutes } from '../features/projects/projects.routes.tsx';
import { proxiesRoutes } from '../features/proxies/proxies.routes.tsx';
import { repositoriesRoutes } from '../features/repositories/repositories.routes.tsx';
import { storageSummaryRoutes } from '../features/storage-summary/storage-summary.routes.tsx';
import { tokensRoutes } from '../features/tokens/tokens.routes.tsx';
import { topologyRoutes } from '../features/topology/topology.routes.tsx';
import { usersRoutes } from '../features/users/users.routes.tsx';
import { webhooksRoutes } from '../features/webhooks/webhooks.routes.tsx';
import { paths } from '../shared/routing/paths.ts';
import type { RouteHandle } from './route-handle.ts';

export { MANAGEMENT_ROUTE_PREFIX } from '../shared/management/management-route.ts';

// The administration menu is the app's own: it lists every feature's entries.
const adminMenuPage = async () => ({ Component: (await import('./navigation/admin-menu-page.tsx')).AdminMenuPage });

/**
 * The administration screens (shell.md §2), each feature's own routes in the menu's order: users,
 * groups and permissions under /admin/management (R1.63–R1.66), projects under /admin/projects.
 * Administrators only, apart from a project's settings, which its project administrators open too;
 * each route carries the rules of its menu entry (menus.tsx), and the server checks every call again.
 */
export function adminRoutes(): RouteObject[] {
  return [
    // R1.49
    { path: paths.admin(), element: <Navigate to={paths.adminUsers()} replace />, handle: { access: { admin: true } } },
    ...usersRoutes(),
    ...groupsRoutes(),
    ...permissionsRoutes(),
    ...tokensRoutes(),
    ...authProvidersRoutes(),
    ...repositoriesRoutes(),
    ...webhooksRoutes(),
    ...generalConfigRoutes(),
    ...proxiesRoutes(),
    ...licensesRoutes(),
    ...monitoringRoutes(),
    ...storageSummaryRoutes(),
    ...pdnMonitoringRoutes(),
    // The support zone (/admin/support-zone) is the support micro-frontend's route, added when the
    // server's registry lists it (microfrontend-routes.tsx).
    ...topologyRoutes(),
    // R1.50
    {
      path: paths.adminMenu(),
      lazy: adminMenuPage,
      handle: { title: 'Administration', name: 'admin.menu', access: { admin: true } } satisfies RouteHandle,
    },
    ...projectsRoutes(),
    ...environmentsRoutes(),
    ...areaTeaserRoutes(),
  ];
}
