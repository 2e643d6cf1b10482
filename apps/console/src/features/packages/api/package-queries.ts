import {
  type ArtifactBuild,
  artifactBrowserRoutes,
  type DockerLayersRequest,
  type DockerLayersView,
  type MetadataPackage,
  type MetadataVersion,
  metadataRoutes,
  type VersionDependency,
  type VersionProperties,
  versionDetailRoutes,
} from '@arca/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { PACKAGE_QUERY, VERSIONS_QUERY } from './package-documents.ts';
import { dataOf, packageKeys } from './package-list-queries.ts';
import { versionsVariables, versionVariables } from './package-variables.ts';

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
