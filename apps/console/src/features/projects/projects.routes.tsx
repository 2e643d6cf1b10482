import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';

// Each page is its own chunk, loaded when its route is first entered.
const projectsListPage = async () => ({ Component: (await import('./pages/projects-list-page.tsx')).ProjectsListPage });
const projectNewPage = async () => ({ Component: (await import('./pages/project-new-page.tsx')).ProjectNewPage });
const projectSettingsPage = async () => ({
  Component: (await import('./pages/project-settings-page.tsx')).ProjectSettingsPage,
});

/** The projects under /admin/projects: the list and a new one for administrators, a project's settings. */
export function projectsRoutes(): RouteObject[] {
  return [
    {
      path: paths.adminProjects(),
      lazy: projectsListPage,
      handle: {
        title: 'Projects',
        name: 'admin.projects.list',
        access: { admin: true },
        rules: ['adminProjects'],
      } satisfies RouteHandle,
    },
    {
      path: paths.adminProjectNew(),
      lazy: projectNewPage,
      handle: {
        title: 'New project',
        crumbParent: paths.adminProjects(),
        name: 'admin.projects.new',
        access: { admin: true },
        rules: ['adminProjects'],
      } satisfies RouteHandle,
    },
    {
      path: '/admin/projects/:projectKey/:section',
      lazy: projectSettingsPage,
      // Project administrators too (R7.05): the rule, not the admin flag, decides.
      handle: {
        title: 'Project settings',
        crumbParam: 'projectKey',
        crumbParent: paths.adminProjects(),
        name: 'admin.projects.settings',
        rules: ['projectAdministration'],
      } satisfies RouteHandle,
    },
  ];
}
