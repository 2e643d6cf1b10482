import { afterEach, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_USER,
  addRecentSearch,
  clearRecentSearches,
  MAX_RECENT_SEARCHES,
  type RecentSearch,
  type RecentSearchStorage,
  readRecentSearches,
  recentSearchesKey,
} from './recent-searches.ts';

/** A storage of its own per test, so entries never leak between tests. */
function memoryStorage(): RecentSearchStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const search = (queryString: string, type = 'packages'): Omit<RecentSearch, 'id'> => ({
  type,
  queryString,
  searchModel: { name: queryString },
  context: 'default',
});

afterEach(() => localStorage.clear());

describe('recent searches', () => {
  it('R11.50 keeps entries with type, queryString, searchModel, context and id', () => {
    const storage = memoryStorage();
    const [entry] = addRecentSearch('alice', search('lodash pkg:npm'), storage);
    expect(Object.keys(entry ?? {}).sort()).toEqual(['context', 'id', 'queryString', 'searchModel', 'type']);
    expect(entry).toMatchObject({ type: 'packages', queryString: 'lodash pkg:npm', context: 'default' });
    expect(entry?.id).toMatch(/\S/);
    expect(readRecentSearches('alice', storage)).toEqual([entry]);
  });

  it('R11.51 keeps a list per username, under anonymous when there is none', () => {
    const storage = memoryStorage();
    addRecentSearch('alice', search('a-query'), storage);
    addRecentSearch(undefined, search('anon-query'), storage);
    expect(recentSearchesKey('alice')).toBe('arca.recentSearches.alice');
    expect(recentSearchesKey(null)).toBe(`arca.recentSearches.${ANONYMOUS_USER}`);
    expect(recentSearchesKey('')).toBe('arca.recentSearches.anonymous');
    expect(readRecentSearches('alice', storage).map((e) => e.queryString)).toEqual(['a-query']);
    expect(readRecentSearches('bob', storage)).toEqual([]);
    expect(readRecentSearches('', storage).map((e) => e.queryString)).toEqual(['anon-query']);
    expect([...storage.data.keys()].sort()).toEqual(['arca.recentSearches.alice', 'arca.recentSearches.anonymous']);
  });

  it('R11.52 orders the list newest first', () => {
    const storage = memoryStorage();
    for (const query of ['one', 'two', 'three']) addRecentSearch('alice', search(query), storage);
    expect(readRecentSearches('alice', storage).map((e) => e.queryString)).toEqual(['three', 'two', 'one']);
  });

  it('R11.53 keeps one entry per query string and type, moving a repeat to the top', () => {
    const storage = memoryStorage();
    addRecentSearch('alice', search('one'), storage);
    addRecentSearch('alice', search('two'), storage);
    addRecentSearch('alice', search('one', 'securityCompliance'), storage);
    const list = addRecentSearch('alice', { ...search('one'), context: 'alpha' }, storage);
    expect(list.map((e) => [e.type, e.queryString, e.context])).toEqual([
      ['packages', 'one', 'alpha'],
      ['securityCompliance', 'one', 'default'],
      ['packages', 'two', 'default'],
    ]);
  });

  it('R11.54 persists in local storage by default', () => {
    addRecentSearch('carol', search('persisted'));
    const stored = JSON.parse(localStorage.getItem('arca.recentSearches.carol') ?? '[]') as RecentSearch[];
    expect(stored.map((e) => e.queryString)).toEqual(['persisted']);
    expect(readRecentSearches('carol').map((e) => e.queryString)).toEqual(['persisted']);
    clearRecentSearches('carol');
    expect(localStorage.getItem('arca.recentSearches.carol')).toBeNull();
  });

  it('R11.55 drops the oldest when the maximum is exceeded', () => {
    const storage = memoryStorage();
    for (let i = 1; i <= MAX_RECENT_SEARCHES + 2; i++) addRecentSearch('alice', search(`q${i}`), storage);
    const list = readRecentSearches('alice', storage);
    expect(MAX_RECENT_SEARCHES).toBe(10);
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(list[0]?.queryString).toBe(`q${MAX_RECENT_SEARCHES + 2}`);
    expect(list.at(-1)?.queryString).toBe('q3');
  });

  it.each(['', '   ', '\t'])('R11.56 does not store blank query text %j', (queryString) => {
    const storage = memoryStorage();
    addRecentSearch('alice', search('kept'), storage);
    expect(addRecentSearch('alice', search(queryString), storage).map((e) => e.queryString)).toEqual(['kept']);
    expect(readRecentSearches('alice', storage)).toHaveLength(1);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"a":1}'],
    ['null', 'null'],
  ])('reads corrupt storage (%s) as no recent searches and can write over it', (_, raw) => {
    const storage = memoryStorage();
    storage.setItem('arca.recentSearches.alice', raw);
    expect(readRecentSearches('alice', storage)).toEqual([]);
    expect(addRecentSearch('alice', search('fresh'), storage).map((e) => e.queryString)).toEqual(['fresh']);
  });

  it('skips malformed entries and keeps the rest', () => {
    const storage = memoryStorage();
    const good: RecentSearch = { id: '1', ...search('good') };
    storage.setItem(
      'arca.recentSearches.alice',
      JSON.stringify([good, { id: 2 }, null, 'x', { ...good, searchModel: [] }]),
    );
    expect(readRecentSearches('alice', storage)).toEqual([good]);
  });

  it('survives a storage that throws on every call', () => {
    const broken: RecentSearchStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readRecentSearches('alice', broken)).toEqual([]);
    expect(addRecentSearch('alice', search('lodash'), broken).map((e) => e.queryString)).toEqual(['lodash']);
    expect(() => clearRecentSearches('alice', broken)).not.toThrow();
  });

  it('gives each entry its own id', () => {
    const storage = memoryStorage();
    const ids = ['a', 'b', 'c'].map((q) => addRecentSearch('alice', search(q), storage)[0]?.id);
    expect(new Set(ids).size).toBe(3);
  });
});
