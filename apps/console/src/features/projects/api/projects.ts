import { type ProjectRequest, projectRoutes } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { projectKeys, repositoryKeys } from '../../../shared/management/keys.ts';
import { refresh } from '../../../shared/management/refresh.ts';

/** A new project shows in the projects list, which the project selector and the menus read too. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectRequest) => call(projectRoutes.create, { body }),
    onSuccess: () => refresh(queryClient, [projectKeys.list()]),
  });
}

/** Its name and settings show in the projects list and on its own settings page. */
export function useUpdateProject(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectRequest) => call(projectRoutes.update, { params: { key }, body }),
    onSuccess: () => refresh(queryClient, [projectKeys.list(), projectKeys.one(key)]),
  });
}

/**
 * The project leaves the projects list, and its repositories leave it (the server takes them out),
 * which the repository lists show.
 */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => call(projectRoutes.delete, { params: { key } }),
    onSuccess: (_answer, key) => refresh(queryClient, [projectKeys.list(), projectKeys.one(key), repositoryKeys.all]),
  });
}
