import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';

// The page is its own chunk, loaded when it is first entered.
const licensesPage = async () => ({ Component: (await import('./pages/licenses-page.tsx')).LicensesPage });

/** The licence in effect and its installation, for administrators. */
export function licensesRoutes(): RouteObject[] {
  return [
    {
      path: paths.licenses(),
      lazy: licensesPage,
      handle: {
        title: 'Licenses',
        name: 'admin.licenses',
        access: { admin: true },
        // R1.68: on cloud the page leads to the licence buckets.
        rules: ['cloudLicenses'],
      } satisfies RouteHandle,
    },
  ];
}
