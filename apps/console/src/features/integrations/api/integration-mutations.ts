import {
  type CreatedIntegration,
  type GitIntegration,
  type GitIntegrationForm,
  type IntegrationTestResult,
  integrationPaths,
} from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { integrationKeys } from './integration-keys.ts';

/** `POST /integration/test`: stores nothing, so nothing is invalidated. */
export function useTestIntegration() {
  return useMutation({
    mutationFn: (body: GitIntegrationForm) =>
      request<IntegrationTestResult>(integrationPaths.test, { method: 'POST', body }),
  });
}

export function useCreateIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GitIntegrationForm) =>
      request<CreatedIntegration>(integrationPaths.create, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}

/** `PUT integration/{key}`: a blank token keeps the stored one. */
export function useUpdateIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: GitIntegrationForm }) =>
      request<GitIntegration>(integrationPaths.one(key), { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}

export function useDeleteIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => request<unknown>(integrationPaths.one(key), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}
