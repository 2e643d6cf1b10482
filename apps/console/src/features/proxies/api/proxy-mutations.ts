import { type OutboundProxyInput, proxyConsoleRoutes } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { proxyKeys } from '../../../shared/management/keys.ts';
import { refresh } from '../../../shared/management/refresh.ts';

// A write shows in the proxies list, the proxy and the proxy names a webhook's handler offers.

export function useCreateProxy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OutboundProxyInput) => call(proxyConsoleRoutes.create, { body }),
    onSuccess: () => refresh(queryClient, [proxyKeys.all]),
  });
}

/** `PUT`: the whole proxy; a blank password keeps the stored one. */
export function useUpdateProxy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OutboundProxyInput) => call(proxyConsoleRoutes.put, { params: { key: body.key }, body }),
    onSuccess: () => refresh(queryClient, [proxyKeys.all]),
  });
}

export function useDeleteProxy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => call(proxyConsoleRoutes.delete, { params: { key } }),
    onSuccess: () => refresh(queryClient, [proxyKeys.all]),
  });
}
