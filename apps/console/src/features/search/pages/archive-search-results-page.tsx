import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { fromSearchParams } from '../../../shared/search/search-model.ts';
import { ARCHIVE_ARTIFACTS_SEARCH_TYPE } from '../../../shared/search/search-rules.ts';
import { ArtifactSearchResults } from '../components/artifact-search-results.tsx';

/**
 * /artifactoryRetention/search, the toolbar's Archive category (R11.12): the archive search the
 * address describes, answered with the archive entries that match and the archives holding them.
 */
export function ArchiveSearchResultsPage() {
  const [params] = useSearchParams();
  const model = useMemo(
    () => ({
      ...fromSearchParams(params, { pathKey: 'archivePath' }).model,
      artifactsSearchType: ARCHIVE_ARTIFACTS_SEARCH_TYPE,
    }),
    [params],
  );
  return <ArtifactSearchResults model={model} title="Archive search results" categoryLabel="Archive" />;
}
