import { type GitIntegrationForm, integrationRoutes } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { integrationKeys } from './integration-keys.ts';

/** `POST /integration/test`: stores nothing, so nothing is invalidated. */
export function useTestIntegration() {
  return useMutation({
    mutationFn: (body: GitIntegrationForm) => call(integrationRoutes.test, { body }),
  });
}

export function useCreateIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GitIntegrationForm) => call(integrationRoutes.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}

/** `PUT integration/{key}`: a blank token keeps the stored one. */
export function useUpdateIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: GitIntegrationForm }) =>
      call(integrationRoutes.update, { params: { key }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}

export function useDeleteIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => call(integrationRoutes.delete, { params: { key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}
