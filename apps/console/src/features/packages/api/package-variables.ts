import type { MetadataOrderBy, MetadataPackageFilter } from '@arca/contract';
import { packageFilters, sortDirection, versionFilters } from '../../../shared/search/search-filters.ts';
import { COUNT_ONLY, PAGE_LIMITS } from './page-limits.ts';

/** The variables the package browser sends with its metadata calls, each page size from {@link PAGE_LIMITS}. */

/** The list's filters as the search writes them; anything else the search model holds is not a package filter. */
export interface PackageListFilter {
  name?: string;
  description?: string;
  tags?: readonly string[];
  scope?: string;
  packageType?: string;
  before?: string;
  after?: string;
}

/**
 * The list's filters as the server reads them. A name typed without wildcards is searched for within
 * package names (`search`: words and parts of names, npm scopes, Maven group and artifact ids, best
 * matches first); a name with `*` or `?` stays a name pattern, which gets its trailing * (R10.34).
 */
export function packageListFilter(filter: PackageListFilter): MetadataPackageFilter {
  const { name, ...rest } = filter;
  const text = name?.trim() ?? '';
  const searched = text !== '' && !/[*?]/.test(text);
  return packageFilters({
    ...rest,
    name: searched ? undefined : name,
    ...(searched ? { search: text } : {}),
    tags: filter.tags ? [...filter.tags] : undefined,
  });
}

/** A page of packages: first-level size (R10.29, R10.30), by name ascending (R10.27). */
export function packagesVariables(filter: PackageListFilter, after: string | null) {
  return {
    filter: packageListFilter(filter),
    first: PAGE_LIMITS.firstLevel,
    after,
    orderBy: { field: 'NAME', direction: sortDirection('asc') } satisfies MetadataOrderBy,
  };
}

/** R10.26: how many packages there are, without any of them. */
export function packagesCountVariables() {
  return { filter: packageListFilter({}), first: COUNT_ONLY };
}

/** The server's filter field for pre-releases is the inverse of the helper's flag. */
function versionFilter(input: Parameters<typeof versionFilters>[0]) {
  const { includePreRelease, ...rest } = versionFilters(input);
  return { ...rest, ignorePreRelease: !includePreRelease };
}

/** A page of one package's versions: second-level size (R10.29), by name descending (R10.28). */
export function versionsVariables(packageId: string, releasesOnly: boolean, after: string | null) {
  return {
    filter: versionFilter({ packageId, includePreRelease: !releasesOnly }),
    first: PAGE_LIMITS.secondLevel,
    after,
    orderBy: { field: 'NAME', direction: sortDirection('desc') } satisfies MetadataOrderBy,
  };
}

/** One version by its exact name, with its files: the single-item size (R10.29). */
export function versionVariables(packageId: string, name: string) {
  return {
    filter: { ...versionFilter({ packageId, name, nameWildcard: false }), includeFiles: true },
    first: PAGE_LIMITS.single,
  };
}
