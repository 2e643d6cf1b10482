import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecentSearch } from './recent-searches.ts';
import { useRecentSearches } from './use-recent-searches.ts';

const search = (queryString: string): Omit<RecentSearch, 'id'> => ({
  type: 'packages',
  queryString,
  searchModel: { name: queryString },
  context: 'default',
});

const queries = (list: RecentSearch[]) => list.map((entry) => entry.queryString);

afterEach(() => localStorage.clear());

describe('useRecentSearches', () => {
  it('remembers searches newest first and skips blank ones', () => {
    const { result } = renderHook(() => useRecentSearches('alice'));
    act(() => result.current.remember(search('one')));
    act(() => result.current.remember(search('  ')));
    act(() => result.current.remember(search('two')));
    expect(queries(result.current.searches)).toEqual(['two', 'one']);
    expect(localStorage.getItem('arca.recentSearches.alice')).toContain('"two"');
  });

  it('shows each user their own list when the user changes', () => {
    const { result, rerender } = renderHook(({ user }: { user: string | undefined }) => useRecentSearches(user), {
      initialProps: { user: 'alice' as string | undefined },
    });
    act(() => result.current.remember(search('alice-query')));
    rerender({ user: undefined });
    expect(result.current.searches).toEqual([]);
    act(() => result.current.remember(search('anon-query')));
    rerender({ user: 'alice' });
    expect(queries(result.current.searches)).toEqual(['alice-query']);
  });

  it('clears the list', () => {
    const { result } = renderHook(() => useRecentSearches('alice'));
    act(() => result.current.remember(search('one')));
    act(() => result.current.clear());
    expect(result.current.searches).toEqual([]);
    expect(localStorage.getItem('arca.recentSearches.alice')).toBeNull();
  });

  it('picks up a search remembered in another tab', () => {
    const { result } = renderHook(() => useRecentSearches('alice'));
    const { result: other } = renderHook(() => useRecentSearches('alice'));
    act(() => other.current.remember(search('elsewhere')));
    expect(result.current.searches).toEqual([]);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'arca.recentSearches.alice' }));
    });
    expect(queries(result.current.searches)).toEqual(['elsewhere']);
  });
});
