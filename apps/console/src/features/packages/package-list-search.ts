import { fromSearchParams, type SearchModel, toSearchParams } from '../../shared/search/search-model.ts';

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
