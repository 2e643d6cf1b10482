import { useCallback, useEffect, useState } from 'react';
import {
  addRecentSearch,
  clearRecentSearches,
  type RecentSearch,
  readRecentSearches,
  recentSearchesKey,
} from './recent-searches.ts';

export interface RecentSearches {
  /** Newest first (R11.52). */
  searches: RecentSearch[];
  /** Remembers a search; blank query text is ignored (R11.56). */
  remember: (search: Omit<RecentSearch, 'id'>) => void;
  clear: () => void;
}

/**
 * The recent searches of a user (anonymous when none, R11.51), kept in step with other tabs of the
 * same browser through the storage event.
 */
export function useRecentSearches(username: string | null | undefined): RecentSearches {
  const [state, setState] = useState(() => ({ username, searches: readRecentSearches(username) }));
  // A different user reads their own list at once rather than one render late.
  const searches = state.username === username ? state.searches : readRecentSearches(username);
  if (state.username !== username) setState({ username, searches });

  useEffect(() => {
    const key = recentSearchesKey(username);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) setState({ username, searches: readRecentSearches(username) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [username]);

  const remember = useCallback(
    (search: Omit<RecentSearch, 'id'>) => setState({ username, searches: addRecentSearch(username, search) }),
    [username],
  );
  const clear = useCallback(() => {
    clearRecentSearches(username);
    setState({ username, searches: [] });
  }, [username]);

  return { searches, remember, clear };
}
