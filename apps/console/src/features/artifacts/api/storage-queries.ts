import {
  artifactBrowserRoutes,
  type ReplyOf,
  type StorageFlags,
  type StorageInfo,
  type StorageProperties,
  type StorageStats,
  storageRoutes,
} from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call, normalizeError } from '../../../shared/http/index.ts';
import type { ArtifactLocation } from '../artifact-location.ts';
import { artifactKeys } from './artifact-keys.ts';

type StorageReply = ReplyOf<typeof storageRoutes.info>;

/**
 * `GET /api/storage/{repo}/{path}` with the flag that picks what it answers. A repository's root
 * has an address of its own, without the trailing slash.
 */
function readStorage(location: ArtifactLocation, query: StorageFlags): Promise<StorageReply> {
  const { repoKey, path } = location;
  return path === ''
    ? call(storageRoutes.repositoryInfo, { params: { repo: repoKey }, query })
    : call(storageRoutes.info, { params: { repo: repoKey, '*': path }, query });
}

/** The call answers the shape its flag asks for; any other reads as a malformed answer. */
function expected<T extends StorageReply>(reply: StorageReply, is: (reply: StorageReply) => reply is T): T {
  if (is(reply)) return reply;
  throw normalizeError({});
}

const isItemInfo = (reply: StorageReply): reply is StorageInfo => 'repo' in reply;
const isStats = (reply: StorageReply): reply is StorageStats => 'downloadCount' in reply;
const isProperties = (reply: StorageReply): reply is StorageProperties => 'properties' in reply;

/** `GET /api/storage/{repo}/{path}`: a file's or folder's details. */
export function useStorageInfo(location: ArtifactLocation) {
  return useQuery({
    queryKey: artifactKeys.info(location),
    queryFn: async () => expected(await readStorage(location, {}), isItemInfo),
  });
}

/** `…?stats`: downloads of a file. */
export function useStorageStats(location: ArtifactLocation, enabled: boolean) {
  return useQuery({
    queryKey: artifactKeys.stats(location),
    queryFn: async () => expected(await readStorage(location, { stats: '' }), isStats),
    enabled,
  });
}

/** `…?properties`; an item without properties answers 404, which here means none. */
export function useStorageProperties(location: ArtifactLocation) {
  return useQuery({
    queryKey: artifactKeys.properties(location),
    queryFn: async (): Promise<Record<string, string[]>> => {
      try {
        return expected(await readStorage(location, { properties: '' }), isProperties).properties;
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
      call(artifactBrowserRoutes.artifactBuilds, { query: { repoKey: location.repoKey, path: location.path } }),
  });
}
