import { type OutboundProxy, type OutboundProxyInput, proxyPaths } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { proxyKeys } from '../../../shared/management/keys.ts';
import { refresh } from '../../../shared/management/refresh.ts';

// A write shows in the proxies list, the proxy and the proxy names a webhook's handler offers.

export function useCreateProxy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OutboundProxyInput) => request<OutboundProxy>(proxyPaths.console.list, { method: 'POST', body }),
    onSuccess: () => refresh(queryClient, [proxyKeys.all]),
  });
}

/** `PUT`: the whole proxy; a blank password keeps the stored one. */
export function useUpdateProxy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OutboundProxyInput) =>
      request<OutboundProxy>(proxyPaths.console.proxy(body.key), { method: 'PUT', body }),
    onSuccess: () => refresh(queryClient, [proxyKeys.all]),
  });
}

export function useDeleteProxy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => request<unknown>(proxyPaths.console.proxy(key), { method: 'DELETE' }),
    onSuccess: () => refresh(queryClient, [proxyKeys.all]),
  });
}
