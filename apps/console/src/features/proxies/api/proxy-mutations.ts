import { type OutboundProxy, type OutboundProxyInput, proxyPaths } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { managementKeys } from '../../../shared/management/queries.ts';

export function useCreateProxy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OutboundProxyInput) => request<OutboundProxy>(proxyPaths.console.list, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}

/** `PUT`: the whole proxy; a blank password keeps the stored one. */
export function useUpdateProxy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OutboundProxyInput) =>
      request<OutboundProxy>(proxyPaths.console.proxy(body.key), { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}

export function useDeleteProxy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => request<unknown>(proxyPaths.console.proxy(key), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}
