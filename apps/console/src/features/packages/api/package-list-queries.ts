import { type MetadataPackageFilter, type MetadataResponse, metadataRoutes, versionDetailRoutes } from '@arca/contract';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { PACKAGES_COUNT_QUERY, PACKAGES_QUERY } from './package-documents.ts';
import { DEFAULT_PACKAGE_ORDER, type PackageListOrder, packageOrderBy } from './package-order.ts';
import {
  type PackageListFilter,
  packageListFilter,
  packagesCountVariables,
  packagesVariables,
} from './package-variables.ts';

export type { PackageListOrder } from './package-order.ts';
export type { PackageListFilter } from './package-variables.ts';

/*
 * The package list's queries, apart from the package and version pages' (package-queries.ts): the
 * list is the screen most visitors open first, and its code does not carry the detail pages' calls.
 */

export const packageKeys = {
  all: ['packages'] as const,
  list: (filter: MetadataPackageFilter, order: PackageListOrder) =>
    [...packageKeys.all, 'list', filter, order] as const,
  count: () => [...packageKeys.all, 'count'] as const,
  types: () => [...packageKeys.all, 'types'] as const,
  one: (id: string) => [...packageKeys.all, 'one', id] as const,
  versions: (id: string, releasesOnly: boolean) => [...packageKeys.all, 'versions', id, releasesOnly] as const,
  version: (id: string, name: string) => [...packageKeys.all, 'version', id, name] as const,
  readme: (versionId: string, path: string) => [...packageKeys.all, 'readme', versionId, path] as const,
  layers: (repoKey: string, path: string) => [...packageKeys.all, 'layers', repoKey, path] as const,
  builds: (repoKey: string, path: string) => [...packageKeys.all, 'builds', repoKey, path] as const,
  dependencies: (repoKey: string, path: string) => [...packageKeys.all, 'dependencies', repoKey, path] as const,
  properties: (repoKey: string, path: string) => [...packageKeys.all, 'properties', repoKey, path] as const,
};

/** What a metadata call selected; GraphQL errors fail it like an HTTP error. */
export function dataOf<T>(response: MetadataResponse<T>): T {
  if (response.errors?.length || !response.data) throw new Error(response.errors?.[0]?.message ?? 'No data');
  return response.data;
}

/**
 * R10.18, R10.19: the index says, in its answer's GraphQL extensions, that it is being migrated after
 * an upgrade, so a search may not find everything yet.
 */
export function migrationRunningIn(response: object): boolean {
  if (!('extensions' in response)) return false;
  const { extensions } = response;
  return typeof extensions === 'object' && extensions !== null && 'migrationRunning' in extensions
    ? extensions.migrationRunning === true
    : false;
}

/** `mds/packages`: cursor paged (R10.31), 100 a page (R10.30), by name ascending unless told otherwise (R10.27). */
/** How long a list page fetched ahead of its screen counts as the screen's own. */
const PREFETCHED_FOR_MS = 5_000;
const notJustFetched = (query: { state: { dataUpdatedAt: number } }) =>
  Date.now() - query.state.dataUpdatedAt > PREFETCHED_FOR_MS;

export function packageListQueryOptions(filter: PackageListFilter, order: PackageListOrder = DEFAULT_PACKAGE_ORDER) {
  return infiniteQueryOptions({
    queryKey: packageKeys.list(packageListFilter(filter), order),
    // The route's loader asks before the page's code has come: an answer that arrived first is
    // the page's, not one to ask for again the moment the page mounts. Later mounts ask as usual.
    refetchOnMount: notJustFetched,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const response = await call(metadataRoutes.packages, {
        body: {
          graphQL: PACKAGES_QUERY,
          variables: { ...packagesVariables(filter, pageParam), orderBy: packageOrderBy(order) },
        },
      });
      return { ...dataOf(response).packages, migrationRunning: migrationRunningIn(response) };
    },
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? last.pageInfo.endCursor : null),
  });
}

export function usePackages(filter: PackageListFilter, order: PackageListOrder = DEFAULT_PACKAGE_ORDER) {
  return useInfiniteQuery(packageListQueryOptions(filter, order));
}

/**
 * The package types that hold packages the caller can read: the list's type filter offers these.
 * Asked for only once `wanted` (the filter opened), not with every list.
 */
export function usePackageTypes(wanted: boolean) {
  return useQuery({
    queryKey: packageKeys.types(),
    enabled: wanted,
    // Types come and go with whole repositories; a minute old is fresh enough for a filter's options.
    staleTime: 60_000,
    queryFn: async () =>
      (await call(versionDetailRoutes.availablePackages, { priority: 'low' })).packageTypes.map(
        (entry) => entry.packageType,
      ),
  });
}

/** R10.26: how many packages the caller can read, asked once and kept while the session lasts. */
export function usePackagesCount() {
  return useQuery({
    queryKey: packageKeys.count(),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () =>
      dataOf(
        await call(metadataRoutes.packages, {
          body: { graphQL: PACKAGES_COUNT_QUERY, variables: packagesCountVariables() },
        }),
      ).packages.totalCount,
  });
}
