import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/http/index.ts';

/** shell.md §8: a failed request is retried once, after 500 ms, before an error shows. */
const RETRY_DELAY_MS = 500;

/** A 4xx says the request itself was wrong or refused; asking again cannot change the answer. */
function isWorthRetrying(error: Error): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && isWorthRetrying(error),
        retryDelay: RETRY_DELAY_MS,
      },
      // Writes are never repeated behind the user's back (non-GET requests are not retried).
      mutations: { retry: false },
    },
  });
}
