import type { ProjectRoleDefinition } from '@arca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { refresh } from '../../../shared/management/refresh.ts';
import { projectSettingsKeys } from './project-keys.ts';
import { projectUrl } from './urls.ts';

/** What a custom role is created or changed with; the server keeps the type CUSTOM. */
export type CustomRoleRequest = Omit<ProjectRoleDefinition, 'type'> & { type: 'CUSTOM' };

export function useProjectRoles(key: string) {
  return useQuery({
    queryKey: projectSettingsKeys.roles(key),
    queryFn: () => request<ProjectRoleDefinition[]>(projectUrl(key, 'roles')),
  });
}

/** A project's roles show only in its settings; members keep the role names they hold. */
export function useCreateProjectRole(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomRoleRequest) =>
      request<ProjectRoleDefinition>(projectUrl(key, 'roles'), { method: 'POST', body }),
    onSuccess: () => refresh(queryClient, [projectSettingsKeys.roles(key)]),
  });
}

export function useUpdateProjectRole(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomRoleRequest) =>
      request<ProjectRoleDefinition>(projectUrl(key, 'roles', body.name), { method: 'PUT', body }),
    onSuccess: () => refresh(queryClient, [projectSettingsKeys.roles(key)]),
  });
}

export function useDeleteProjectRole(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request<null>(projectUrl(key, 'roles', name), { method: 'DELETE' }),
    onSuccess: () => refresh(queryClient, [projectSettingsKeys.roles(key)]),
  });
}
