import { apiPaths, type Project, type ProjectRequest } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { gateway, managementKeys } from '../../../shared/management/queries.ts';
import { projectUrl } from './urls.ts';

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectRequest) => request<Project>(gateway(apiPaths.accessProjects), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}

export function useUpdateProject(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectRequest) => request<Project>(projectUrl(key), { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => request<null>(projectUrl(key), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}
