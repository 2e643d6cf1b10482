import { microfrontendRoutes } from '@arca/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../http/index.ts';

/**
 * R9.03: which micro-frontends the server has registered, with their route sets. Read only when a
 * path no console route claims is visited (R1.29), and briefly kept for the next such visit.
 */
export function microfrontendRegistryQueryOptions() {
  return queryOptions({
    queryKey: ['platform', 'microfrontends'],
    queryFn: () => call(microfrontendRoutes.registry, { priority: 'low' }),
    staleTime: 60_000,
  });
}
