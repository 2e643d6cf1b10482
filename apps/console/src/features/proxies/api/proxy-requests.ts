import { managementKeys } from '../../../shared/management/queries.ts';

/** Under the management keys, so the one invalidation after any write refreshes these too. */
export const proxyKeys = {
  all: [...managementKeys.all, 'proxies'] as const,
  list: () => [...proxyKeys.all, 'list'] as const,
  one: (key: string) => [...proxyKeys.all, 'one', key] as const,
};
