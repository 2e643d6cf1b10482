import {
  fromSearchParams,
  packageSearchModel,
  type SearchModel,
  toSearchParams,
} from '../../shared/search/search-model.ts';
import type { PackageListFilter } from './api/package-variables.ts';

/** The search type the package list's URL carries (R11.13), as the toolbar search writes it. */
const PACKAGES_SEARCH_TYPE = 'packages';

/**
 * The list's URL with one filter of the search changed: the table's search box and type filter
 * write the same parameters as the search bar, so the URL stays the one place the search lives
 * (shareable, and back and forward work). An empty value removes the filter.
 */
export function withPackageFilter(
  params: URLSearchParams,
  key: 'name' | 'packageType',
  value: string,
): URLSearchParams {
  const { type, model } = fromSearchParams(params);
  const next: SearchModel = { ...model, [key]: value.trim() === '' ? undefined : value };
  return toSearchParams(next, type ?? PACKAGES_SEARCH_TYPE);
}

/** The list's filters from the URL the search wrote (R11.13); an empty filter is no search. */
export function packageListFilterOf(params: URLSearchParams): PackageListFilter {
  const { model } = fromSearchParams(params);
  const { name, description, tags, scope, packageType } = packageSearchModel(model);
  const filter: PackageListFilter = { name, description, tags, scope, packageType };
  if (model.before) filter.before = model.before;
  if (model.after) filter.after = model.after;
  return filter;
}

export function hasPackageSearch(filter: PackageListFilter): boolean {
  return Object.values(filter).some((value) => (Array.isArray(value) ? value.length > 0 : Boolean(value)));
}
