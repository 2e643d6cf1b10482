/** Helpers that turn what the user typed into the filters package and version queries send (packages-and-search.md §5). */

export type SortDirection = 'ASC' | 'DESC';

/** R10.34, R10.35: a name searches as a prefix unless it already ends in *; no name searches everything. */
export function nameFilter(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return '*';
  return trimmed.endsWith('*') ? trimmed : `${trimmed}*`;
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** R10.36: filters without null, undefined, blank strings or empty lists, so the server sees only what was set. */
export function compactFilters<T extends Record<string, unknown>>(filters: T): Partial<T> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => !isEmpty(value))) as Partial<T>;
}

/** The filters of a package list query: the name as a prefix (R10.34, R10.35), empty values dropped (R10.36). */
export function packageFilters<T extends { name?: string | null }>(filters: T): Partial<T> & { name: string } {
  return { ...compactFilters(filters), name: nameFilter(filters.name) };
}

export interface VersionFilterInput {
  name?: string | null;
  /** Off only when the caller asks for an exact name. */
  nameWildcard?: boolean;
  includePreRelease?: boolean;
  [other: string]: unknown;
}

/** The filters of a versions query: a name wildcard (R10.37) and pre-releases (R10.38) unless turned off. */
export function versionFilters(input: VersionFilterInput): Record<string, unknown> {
  const { name, nameWildcard = true, includePreRelease = true, ...rest } = input;
  const exactName = (name ?? '').trim();
  return {
    ...compactFilters(rest),
    ...(nameWildcard ? { name: nameFilter(name) } : exactName === '' ? {} : { name: exactName }),
    includePreRelease,
  };
}

const directions: Readonly<Record<string, SortDirection>> = {
  asc: 'ASC',
  ascend: 'ASC',
  desc: 'DESC',
  descend: 'DESC',
};

/** R10.33: asc, desc and the ascend/descend variants in any case; anything else sorts ascending. */
export function sortDirection(value: string | null | undefined): SortDirection {
  const key = (value ?? '').trim().toLowerCase();
  return Object.hasOwn(directions, key) ? (directions[key] as SortDirection) : 'ASC';
}
