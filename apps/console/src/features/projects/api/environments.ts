import type { Environment } from '@arca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { managementKeys } from '../../../shared/management/queries.ts';
import { projectKeys, projectUrl } from './urls.ts';

/** `GET /{key}/environments`: the global environments and the project's own. */
export function useProjectEnvironments(key: string) {
  return useQuery({
    queryKey: projectKeys.environments(key),
    queryFn: () => request<Environment[]>(projectUrl(key, 'environments')),
  });
}

export function useAddProjectEnvironment(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Environment) => request<Environment>(projectUrl(key, 'environments'), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}

export function useDeleteProjectEnvironment(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request<null>(projectUrl(key, 'environments', name), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}
