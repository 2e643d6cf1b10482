import { type Environment, projectRoutes } from '@arca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { refresh } from '../../../shared/management/refresh.ts';
import { projectSettingsKeys } from './project-keys.ts';

/** `GET /{key}/environments`: the global environments and the project's own. */
export function useProjectEnvironments(key: string) {
  return useQuery({
    queryKey: projectSettingsKeys.environments(key),
    queryFn: () => call(projectRoutes.environments, { params: { key } }),
  });
}

/** A project's environments show only in its settings; roles name them but do not change. */
export function useAddProjectEnvironment(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Environment) => call(projectRoutes.createEnvironment, { params: { key }, body }),
    onSuccess: () => refresh(queryClient, [projectSettingsKeys.environments(key)]),
  });
}

export function useDeleteProjectEnvironment(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(projectRoutes.deleteEnvironment, { params: { key, name } }),
    onSuccess: () => refresh(queryClient, [projectSettingsKeys.environments(key)]),
  });
}
