import { versionDetailRoutes } from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { searchKeys } from './search-keys.ts';

/** The repositories the caller may search, for the advanced search's repository picker. */
export function useRepoData(enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.repoData(),
    queryFn: () => call(versionDetailRoutes.repoData, { priority: 'low' }),
    enabled,
    // Changes only when a repository is added or a permission changes; a minute spares a call per opening.
    staleTime: 60_000,
  });
}

/** The package types that hold packages the caller can see, for the package type picker. */
export function useAvailablePackages(enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.availablePackages(),
    queryFn: () => call(versionDetailRoutes.availablePackages, { priority: 'low' }),
    enabled,
    // Changes only as packages of a new type arrive; a minute spares a call per opening.
    staleTime: 60_000,
  });
}
