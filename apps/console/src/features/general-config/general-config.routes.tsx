import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';

// The page is its own chunk, loaded when it is first entered.
const generalConfigPage = async () => ({
  Component: (await import('./pages/general-config-page.tsx')).GeneralConfigPage,
});

/** R1.54: the general configuration, for administrators. */
export function generalConfigRoutes(): RouteObject[] {
  return [
    {
      path: paths.adminGeneralConfig(),
      lazy: generalConfigPage,
      handle: {
        title: 'General configuration',
        name: 'admin.configuration.general',
        access: { admin: true },
      } satisfies RouteHandle,
    },
  ];
}
