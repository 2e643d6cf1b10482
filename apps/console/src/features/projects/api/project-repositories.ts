import { artifactBrowserRoutes, projectRoutes, repositoryRoutes } from '@arca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { repositoryKeys } from '../../../shared/management/keys.ts';

/** A project's repositories sit with every other list of repositories: moving one changes them all. */
const projectRepositoriesKey = (key: string) => [...repositoryKeys.all, 'project', key] as const;

/** `GET /artifactory/api/repositories?project=`: the repositories in one project. */
export function useProjectRepositories(key: string) {
  return useQuery({
    queryKey: projectRepositoriesKey(key),
    queryFn: () => call(repositoryRoutes.list, { query: { project: key } }),
  });
}

/** Moving a repository into or out of a project: platform administrators only, as the server checks. */
export function useMoveRepository(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ repo, attach }: { repo: string; attach: boolean }) =>
      attach
        ? call(projectRoutes.attachRepository, { params: { repo, key } })
        : call(projectRoutes.detachRepository, { params: { repo } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: repositoryKeys.all }),
  });
}

/** `GET ui/storagesummary/projects`: the space each project's repositories use (platform administrators). */
export function useProjectStorage(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'storageSummary', 'projects'],
    queryFn: () => call(artifactBrowserRoutes.projectStorageSummary),
    enabled,
  });
}
