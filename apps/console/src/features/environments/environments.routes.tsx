import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';

const environmentsPage = async () => ({ Component: (await import('./pages/environments-page.tsx')).EnvironmentsPage });

/** R8.16: the global environments, for administrators. */
export function environmentsRoutes(): RouteObject[] {
  return [
    {
      path: paths.adminEnvironments(),
      lazy: environmentsPage,
      handle: {
        title: 'Environments',
        name: 'admin.environments',
        access: { admin: true },
      } satisfies RouteHandle,
    },
  ];
}
