import { type OutboundProxy, proxyPaths } from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { proxyAdminKeys } from './proxy-keys.ts';

/** R22.02, R28.132: `GET ui/proxies`, every proxy without its password. */
export function useProxies() {
  return useQuery({
    queryKey: proxyAdminKeys.list(),
    queryFn: () => request<OutboundProxy[]>(proxyPaths.console.list),
  });
}

export function useProxy(key: string) {
  return useQuery({
    queryKey: proxyAdminKeys.one(key),
    queryFn: () => request<OutboundProxy>(proxyPaths.console.proxy(key)),
  });
}
