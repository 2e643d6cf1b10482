import type { InputListValidator } from '../input-list/types.ts';

/** Patterns as the webhook and permission payloads hold them: comma-joined strings (R25.095). */
export interface PatternsValue {
  includesPattern: string;
  excludesPattern: string;
}

export interface IncludeExcludePatternsProps {
  value: PatternsValue;
  onChange: (value: PatternsValue) => void;
  disabled?: boolean;
  /** Extra checks on a new pattern, run on both lists after the built-in duplicate check. */
  validators?: readonly InputListValidator[];
  /** Level of the two list titles, to fit the page's heading outline. Default 4. */
  headingLevel?: 2 | 3 | 4 | 5;
}
