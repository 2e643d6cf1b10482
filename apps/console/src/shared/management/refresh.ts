import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Marks what a write changed as stale, each key a family or one query, and reads again whatever of
 * it is on screen; resolves once that is back, so a mutation settles with fresh data.
 */
export async function refresh(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
