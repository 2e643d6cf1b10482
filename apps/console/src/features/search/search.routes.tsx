import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';

// The results page is its own chunk, loaded when it is first entered.
const artifactSearchResultsPage = async () => ({
  Component: (await import('./pages/artifact-search-results-page.tsx')).ArtifactSearchResultsPage,
});

/** The artifact search results. */
export function searchRoutes(): RouteObject[] {
  return [
    {
      path: paths.artifactSearchResults(),
      lazy: artifactSearchResultsPage,
      handle: { title: 'Artifact search results' } satisfies RouteHandle,
    },
  ];
}
