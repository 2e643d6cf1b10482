import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';
import { PackageCrumb } from './components/package-crumb.tsx';

// Each page is its own chunk, loaded when its route is first entered.
const packagesPage = async () => ({ Component: (await import('./pages/packages-page.tsx')).PackagesPage });
const packagePage = async () => ({ Component: (await import('./pages/package-page.tsx')).PackagePage });
const packageVersionPage = async () => ({
  Component: (await import('./pages/package-version-page.tsx')).PackageVersionPage,
});

/** The packages list, a package and one of its versions. */
export function packagesRoutes(): RouteObject[] {
  return [
    // Hidden on a lightweight instance (R11.21): guard 6 then leads to repos (R3.12).
    {
      path: paths.packages(),
      handle: { title: 'Packages', rules: ['packages'] } satisfies RouteHandle,
      children: [
        { index: true, lazy: packagesPage },
        {
          path: ':packageId',
          handle: { title: 'Package', crumb: PackageCrumb } satisfies RouteHandle,
          children: [
            { index: true, lazy: packagePage },
            { path: ':versionId', lazy: packageVersionPage, handle: { crumbParam: 'versionId' } satisfies RouteHandle },
          ],
        },
      ],
    },
  ];
}
