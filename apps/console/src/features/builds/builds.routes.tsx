import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';

// Each page is its own chunk, loaded when its route is first entered.
const buildsPage = async () => ({ Component: (await import('./pages/builds-page.tsx')).BuildsPage });
const buildRunsPage = async () => ({ Component: (await import('./pages/build-runs-page.tsx')).BuildRunsPage });
const buildInfoPage = async () => ({ Component: (await import('./pages/build-info-page.tsx')).BuildInfoPage });

/** The builds, a build's runs and one run's build info. */
export function buildsRoutes(): RouteObject[] {
  return [
    // Builds follow the builds rule: anonymous visitors need anonymous access and the build basic view (R7.02).
    {
      path: paths.builds(),
      handle: { title: 'Builds', rules: ['builds'] } satisfies RouteHandle,
      children: [
        { index: true, lazy: buildsPage },
        {
          path: ':name',
          handle: { crumbParam: 'name' } satisfies RouteHandle,
          children: [
            { index: true, lazy: buildRunsPage },
            { path: ':number', lazy: buildInfoPage, handle: { crumbParam: 'number' } satisfies RouteHandle },
          ],
        },
      ],
    },
  ];
}
