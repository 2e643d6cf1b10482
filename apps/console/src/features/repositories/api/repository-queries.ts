import { type RepositoryClass, repositoryRoutes } from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { repositoryAdminKeys } from './repository-keys.ts';

/** `GET /api/repositories?type=<kind>`: administrators see every repository of the kind. */
export function useRepositories(kind: RepositoryClass) {
  return useQuery({
    queryKey: repositoryAdminKeys.list(kind),
    queryFn: () => call(repositoryRoutes.list, { query: { type: kind } }),
  });
}

/** Every repository of one package type, whatever its kind: the candidates for a virtual's members. */
export function useRepositoriesOfPackageType(packageType: string) {
  return useQuery({
    queryKey: repositoryAdminKeys.ofPackageType(packageType),
    queryFn: () => call(repositoryRoutes.list, { query: { packageType } }),
  });
}

/** `GET /api/repositories/{key}`: the configuration, never with its password. */
export function useRepository(key: string) {
  return useQuery({
    queryKey: repositoryAdminKeys.config(key),
    queryFn: () => call(repositoryRoutes.get, { params: { key } }),
  });
}
