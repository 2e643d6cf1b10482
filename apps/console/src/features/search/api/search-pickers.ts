import { type AvailablePackages, packageDetailPaths, type RepoData } from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';

/** The repositories the caller may search, for the advanced search's repository picker. */
export function useRepoData(enabled: boolean) {
  return useQuery({
    queryKey: ['search', 'repodata'] as const,
    queryFn: () => request<RepoData>(packageDetailPaths.repoData, { priority: 'low' }),
    enabled,
    staleTime: 60_000,
  });
}

/** The package types that hold packages the caller can see, for the package type picker. */
export function useAvailablePackages(enabled: boolean) {
  return useQuery({
    queryKey: ['search', 'availablePackages'] as const,
    queryFn: () => request<AvailablePackages>(packageDetailPaths.availablePackages, { priority: 'low' }),
    enabled,
    staleTime: 60_000,
  });
}
