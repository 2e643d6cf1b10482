import type { ArtifactLocation } from '../artifact-location.ts';

/** Every key starts with 'artifacts', so one invalidation after a write refreshes the whole browser. */
export const artifactKeys = {
  all: ['artifacts'] as const,
  repositories: () => [...artifactKeys.all, 'repositories'] as const,
  children: ({ repoKey, path }: ArtifactLocation, offset: number) =>
    [...artifactKeys.all, 'children', repoKey, path, offset] as const,
  actions: ({ repoKey, path }: ArtifactLocation) => [...artifactKeys.all, 'actions', repoKey, path] as const,
  info: ({ repoKey, path }: ArtifactLocation) => [...artifactKeys.all, 'storage', repoKey, path, 'info'] as const,
  stats: ({ repoKey, path }: ArtifactLocation) => [...artifactKeys.all, 'storage', repoKey, path, 'stats'] as const,
  properties: ({ repoKey, path }: ArtifactLocation) =>
    [...artifactKeys.all, 'storage', repoKey, path, 'properties'] as const,
  builds: ({ repoKey, path }: ArtifactLocation) => [...artifactKeys.all, 'builds', repoKey, path] as const,
};
