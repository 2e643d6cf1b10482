import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { fromSearchParams } from '../../../shared/search/search-model.ts';
import { ArtifactSearchResults } from '../components/artifact-search-results.tsx';

/** /artifactSearchResults: runs the artifact search the address describes, by name unless it says otherwise. */
export function ArtifactSearchResultsPage() {
  const [params] = useSearchParams();
  const model = useMemo(() => fromSearchParams(params).model, [params]);
  return <ArtifactSearchResults model={model} title="Artifact search results" categoryLabel="Artifacts" />;
}
