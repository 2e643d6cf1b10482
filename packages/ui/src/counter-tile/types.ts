import type { ReactNode } from 'react';

export interface CounterTileProps {
  /** What is counted, e.g. 'Artifacts'. */
  title: string;
  value: number;
  /** numeral-style pattern; '0,0' by default (R25.159). */
  format?: string;
  icon?: ReactNode;
  /** Makes the title a link, e.g. to the list of what is counted. */
  href?: string;
  /** Counts up from 0 in 50 steps of 50 ms (R27.19); skipped when the visitor prefers reduced motion. */
  animate?: boolean;
}
