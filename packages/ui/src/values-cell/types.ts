import type { ReactNode } from 'react';
import type { SortDirection } from '../sorting/index.ts';

/** Where the values that do not fit go (R25.041, R25.042). */
export type ValuesCellMode = 'tooltip' | 'table';

/** A column of the '+N more' and 'Show All' tables; `key` names a field of {@link ValuesCellRow}. */
export interface ValuesCellColumn {
  key: string;
  title: string;
}

/** A value with extra fields for the tables; `value` is the tag text, other keys fill extra columns. */
export type ValuesCellRow = Readonly<Record<string, string>> & { readonly value: string };

/** A plain string is a row with only a value. */
export type ValuesCellItem = string | ValuesCellRow;

/** One column of a (multi-)sort; the array order is the sort priority. */
export interface SortKey {
  key: string;
  direction: SortDirection;
}

/** What the cell shows inline: how many tags, and how wide the first may grow before its ellipsis. */
export interface TagFit {
  visibleCount: number;
  /** Width budget of the first tag in px; 0 when the cell width is not known yet. */
  firstMaxWidth: number;
}

export interface ValuesCellProps {
  values: readonly ValuesCellItem[];
  /** Tooltip ('+N more', the default) or Table ('Show All' opening a modal). */
  mode?: ValuesCellMode;
  /** Cell width in px; when absent the cell measures itself with a ResizeObserver. */
  width?: number;
  /** Columns of the tooltip and modal tables; defaults to one column titled `valueTitle`. */
  columns?: readonly ValuesCellColumn[];
  /** Header of the default value column. Defaults to 'Value'. */
  valueTitle?: string;
  /** Replaces the modal's default '{n} Value(s)' title (R25.048). */
  modalTitle?: ReactNode;
}
