import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../shared/routing/paths.ts';
import type { RouteHandle } from './route-handle.ts';

// Each page is its own chunk, loaded when its route is first entered.
const usersListPage = async () => ({
  Component: (await import('../features/users/pages/users-list-page.tsx')).UsersListPage,
});
const userEditorPage = async () => ({
  Component: (await import('../features/users/pages/user-editor-page.tsx')).UserEditorPage,
});
const groupsListPage = async () => ({
  Component: (await import('../features/groups/pages/groups-list-page.tsx')).GroupsListPage,
});
const groupEditorPage = async () => ({
  Component: (await import('../features/groups/pages/group-editor-page.tsx')).GroupEditorPage,
});
const permissionsListPage = async () => ({
  Component: (await import('../features/permissions/pages/permissions-list-page.tsx')).PermissionsListPage,
});
const permissionEditorPage = async () => ({
  Component: (await import('../features/permissions/pages/permission-editor-page.tsx')).PermissionEditorPage,
});
const effectivePermissionsPage = async () => ({
  Component: (await import('../features/permissions/pages/effective-permissions-page.tsx')).EffectivePermissionsPage,
});
const projectsListPage = async () => ({
  Component: (await import('../features/projects/pages/projects-list-page.tsx')).ProjectsListPage,
});
const projectNewPage = async () => ({
  Component: (await import('../features/projects/pages/project-new-page.tsx')).ProjectNewPage,
});
const projectSettingsPage = async () => ({
  Component: (await import('../features/projects/pages/project-settings-page.tsx')).ProjectSettingsPage,
});
const repositoriesListPage = async () => ({
  Component: (await import('../features/repositories/pages/repositories-list-page.tsx')).RepositoriesListPage,
});
const repositoryEditorPage = async () => ({
  Component: (await import('../features/repositories/pages/repository-editor-page.tsx')).RepositoryEditorPage,
});
const webhooksListPage = async () => ({
  Component: (await import('../features/webhooks/pages/webhooks-list-page.tsx')).WebhooksListPage,
});
const webhookEditorPage = async () => ({
  Component: (await import('../features/webhooks/pages/webhook-editor-page.tsx')).WebhookEditorPage,
});
const generalConfigPage = async () => ({
  Component: (await import('../features/general-config/pages/general-config-page.tsx')).GeneralConfigPage,
});
const proxiesListPage = async () => ({
  Component: (await import('../features/proxies/pages/proxies-list-page.tsx')).ProxiesListPage,
});
const proxyEditorPage = async () => ({
  Component: (await import('../features/proxies/pages/proxy-editor-page.tsx')).ProxyEditorPage,
});
const topologyPage = async () => ({
  Component: (await import('../features/topology/pages/topology-page.tsx')).TopologyPage,
});
const systemLogsPage = async () => ({
  Component: (await import('../features/monitoring/pages/system-logs-page.tsx')).SystemLogsPage,
});
const serviceStatusPage = async () => ({
  Component: (await import('../features/monitoring/pages/service-status-page.tsx')).ServiceStatusPage,
});
const pdnMonitoringPage = async () => ({
  Component: (await import('../features/companion-routes/pages/pdn-monitoring-page.tsx')).PdnMonitoringPage,
});
const adminMenuPage = async () => ({
  Component: (await import('./navigation/admin-menu-page.tsx')).AdminMenuPage,
});
const userProfilePage = async () => ({
  Component: (await import('../features/profile/pages/user-profile-page.tsx')).UserProfilePage,
});

/** The route-name prefix of the management screens (R1.63). */
export const MANAGEMENT_ROUTE_PREFIX = 'admin.management';

const admin = { admin: true } as const;

function management(area: string, screen: string, title: string): RouteHandle {
  return { title, name: `${MANAGEMENT_ROUTE_PREFIX}.${area}.${screen}`, access: admin };
}

/**
 * The administration screens (shell.md §2): users, groups and permissions under
 * /admin/management (R1.63–R1.66), projects under /admin/projects. Administrators only, apart from
 * a project's settings, which its project administrators open too; each route carries the rules of
 * its menu entry (menus.tsx), and the server checks every call again.
 */
