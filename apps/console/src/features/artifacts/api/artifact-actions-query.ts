import { artifactBrowserRoutes } from '@arca/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import type { ArtifactLocation } from '../artifact-location.ts';
import { artifactKeys } from './artifact-keys.ts';

/** `GET …/actions?repoKey=&path=`: what the caller may do there, so only those actions are offered. */
export function artifactActionsQueryOptions(location: ArtifactLocation) {
  return queryOptions({
    queryKey: artifactKeys.actions(location),
    queryFn: () => call(artifactBrowserRoutes.actions, { query: { repoKey: location.repoKey, path: location.path } }),
    // Permissions change rarely; moving between nodes and back should not ask again at once.
    staleTime: 30_000,
  });
}

export function useArtifactActions(location: ArtifactLocation) {
  return useQuery(artifactActionsQueryOptions(location));
}
