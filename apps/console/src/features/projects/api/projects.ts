import { apiPaths, type Project, type ProjectRequest } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { projectKeys, repositoryKeys } from '../../../shared/management/keys.ts';
import { gateway } from '../../../shared/management/queries.ts';
import { refresh } from '../../../shared/management/refresh.ts';
import { projectUrl } from './urls.ts';

/** A new project shows in the projects list, which the project selector and the menus read too. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectRequest) => request<Project>(gateway(apiPaths.accessProjects), { method: 'POST', body }),
    onSuccess: () => refresh(queryClient, [projectKeys.list()]),
  });
}

/** Its name and settings show in the projects list and on its own settings page. */
export function useUpdateProject(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectRequest) => request<Project>(projectUrl(key), { method: 'PUT', body }),
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
    mutationFn: (key: string) => request<null>(projectUrl(key), { method: 'DELETE' }),
    onSuccess: (_answer, key) => refresh(queryClient, [projectKeys.list(), projectKeys.one(key), repositoryKeys.all]),
  });
}
