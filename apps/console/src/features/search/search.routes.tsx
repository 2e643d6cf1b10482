import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';
import { searchCategories } from '../../shared/search/search-categories.ts';

// Each results page is its own chunk, loaded when it is first entered.
const artifactSearchResultsPage = async () => ({
  Component: (await import('./pages/artifact-search-results-page.tsx')).ArtifactSearchResultsPage,
});
const archiveSearchResultsPage = async () => ({
  Component: (await import('./pages/archive-search-results-page.tsx')).ArchiveSearchResultsPage,
});
const companionSearchResultsPages = () => import('./pages/companion-search-results-page.tsx');
const pipelinesSearchResultsPage = async () => ({
  Component: (await companionSearchResultsPages()).PipelinesSearchResultsPage,
});
const securityComplianceSearchResultsPage = async () => ({
  Component: (await companionSearchResultsPages()).SecurityComplianceSearchResultsPage,
});

/** The results page of every search category but packages, which open in the package browser (R11.12). */
export function searchRoutes(): RouteObject[] {
  return [
    {
      path: paths.artifactSearchResults(),
      lazy: artifactSearchResultsPage,
      handle: { title: 'Artifact search results' } satisfies RouteHandle,
    },
    {
      path: searchCategories.artifactoryRetention.resultsPath,
      lazy: archiveSearchResultsPage,
      handle: { title: 'Archive search results' } satisfies RouteHandle,
    },
    {
      path: searchCategories.pipelines.resultsPath,
      lazy: pipelinesSearchResultsPage,
      handle: { title: 'Pipelines search results' } satisfies RouteHandle,
    },
    {
      path: searchCategories.securityCompliance.resultsPath,
      lazy: securityComplianceSearchResultsPage,
      handle: { title: 'Security & Compliance search results' } satisfies RouteHandle,
    },
  ];
}
