import type { RepositoryClass } from '@arca/contract';
import { gateway, managementKeys } from '../../../shared/management/queries.ts';

/** Artifactory's repository configuration calls, through the console gateway. */
export const repositoriesUrl = gateway('/artifactory/api/repositories');

export function repositoryUrl(key: string): string {
  return `${repositoriesUrl}/${encodeURIComponent(key)}`;
}

/** Under the management keys, so the one invalidation after any write refreshes these too. */
export const repositoryKeys = {
  all: [...managementKeys.all, 'repositories'] as const,
  list: (kind: RepositoryClass) => [...repositoryKeys.all, 'list', kind] as const,
  ofPackageType: (packageType: string) => [...repositoryKeys.all, 'package-type', packageType] as const,
  config: (key: string) => [...repositoryKeys.all, 'config', key] as const,
};
