import { type RepositoryConfig, repositoryRoutes } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { repositoryKeys } from '../../../shared/management/keys.ts';
import { refresh } from '../../../shared/management/refresh.ts';

// The create, update and delete calls answer 200 with a line of text meant for people; nothing in
// it is read. Each refreshes every list of repositories (by kind, by package type, the summaries
// the permission and webhook editors pick from) and the configuration; users, permissions and the
// rest of management do not change.

/** `PUT /api/repositories/{key}` with the whole configuration. */
export function useCreateRepository() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: RepositoryConfig) =>
      call(repositoryRoutes.create, { params: { key: config.key }, body: config }),
    onSuccess: () => refresh(queryClient, [repositoryKeys.all]),
  });
}

/** `POST /api/repositories/{key}` with only the changed fields; kind and package type never change. */
export function useUpdateRepository() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, changes }: { key: string; changes: Partial<RepositoryConfig> }) =>
      call(repositoryRoutes.update, { params: { key }, body: changes }),
    onSuccess: () => refresh(queryClient, [repositoryKeys.all]),
  });
}

/** `DELETE /api/repositories/{key}`: the repository and all its content. */
export function useDeleteRepository() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => call(repositoryRoutes.delete, { params: { key } }),
    onSuccess: () => refresh(queryClient, [repositoryKeys.all]),
  });
}
