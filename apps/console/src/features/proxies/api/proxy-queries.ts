import { proxyConsoleRoutes } from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { proxyAdminKeys } from './proxy-keys.ts';

/** R22.02, R28.132: `GET ui/proxies`, every proxy without its password. */
export function useProxies() {
  return useQuery({
    queryKey: proxyAdminKeys.list(),
    queryFn: () => call(proxyConsoleRoutes.list),
  });
}

export function useProxy(key: string) {
  return useQuery({
    queryKey: proxyAdminKeys.one(key),
    queryFn: () => call(proxyConsoleRoutes.get, { params: { key } }),
  });
}
