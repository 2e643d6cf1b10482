import type { RepositoryClass, RepositoryConfig, RepositorySummary } from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { repositoryAdminKeys } from './repository-keys.ts';
import { repositoriesUrl, repositoryUrl } from './repository-requests.ts';

/** `GET /api/repositories?type=<kind>`: administrators see every repository of the kind. */
export function useRepositories(kind: RepositoryClass) {
  return useQuery({
    queryKey: repositoryAdminKeys.list(kind),
    queryFn: () => request<RepositorySummary[]>(repositoriesUrl, { query: { type: kind } }),
  });
}

/** Every repository of one package type, whatever its kind: the candidates for a virtual's members. */
export function useRepositoriesOfPackageType(packageType: string) {
  return useQuery({
    queryKey: repositoryAdminKeys.ofPackageType(packageType),
    queryFn: () => request<RepositorySummary[]>(repositoriesUrl, { query: { packageType } }),
  });
}

/** `GET /api/repositories/{key}`: the configuration, never with its password. */
export function useRepository(key: string) {
  return useQuery({
    queryKey: repositoryAdminKeys.config(key),
    queryFn: () => request<RepositoryConfig>(repositoryUrl(key)),
  });
}
