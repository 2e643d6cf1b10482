import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { LoaderFunction, Params, RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';
import { currentUserQueryOptions } from '../../shared/session/current-user.ts';
import { hasPackageSearch, packageListFilterOf } from './package-list-search.ts';

// Each page is its own chunk, loaded when its route is first entered.
const packagesPage = async () => ({ Component: (await import('./pages/packages-page.tsx')).PackagesPage });
const packagePage = async () => ({ Component: (await import('./pages/package-page.tsx')).PackagePage });
const packageVersionPage = async () => ({
  Component: (await import('./pages/package-version-page.tsx')).PackageVersionPage,
});
// The package's name in the breadcrumbs reads the package's query, which the console's entry should
// not carry: it loads once a package's page shows (whose chunk holds that query already), and the
// crumb says 'Package' until then, as it does while the query is pending.
const PackageName = lazy(async () => ({ default: (await import('./components/package-crumb.tsx')).PackageCrumb }));

function PackageCrumb({ params }: { params: Params }) {
  return (
    <Suspense fallback="Package">
      <PackageName params={params} />
    </Suspense>
  );
}

/**
 * The list's first page is asked for beside the list's code, not once the page first renders, so
 * the two travel together. Only for those who see the list: an administrator, or anyone with a
 * search (R10.26); a user not known yet (the console's first load) is left to the page. The query
 * module is its own chunk, shared with the page, so the shell does not carry it.
 */
function listPrefetch(queryClient: QueryClient): LoaderFunction {
  return ({ request }) => {
    const filter = packageListFilterOf(new URL(request.url).searchParams);
    const user = queryClient.getQueryData(currentUserQueryOptions().queryKey);
    if (hasPackageSearch(filter) || user?.admin === true) {
      void import('./api/package-list-queries.ts').then(({ packageListQueryOptions }) =>
        queryClient.prefetchInfiniteQuery(packageListQueryOptions(filter)),
      );
    }
    return null;
  };
}

/** The packages list, a package and one of its versions. */
export function packagesRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    // Hidden on a lightweight instance (R11.21): guard 6 then leads to repos (R3.12).
    {
      path: paths.packages(),
      handle: { title: 'Packages', rules: ['packages'] } satisfies RouteHandle,
      children: [
        { index: true, lazy: packagesPage, loader: listPrefetch(queryClient) },
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
