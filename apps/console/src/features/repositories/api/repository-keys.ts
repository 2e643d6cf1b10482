import type { RepositoryClass } from '@arca/contract';
import { repositoryKeys } from '../../../shared/management/keys.ts';

/** What only the repository screens read, under the repositories root every list of them shares. */
export const repositoryAdminKeys = {
  list: (kind: RepositoryClass) => [...repositoryKeys.all, 'list', kind] as const,
  ofPackageType: (packageType: string) => [...repositoryKeys.all, 'package-type', packageType] as const,
  config: (key: string) => [...repositoryKeys.all, 'config', key] as const,
};
