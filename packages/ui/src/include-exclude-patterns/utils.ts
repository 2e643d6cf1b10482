import type { PatternsValue } from './types.ts';

/** R25.092: the default include pattern, which matches every artifact. */
export const DEFAULT_INCLUDE_PATTERN = '**/*';

/** R25.092: a new section starts by including everything and excluding nothing. */
export const DEFAULT_PATTERNS: PatternsValue = { includesPattern: DEFAULT_INCLUDE_PATTERN, excludesPattern: '' };

/** R25.091 */
export const INCLUDE_PATTERNS_TITLE = 'Include Patterns';
/** R25.091 */
export const EXCLUDE_PATTERNS_TITLE = 'Exclude Patterns';

/** R25.094: our wording of the spec's help text for the include list. */
export const INCLUDE_PATTERNS_HELP =
  'Include patterns are artifact patterns like x/y/**/z/*. Only artifacts matching an include pattern are served.';
/** R25.094: our wording of the spec's help text for the exclude list. */
export const EXCLUDE_PATTERNS_HELP = 'Artifacts matching an exclude pattern are not served.';

/** Separator of the stored form (R25.095). */
export const PATTERN_SEPARATOR = ',';

/** R25.095: the comma-joined form as a list; spaces around entries and empty entries are dropped. */
export function splitPatterns(joined: string | null | undefined): string[] {
  if (!joined) return [];
  return joined
    .split(PATTERN_SEPARATOR)
    .map((pattern) => pattern.trim())
    .filter((pattern) => pattern !== '');
}

/** R25.095: the list in its comma-joined stored form. */
export function joinPatterns(patterns: readonly string[]): string {
  return patterns.join(PATTERN_SEPARATOR);
}

/**
 * R25.093: a set of exactly two where one is the default match-all drops the match-all, since
 * keeping it would make the other, deliberately added, pattern meaningless.
 */
export function patternsForSave(patterns: readonly string[]): string[] {
  if (patterns.length === 2 && patterns.includes(DEFAULT_INCLUDE_PATTERN)) {
    return patterns.filter((pattern) => pattern !== DEFAULT_INCLUDE_PATTERN);
  }
  return [...patterns];
}

/** R25.093 applied to the stored form, ready to send: only the include list holds the match-all default. */
export function patternsValueForSave(value: PatternsValue): PatternsValue {
  return {
    includesPattern: joinPatterns(patternsForSave(splitPatterns(value.includesPattern))),
    excludesPattern: joinPatterns(splitPatterns(value.excludesPattern)),
  };
}

/** The stored form is comma-joined, so a comma inside one pattern would split it in two on reading. */
export const PATTERN_COMMA_MESSAGE = 'A pattern cannot contain a comma';

export function noCommaInPattern(pattern: string): string | undefined {
  return pattern.includes(PATTERN_SEPARATOR) ? PATTERN_COMMA_MESSAGE : undefined;
}
