export { IncludeExcludePatterns } from './include-exclude-patterns.tsx';
export type { IncludeExcludePatternsProps, PatternsValue } from './types.ts';
export {
  DEFAULT_INCLUDE_PATTERN,
  DEFAULT_PATTERNS,
  joinPatterns,
  patternsForSave,
  patternsValueForSave,
  splitPatterns,
} from './utils.ts';
