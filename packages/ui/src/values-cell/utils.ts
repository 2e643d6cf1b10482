import { compareText, nextSortOrder, type SortOrder } from '../sorting/index.ts';
import { matchesText } from '../text-match/index.ts';
import type { SortKey, TagFit, ValuesCellColumn, ValuesCellItem, ValuesCellRow } from './types.ts';

/** R27.30: estimated tag width per character of its text, in px. */
export const TAG_CHAR_WIDTH = 8.5;
/** R27.30: a tag's horizontal padding and border, in px. */
export const TAG_PADDING = 20;
/** R27.31: room kept for the '+N more' or 'Show All' control when some values are hidden. */
export const MORE_CONTROL_WIDTH = 70;
/** R27.31: the table cell's own padding, in px. */
export const CELL_PADDING = 52;
/** R27.26: at most this many values on one tooltip page. */
export const TOOLTIP_PAGE_MAX_VALUES = 16;
/** R27.26: about this many characters on one tooltip page. */
export const TOOLTIP_PAGE_MAX_CHARS = 120;
/** R27.17: the tooltip search waits this long after the last keystroke. */
export const TOOLTIP_SEARCH_DEBOUNCE_MS = 300;
/** R27.18: hovering or focusing '+N more' opens the tooltip after this delay. */
export const TOOLTIP_OPEN_DELAY_MS = 400;
/** R27.33: row height of the 'Show All' modal table. */
export const VALUES_MODAL_ROW_HEIGHT = 60;
export const VALUE_KEY = 'value';

export function toRow(item: ValuesCellItem): ValuesCellRow {
  return typeof item === 'string' ? { value: item } : item;
}

export function defaultColumns(valueTitle: string): ValuesCellColumn[] {
  return [{ key: VALUE_KEY, title: valueTitle }];
}

/** R27.30: estimated rendered width of a tag. */
export function tagWidth(text: string): number {
  return text.length * TAG_CHAR_WIDTH + TAG_PADDING;
}

/**
 * R25.039–R25.041: how many tags fit in a cell of `cellWidth` px. The first is always shown (cut
 * with an ellipsis to its budget); the following ones while they fit; if any is left over, room for
 * the more/show-all control is kept.
 */
export function fitTags(values: readonly string[], cellWidth: number): TagFit {
  const inner = cellWidth - CELL_PADDING;
  const total = values.reduce((sum, value) => sum + tagWidth(value), 0);
  if (values.length > 0 && total <= inner) return { visibleCount: values.length, firstMaxWidth: inner };

  const budget = Math.max(inner - (values.length > 1 ? MORE_CONTROL_WIDTH : 0), 0);
  const [first, ...rest] = values;
  if (first === undefined) return { visibleCount: 0, firstMaxWidth: budget };
  let used = tagWidth(first);
  let visibleCount = 1;
  for (const value of rest) {
    used += tagWidth(value);
    if (used > budget) break;
    visibleCount += 1;
  }
  return { visibleCount, firstMaxWidth: budget };
}

/**
 * R27.26: splits values into tooltip pages of at most 16 values or about 120 characters. A page
 * always takes at least one value, so a single long value still gets its own page.
 */
export function paginate<T>(items: readonly T[], textOf: (item: T) => string): T[][] {
  const pages: T[][] = [];
  let page: T[] = [];
  let chars = 0;
  for (const item of items) {
    const length = textOf(item).length;
    const full = page.length >= TOOLTIP_PAGE_MAX_VALUES || chars + length > TOOLTIP_PAGE_MAX_CHARS;
    if (page.length > 0 && full) {
      pages.push(page);
      page = [];
      chars = 0;
    }
    page.push(item);
    chars += length;
  }
  if (page.length > 0) pages.push(page);
  return pages;
}

export function sortStateOf(sort: readonly SortKey[], key: string): SortOrder {
  return sort.find((entry) => entry.key === key)?.direction ?? 'none';
}

/**
 * R25.046, R25.047: a header click cycles that column's state and makes it the only sort; a
 * shift-click cycles it inside the multi-sort, appending it when new and dropping it at 'none'.
 */
export function applySortClick(sort: readonly SortKey[], key: string, additive: boolean): SortKey[] {
  const next = nextSortOrder(sortStateOf(sort, key));
  if (!additive) return next === 'none' ? [] : [{ key, direction: next }];
  if (next === 'none') return sort.filter((entry) => entry.key !== key);
  if (sort.some((entry) => entry.key === key)) {
    return sort.map((entry) => (entry.key === key ? { key, direction: next } : entry));
  }
  return [...sort, { key, direction: next }];
}

/** Stable sort by the keys in priority order; missing fields sort as empty text. */
export function sortRows(rows: readonly ValuesCellRow[], sort: readonly SortKey[]): ValuesCellRow[] {
  if (sort.length === 0) return [...rows];
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      for (const { key, direction } of sort) {
        const order = compareText(a.row[key] ?? '', b.row[key] ?? '');
        if (order !== 0) return direction === 'asc' ? order : -order;
      }
      return a.index - b.index;
    })
    .map(({ row }) => row);
}

/** Rows where any column contains the search text, ignoring case. */
export function searchValueRows(
  rows: readonly ValuesCellRow[],
  columns: readonly ValuesCellColumn[],
  search: string,
): ValuesCellRow[] {
  return rows.filter((row) => columns.some((column) => matchesText(row[column.key] ?? '', search)));
}

/** R25.048: '1 Value', '12 Values'. */
export function valuesModalTitle(count: number): string {
  return `${count} ${count === 1 ? 'Value' : 'Values'}`;
}
