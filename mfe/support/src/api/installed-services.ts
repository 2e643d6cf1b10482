import { type InstalledServices, servicePaths } from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../host.ts';

/**
 * `GET /system/services`. The key is the shell's own, and the query client is the shell's, so
 * the list the shell already read is used rather than asked for again.
 */
export function useInstalledServices() {
  return useQuery({
    queryKey: ['platform', 'services'],
    queryFn: () => request<InstalledServices>(servicePaths.services),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
