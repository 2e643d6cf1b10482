import { gateway } from '../../../shared/management/queries.ts';

/** Artifactory's repository configuration calls, through the console gateway. */
export const repositoriesUrl = gateway('/artifactory/api/repositories');

export function repositoryUrl(key: string): string {
  return `${repositoriesUrl}/${encodeURIComponent(key)}`;
}
