import type { ProjectRoleDefinition } from '@arca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { managementKeys } from '../../../shared/management/queries.ts';
import { projectKeys, projectUrl } from './urls.ts';

/** What a custom role is created or changed with; the server keeps the type CUSTOM. */
export type CustomRoleRequest = Omit<ProjectRoleDefinition, 'type'> & { type: 'CUSTOM' };

export function useProjectRoles(key: string) {
  return useQuery({
    queryKey: projectKeys.roles(key),
    queryFn: () => request<ProjectRoleDefinition[]>(projectUrl(key, 'roles')),
  });
}

export function useCreateProjectRole(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomRoleRequest) =>
      request<ProjectRoleDefinition>(projectUrl(key, 'roles'), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}

export function useUpdateProjectRole(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomRoleRequest) =>
      request<ProjectRoleDefinition>(projectUrl(key, 'roles', body.name), { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}

export function useDeleteProjectRole(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request<null>(projectUrl(key, 'roles', name), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}
