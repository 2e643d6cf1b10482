import { serviceRoutes } from '@arca/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../http/index.ts';

/** `GET /system/services`: installed services change only with the server's configuration. */
export function installedServicesQueryOptions() {
  return queryOptions({
    queryKey: ['platform', 'services'],
    queryFn: () => call(serviceRoutes.services),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useInstalledServices() {
  return useQuery(installedServicesQueryOptions());
}
