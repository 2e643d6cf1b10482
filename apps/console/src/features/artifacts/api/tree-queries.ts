import { type ArtifactTreeNode, type ArtifactTreePage, artifactBrowserRoutes, TREE_PAGE_LIMIT } from '@arca/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import type { ArtifactLocation } from '../artifact-location.ts';
import { artifactKeys } from './artifact-keys.ts';

/** `GET …/children?repoKey=&path=&offset=&limit=`: one page of a repository's or folder's children. */
function childrenPage(location: ArtifactLocation, offset: number): Promise<ArtifactTreePage> {
  return call(artifactBrowserRoutes.treeChildren, {
    query: { repoKey: location.repoKey, path: location.path, offset, limit: TREE_PAGE_LIMIT },
  });
}

/**
 * One page of a node's children. Always asked afresh: the tree keeps what it showed, and a reload
 * after a write must see the write.
 */
export function fetchChildrenPage(
  queryClient: QueryClient,
  location: ArtifactLocation,
  offset: number,
): Promise<ArtifactTreePage> {
  return queryClient.fetchQuery({
    queryKey: artifactKeys.children(location, offset),
    queryFn: () => childrenPage(location, offset),
    staleTime: 0,
  });
}

/** The repositories the caller may read, every page of them: there are few, and the tree starts from all. */
async function readableRepositories(): Promise<ArtifactTreeNode[]> {
  const repositories: ArtifactTreeNode[] = [];
  for (;;) {
    const page = await call(artifactBrowserRoutes.treeChildren, {
      query: { path: '', offset: repositories.length, limit: TREE_PAGE_LIMIT },
    });
    repositories.push(...page.children);
    if (page.children.length === 0 || repositories.length >= page.total) return repositories;
  }
}

export function repositoriesQueryOptions() {
  return queryOptions({
    queryKey: artifactKeys.repositories(),
    queryFn: readableRepositories,
    // The tree is built once from this list; a refetch on focus would change nothing it shows.
    staleTime: 60_000,
  });
}

/** The tree's top level, and the move and copy targets. */
export function useReadableRepositories() {
  return useQuery(repositoriesQueryOptions());
}
