import type { SearchModel } from './search-model.ts';

/** What a search type's enable rule is given (R11.28). */
export interface SearchRuleInput {
  query: string;
  /** The user is an admin or holds the permission the type asks for. */
  privileged: boolean;
  model: SearchModel;
}

/** A search type's own rule: whether a search may run. */
export type SearchEnableRule = (input: SearchRuleInput) => boolean;

/** Fewest characters, wildcards aside, an unprivileged user may search packages with (R11.29). */
export const MIN_PACKAGE_QUERY_LENGTH = 3;

/** The archive search type that searches packages, and so needs a package type (R11.30). */
export const ARCHIVE_PACKAGES_TYPE = 'packages';

/** The artifacts search type for archive search, and the one it falls back to (R11.26). */
export const ARCHIVE_ARTIFACTS_SEARCH_TYPE = 'archive';
export const QUICK_ARTIFACTS_SEARCH_TYPE = 'quick';

/**
 * R11.27, R11.28: nothing to search for never searches; otherwise the type's own rule decides,
 * and a type without one always may.
 */
export function isSearchEnabled(input: SearchRuleInput, rule?: SearchEnableRule): boolean {
  if (input.query.trim() === '') return false;
  return rule === undefined || rule(input);
}

/** R11.29: without the permission, the query with * and ? removed must have at least three characters. */
export const packageSearchRule: SearchEnableRule = ({ query, privileged }) =>
  privileged || query.replace(/[*?]/g, '').trim().length >= MIN_PACKAGE_QUERY_LENGTH;

/** R11.30: an archive search for packages needs a package type; other archive searches need nothing more. */
export const archiveSearchRule: SearchEnableRule = ({ model }) =>
  model.archiveSearchType !== ARCHIVE_PACKAGES_TYPE || (model.packageType ?? '').trim() !== '';

/** R11.24: a new search type starts from an empty model, keeping only the name typed so far. */
export function modelForNewType(model: SearchModel): SearchModel {
  return model.name === undefined || model.name === '' ? {} : { name: model.name };
}

/** R11.25: clearing leaves no model and no query text. */
export function clearedSearch(): { model: SearchModel; queryString: string } {
  return { model: {}, queryString: '' };
}

/** R11.26: the archive artifacts search type is only kept while archive search is enabled. */
export function effectiveArtifactsSearchType(chosen: string, archiveSearchEnabled: boolean): string {
  return chosen === ARCHIVE_ARTIFACTS_SEARCH_TYPE && !archiveSearchEnabled ? QUICK_ARTIFACTS_SEARCH_TYPE : chosen;
}
