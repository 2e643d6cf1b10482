import { authRoutes, type UserData } from '@arca/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../http/index.ts';

/** Starts with 'auth', so a logout drops it with the rest of the auth area. */
export const currentUserQueryKey = ['auth', 'current-user'] as const;

/** `GET ui/auth/current`: answers `anonymous` rather than 401 when nobody is logged in. */
export function fetchCurrentUser(): Promise<UserData> {
  return call(authRoutes.current, { priority: 'critical' });
}

/**
 * One minute, the spec's idle threshold before a session check (shell.md §9): within it the
 * cached user is trusted; the login and logout calls write the cache themselves.
 */
const CURRENT_USER_STALE_MS = 60_000;

/** The current user lives in shared/: features ask who is there (a token needs a logged-in user). */
export function currentUserQueryOptions() {
  return queryOptions({ queryKey: currentUserQueryKey, queryFn: fetchCurrentUser, staleTime: CURRENT_USER_STALE_MS });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
