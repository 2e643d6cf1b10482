import { type GitIntegration, integrationPaths } from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { integrationKeys } from './integration-keys.ts';

/**
 * `GET /integration/getIntegrations`, asked only where git is available (R14.48). A failure is
 * only logged (R14.45): the page then shows no instances rather than an error.
 */
export function useGitIntegrations(enabled: boolean) {
  return useQuery({
    queryKey: integrationKeys.list(),
    enabled,
    queryFn: async () => {
      try {
        return await request<GitIntegration[]>(integrationPaths.list);
      } catch (error) {
        console.warn('The git integrations could not be loaded', error);
        return [];
      }
    },
  });
}
