import { type Environment, projectRoutes } from '@arca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';

/** The global environments' own key family. */
export const globalEnvironmentKeys = {
  all: ['admin', 'environments'] as const,
  list: () => [...globalEnvironmentKeys.all, 'list'] as const,
};

/** `GET /access/api/v1/environments`: the environments every project can use. */
export function useGlobalEnvironments() {
  return useQuery({ queryKey: globalEnvironmentKeys.list(), queryFn: () => call(projectRoutes.globalEnvironments) });
}

export function useCreateGlobalEnvironment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Environment) => call(projectRoutes.createGlobalEnvironment, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: globalEnvironmentKeys.all }),
  });
}

export function useDeleteGlobalEnvironment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(projectRoutes.deleteGlobalEnvironment, { params: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: globalEnvironmentKeys.all }),
  });
}