export function adminRoutes(): RouteObject[] {
  return [
    // R1.49
    { path: paths.admin(), element: <Navigate to={paths.adminUsers()} replace />, handle: { access: admin } },
    { path: paths.adminUsers(), lazy: usersListPage, handle: management('users', 'list', 'Users') },
    { path: paths.adminUserNew(), lazy: userEditorPage, handle: management('users', 'new', 'New user') },
    {
      path: '/admin/management/users/:userName/edit',
      lazy: userEditorPage,
      handle: management('users', 'edit', 'Edit user'),
    },
    { path: paths.adminGroups(), lazy: groupsListPage, handle: management('groups', 'list', 'Groups') },
    { path: paths.adminGroupNew(), lazy: groupEditorPage, handle: management('groups', 'new', 'New group') },
    {
      path: '/admin/management/groups/:groupName/edit',
      lazy: groupEditorPage,
      handle: management('groups', 'edit', 'Edit group'),
    },
    {
      path: paths.adminPermissions(),
      lazy: permissionsListPage,
      handle: management('permissions', 'list', 'Permissions'),
    },
    {
      path: paths.adminPermissionCreate(),
      lazy: permissionEditorPage,
      handle: management('permissions', 'create', 'New permission'),
    },
    {
      path: '/admin/management/permissions/edit/:permissionName',
      lazy: permissionEditorPage,
      handle: management('permissions', 'edit', 'Edit permission'),
    },
    {
      path: '/admin/management/permissions/effective',
      lazy: effectivePermissionsPage,
      handle: management('permissions', 'effective', 'Effective permissions'),
    },
    {
      path: '/admin/repositories/:kind',
      lazy: repositoriesListPage,
      handle: { title: 'Repositories', name: 'admin.repositories.list', access: admin } satisfies RouteHandle,
    },
    {
      path: '/admin/repositories/:kind/new',
      lazy: repositoryEditorPage,
      handle: { title: 'New repository', name: 'admin.repositories.new', access: admin } satisfies RouteHandle,
    },
    {
      path: '/admin/repositories/:kind/:repoKey/edit',
      lazy: repositoryEditorPage,
      handle: { title: 'Edit repository', name: 'admin.repositories.edit', access: admin } satisfies RouteHandle,
    },
    // R1.51–R1.53
    {
      path: paths.adminWebhooks(),
      lazy: webhooksListPage,
      handle: { title: 'Webhooks', name: 'admin.configuration.webhooks.list', access: admin } satisfies RouteHandle,
    },
    {
      path: paths.adminWebhookNew(),
      lazy: webhookEditorPage,
      handle: { title: 'New webhook', name: 'admin.configuration.webhooks.new', access: admin } satisfies RouteHandle,
    },
    {
      path: '/admin/configuration/webhooks/edit/:webhookName',
      lazy: webhookEditorPage,
      handle: { title: 'Edit webhook', name: 'admin.configuration.webhooks.edit', access: admin } satisfies RouteHandle,
    },
    // R1.54
    {
      path: paths.adminGeneralConfig(),
      lazy: generalConfigPage,
      handle: {
        title: 'General configuration',
        name: 'admin.configuration.general',
        access: admin,
      } satisfies RouteHandle,
    },
    // R1.60–R1.62
    {
      path: paths.adminProxies(),
      lazy: proxiesListPage,
      handle: { title: 'Proxies', name: 'admin.proxies.configuration.list', access: admin } satisfies RouteHandle,
    },
    {
      path: paths.adminProxyNew(),
      lazy: proxyEditorPage,
      handle: { title: 'New proxy', name: 'admin.proxies.configuration.new', access: admin } satisfies RouteHandle,
    },
    {
      path: '/admin/proxies/configuration/edit/:proxyName',
      lazy: proxyEditorPage,
      handle: { title: 'Edit proxy', name: 'admin.proxies.configuration.edit', access: admin } satisfies RouteHandle,
    },
    {
      path: paths.licenses(),
      lazy: async () => ({
        Component: (await import('../features/licenses/pages/licenses-page.tsx')).LicensesPage,
      }),
      handle: { title: 'Licenses', name: 'admin.licenses', access: admin } satisfies RouteHandle,
    },
    // R1.56, R1.58, R1.59
    {
      path: paths.adminSystemLogs(),
      lazy: systemLogsPage,
      handle: { title: 'System Logs', name: 'admin.monitoring.system_logs', access: admin } satisfies RouteHandle,
    },
    {
      path: paths.adminServiceStatus(),
      lazy: serviceStatusPage,
      handle: {
        title: 'Service Status',
        name: 'admin.monitoring.service-status',
        access: admin,
      } satisfies RouteHandle,
    },
    // R1.57: without the PDN service the page shows the PDN teaser.
    {
      path: paths.adminPdn(),
      lazy: pdnMonitoringPage,
      handle: { title: 'Peer Distribution Network', name: 'admin.monitoring.pdn', access: admin } satisfies RouteHandle,
    },
    // The support zone (/admin/support-zone) is the support micro-frontend's route, added when the
    // server's registry lists it (microfrontend-routes.tsx).
    // Where administrators land from a screen closed to them (guard 6).
    { path: paths.topology(), lazy: topologyPage, handle: { title: 'Topology', name: 'topology', access: admin } },
    // R1.50
    {
      path: paths.adminMenu(),
      lazy: adminMenuPage,
      handle: { title: 'Administration', name: 'admin.menu', access: admin } satisfies RouteHandle,
    },
    {
      path: paths.adminProjects(),
      lazy: projectsListPage,
      handle: {
        title: 'Projects',
        name: 'admin.projects.list',
        access: admin,
        rules: ['adminProjects'],
      } satisfies RouteHandle,
    },
    {
      path: paths.adminProjectNew(),
      lazy: projectNewPage,
      handle: {
        title: 'New project',
        name: 'admin.projects.new',
        access: admin,
        rules: ['adminProjects'],
      } satisfies RouteHandle,
    },
    {
      path: '/admin/projects/:projectKey/:section',
      lazy: projectSettingsPage,
      // Project administrators too (R7.05): the rule, not the admin flag, decides.
      handle: {
        title: 'Project settings',
        name: 'admin.projects.settings',
        rules: ['projectAdministration'],
      } satisfies RouteHandle,
    },
  ];
}

/** The user's own profile: any logged-in user. */
export function profileRoutes(): RouteObject[] {
  return [
    {
      path: paths.userProfile(),
      lazy: userProfilePage,
      handle: { title: 'User profile', name: 'userProfile' } satisfies RouteHandle,
    },
  ];
}
