import { type ProjectRoleDefinition, projectRoutes } from '@arca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { refresh } from '../../../shared/management/refresh.ts';
import { projectSettingsKeys } from './project-keys.ts';

/** What a custom role is created or changed with; the server keeps the type CUSTOM. */
export type CustomRoleRequest = Omit<ProjectRoleDefinition, 'type'> & { type: 'CUSTOM' };

export function useProjectRoles(key: string) {
  return useQuery({
    queryKey: projectSettingsKeys.roles(key),
    queryFn: () => call(projectRoutes.roles, { params: { key } }),
  });
}

/** A project's roles show only in its settings; members keep the role names they hold. */
export function useCreateProjectRole(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomRoleRequest) => call(projectRoutes.createRole, { params: { key }, body }),
    onSuccess: () => refresh(queryClient, [projectSettingsKeys.roles(key)]),
  });
}

export function useUpdateProjectRole(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomRoleRequest) => call(projectRoutes.updateRole, { params: { key, name: body.name }, body }),
    onSuccess: () => refresh(queryClient, [projectSettingsKeys.roles(key)]),
  });
}

export function useDeleteProjectRole(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(projectRoutes.deleteRole, { params: { key, name } }),
    onSuccess: () => refresh(queryClient, [projectSettingsKeys.roles(key)]),
  });
}
