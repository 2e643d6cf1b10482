import {
  type ArtifactBuild,
  artifactPaths,
  type StorageInfo,
  type StorageProperties,
  type StorageStats,
} from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, request } from '../../../shared/http/index.ts';
import type { ArtifactLocation } from '../artifact-location.ts';
import { artifactKeys } from './artifact-keys.ts';

const storageUrl = ({ repoKey, path }: ArtifactLocation) => artifactPaths.storage(repoKey, path);

/** `GET /api/storage/{repo}/{path}`: a file's or folder's details. */
export function useStorageInfo(location: ArtifactLocation) {
  return useQuery({
    queryKey: artifactKeys.info(location),
    queryFn: () => request<StorageInfo>(storageUrl(location)),
  });
}

/** `…?stats`: downloads of a file. */
export function useStorageStats(location: ArtifactLocation, enabled: boolean) {
  return useQuery({
    queryKey: artifactKeys.stats(location),
    queryFn: () => request<StorageStats>(`${storageUrl(location)}?stats`),
    enabled,
  });
}

/** `…?properties`; an item without properties answers 404, which here means none. */
export function useStorageProperties(location: ArtifactLocation) {
  return useQuery({
    queryKey: artifactKeys.properties(location),
    queryFn: async (): Promise<Record<string, string[]>> => {
      try {
        return (await request<StorageProperties>(`${storageUrl(location)}?properties`)).properties;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return {};
        throw error;
      }
    },
  });
}

/** `GET /ui/artifactbuilds?repoKey=&path=`: the builds a file belongs to. */
export function useArtifactBuilds(location: ArtifactLocation) {
  return useQuery({
    queryKey: artifactKeys.builds(location),
    queryFn: () =>
      request<ArtifactBuild[]>(artifactPaths.artifactBuilds, {
        query: { repoKey: location.repoKey, path: location.path },
      }),
  });
}
