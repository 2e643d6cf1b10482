import type { RepositoryConfig } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { managementKeys } from '../../../shared/management/queries.ts';
import { repositoryUrl } from './repository-requests.ts';

// The create, update and delete calls answer 200 with a line of text meant for people; nothing in
// it is read.

/** `PUT /api/repositories/{key}` with the whole configuration. */
export function useCreateRepository() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: RepositoryConfig) =>
      request<unknown>(repositoryUrl(config.key), { method: 'PUT', body: config }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}

/** `POST /api/repositories/{key}` with only the changed fields; kind and package type never change. */
export function useUpdateRepository() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, changes }: { key: string; changes: Partial<RepositoryConfig> }) =>
      request<unknown>(repositoryUrl(key), { method: 'POST', body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}

/** `DELETE /api/repositories/{key}`: the repository and all its content. */
export function useDeleteRepository() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => request<unknown>(repositoryUrl(key), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}
