import type { SearchModel } from './search-model.ts';

/** One remembered search (R11.50). */
export interface RecentSearch {
  id: string;
  /** The search type or toolbar category it ran under. */
  type: string;
  queryString: string;
  searchModel: SearchModel;
  /** Where it was started, e.g. the selected project, for the list to show. */
  context: string;
}

/** How many recent searches each user keeps (R11.55); the spec leaves it open, similar products keep 10. */
export const MAX_RECENT_SEARCHES = 10;

export const ANONYMOUS_USER = 'anonymous';

/** The part of Storage this needs, so tests and callers can pass their own. */
export type RecentSearchStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** R11.51: one key per user; no username is the anonymous user. */
export function recentSearchesKey(username: string | null | undefined): string {
  return `arca.recentSearches.${username?.trim() || ANONYMOUS_USER}`;
}

/** The browser's local storage (R11.54), or none where it is blocked (private modes, strict settings). */
function defaultStorage(): RecentSearchStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.type === 'string' &&
    typeof entry.queryString === 'string' &&
    typeof entry.context === 'string' &&
    typeof entry.searchModel === 'object' &&
    entry.searchModel !== null &&
    !Array.isArray(entry.searchModel)
  );
}

/** A user's recent searches, newest first; storage that is missing, unreadable or corrupt gives none. */
export function readRecentSearches(
  username: string | null | undefined,
  storage: RecentSearchStorage | undefined = defaultStorage(),
): RecentSearch[] {
  try {
    const raw = storage?.getItem(recentSearchesKey(username));
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isRecentSearch).slice(0, MAX_RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

function write(username: string | null | undefined, entries: RecentSearch[], storage: RecentSearchStorage | undefined) {
  try {
    storage?.setItem(recentSearchesKey(username), JSON.stringify(entries));
  } catch {
    // A full or blocked storage only costs the list; the search itself goes on.
  }
}

function sameSearch(a: Pick<RecentSearch, 'type' | 'queryString'>, b: Pick<RecentSearch, 'type' | 'queryString'>) {
  return a.type === b.type && a.queryString.trim() === b.queryString.trim();
}

let counter = 0;
/** An id unique within this browser; crypto.randomUUID is missing on plain-http installs. */
function newId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Remembers a search and returns the list as stored: newest first (R11.52), one entry per query
 * string and type (R11.53), at most MAX_RECENT_SEARCHES (R11.55). Blank query text is not kept
 * (R11.56).
 */
export function addRecentSearch(
  username: string | null | undefined,
  search: Omit<RecentSearch, 'id'> & { id?: string },
  storage: RecentSearchStorage | undefined = defaultStorage(),
): RecentSearch[] {
  const current = readRecentSearches(username, storage);
  if (search.queryString.trim() === '') return current;
  const entry: RecentSearch = { ...search, id: search.id ?? newId() };
  const next = [entry, ...current.filter((other) => !sameSearch(other, entry))].slice(0, MAX_RECENT_SEARCHES);
  write(username, next, storage);
  return next;
}

/** Forgets a user's recent searches. */
export function clearRecentSearches(
  username: string | null | undefined,
  storage: RecentSearchStorage | undefined = defaultStorage(),
): void {
  try {
    storage?.removeItem(recentSearchesKey(username));
  } catch {
    // Nothing to forget when storage is blocked.
  }
}
