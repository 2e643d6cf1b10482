import {
  type ArtifactBuild,
  artifactBrowserRoutes,
  type DockerLayersRequest,
  type DockerLayersView,
  type MetadataPackage,
  type MetadataPackageFilter,
  type MetadataResponse,
  type MetadataVersion,
  metadataRoutes,
  type VersionDependency,
  type VersionProperties,
  versionDetailRoutes,
} from '@arca/contract';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { PACKAGE_QUERY, PACKAGES_COUNT_QUERY, PACKAGES_QUERY, VERSIONS_QUERY } from './package-documents.ts';
import { DEFAULT_PACKAGE_ORDER, type PackageListOrder, packageOrderBy } from './package-order.ts';
import {
  type PackageListFilter,
  packageListFilter,
  packagesCountVariables,
  packagesVariables,
  versionsVariables,
  versionVariables,
} from './package-variables.ts';

export type { PackageListOrder } from './package-order.ts';
export type { PackageListFilter } from './package-variables.ts';

const packageKeys = {
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
function dataOf<T>(response: MetadataResponse<T>): T {
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

/** R10.62: what the package page shows when its package cannot be read. */
export function emptyPackage(id: string): MetadataPackage {
  return {
    id,
    name: '',
    created: '',
    modified: '',
    description: null,
    latestVersion: null,
    packageType: '',
    versionsCount: 0,
    stats: { downloads: 0, followers: 0 },
    tags: [],
    licenses: null,
    vulnerabilities: {},
    repos: [],
  };
}

/**
 * `mds/package`. An id the server does not know (yet) answers null: the package is still being
 * indexed (R10.17). A failed call gives the empty package (R10.62).
 */
export function usePackage(id: string) {
  return useQuery({
    queryKey: packageKeys.one(id),
    queryFn: async (): Promise<MetadataPackage | null> => {
      try {
        return dataOf(await call(metadataRoutes.package, { body: { graphQL: PACKAGE_QUERY, variables: { id } } }))
          .package;
      } catch {
        return emptyPackage(id);
      }
    },
  });
}

/** `mds/versions` of one package, 100 a page, by name descending (R10.28); optionally releases only. */
export function useVersions(packageId: string, releasesOnly = false) {
  return useInfiniteQuery({
    queryKey: packageKeys.versions(packageId, releasesOnly),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      dataOf(
        await call(metadataRoutes.versions, {
          body: { graphQL: VERSIONS_QUERY, variables: versionsVariables(packageId, releasesOnly, pageParam) },
        }),
      ).versions,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? last.pageInfo.endCursor : null),
  });
}

/** One version by its exact name, with its files, so the lead file and digest can be shown. */
export function useVersion(packageId: string, name: string, enabled = true) {
  return useQuery({
    queryKey: packageKeys.version(packageId, name),
    enabled,
    queryFn: async (): Promise<MetadataVersion | null> => {
      const data = dataOf(
        await call(metadataRoutes.versions, {
          body: { graphQL: VERSIONS_QUERY, variables: versionVariables(packageId, name) },
        }),
      );
      return data.versions.edges[0]?.node ?? null;
    },
  });
}

// The detail calls are low priority: a failure empties the value quietly rather than interrupting (R10.63).

/** R10.54, R10.63: the version's readme, or null when it cannot be read. */
export function useReadme(versionId: string, path: string, enabled: boolean) {
  return useQuery({
    queryKey: packageKeys.readme(versionId, path),
    enabled,
    queryFn: async (): Promise<string | null> => {
      try {
        return (await call(versionDetailRoutes.readme, { params: { id: versionId }, query: { path }, priority: 'low' }))
          .readme;
      } catch {
        return null;
      }
    },
  });
}

/** R10.55, R10.63: a docker tag's layers, or null when they cannot be read. */
export function useDockerLayers(repoKey: string, path: string, enabled: boolean) {
  return useQuery({
    queryKey: packageKeys.layers(repoKey, path),
    enabled,
    queryFn: async (): Promise<DockerLayersView | null> => {
      try {
        const body: DockerLayersRequest = { repoKey, path, view: 'dockerv2' };
        return await call(versionDetailRoutes.dockerLayers, { body, priority: 'low' });
      } catch {
        return null;
      }
    },
  });
}

/** R10.53, R10.63: the builds the version's lead file belongs to, or none when they cannot be read. */
export function useVersionBuilds(repoKey: string, path: string, enabled: boolean) {
  return useQuery({
    queryKey: packageKeys.builds(repoKey, path),
    enabled,
    queryFn: async (): Promise<ArtifactBuild[]> => {
      try {
        return await call(artifactBrowserRoutes.artifactBuilds, { query: { repoKey, path }, priority: 'low' });
      } catch {
        return [];
      }
    },
  });
}

/** R10.63: an npm version's dependencies from its manifest, or none when they cannot be read. */
export function useNpmDependencies(repoKey: string, path: string, enabled: boolean) {
  return useQuery({
    queryKey: packageKeys.dependencies(repoKey, path),
    enabled,
    queryFn: async (): Promise<VersionDependency[]> => {
      try {
        return (await call(versionDetailRoutes.npmDependencies, { query: { repoKey, path }, priority: 'low' }))
          .dependencies;
      } catch {
        return [];
      }
    },
  });
}

/** R10.63: the properties of an npm version's tarball, or none when they cannot be read. */
export function useNpmProperties(repoKey: string, path: string, enabled: boolean) {
  return useQuery({
    queryKey: packageKeys.properties(repoKey, path),
    enabled,
    queryFn: async (): Promise<VersionProperties['properties']> => {
      try {
        return (await call(versionDetailRoutes.npmProperties, { query: { repoKey, path }, priority: 'low' }))
          .properties;
      } catch {
        return [];
      }
    },
  });
}
