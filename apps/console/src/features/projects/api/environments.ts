import type { Environment } from '@arca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { refresh } from '../../../shared/management/refresh.ts';
import { projectSettingsKeys } from './project-keys.ts';
import { projectUrl } from './urls.ts';

/** `GET /{key}/environments`: the global environments and the project's own. */
export function useProjectEnvironments(key: string) {
  return useQuery({
    queryKey: projectSettingsKeys.environments(key),
    queryFn: () => request<Environment[]>(projectUrl(key, 'environments')),
  });
}

/** A project's environments show only in its settings; roles name them but do not change. */
export function useAddProjectEnvironment(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Environment) => request<Environment>(projectUrl(key, 'environments'), { method: 'POST', body }),
    onSuccess: () => refresh(queryClient, [projectSettingsKeys.environments(key)]),
  });
}

export function useDeleteProjectEnvironment(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request<null>(projectUrl(key, 'environments', name), { method: 'DELETE' }),
    onSuccess: () => refresh(queryClient, [projectSettingsKeys.environments(key)]),
  });
}
