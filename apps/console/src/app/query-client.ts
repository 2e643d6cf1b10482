import { QueryClient } from '@tanstack/react-query';

/**
 * The HTTP client already retries a failed GET once after 500 ms (R6.08) and knows which calls
 * must never be retried (writes, low-priority calls). Queries add no retry of their own, or a
 * failing read would be tried four times.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false },
      mutations: { retry: false },
    },
  });
}
