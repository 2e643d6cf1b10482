import { matchesText } from '../text-match/index.ts';
import type { FilterRow, FilterSelection } from './types.ts';

/** R25.033: rows shown per filter before 'Show More' is pressed. */
export const FILTER_VISIBLE_ROWS = 5;
/** R27.38: height of a filter's row list while it shows only the first rows. */
export const FILTER_COLLAPSED_HEIGHT = 178;
/** R27.38: maximum height of a filter's row list after 'Show More'; longer lists scroll. */
export const FILTER_EXPANDED_HEIGHT = 455;
/** R27.38: height of one filter row. */
export const FILTER_ROW_HEIGHT = 32;
/** R27.38: width of the expandable side panel. */
export const FILTER_PANEL_WIDTH = 316;

/** The number in 'Filters (n)': every selected row across all filters. */
export function countSelections(selection: FilterSelection): number {
  return Object.values(selection).reduce((sum, values) => sum + values.length, 0);
}

/** Rows whose title contains the search text, ignoring case. */
export function searchRows(rows: readonly FilterRow[], search: string): readonly FilterRow[] {
  if (search.trim() === '') return rows;
  return rows.filter((row) => matchesText(row.title, search));
}

/** The rows to draw: the first five until the filter is expanded (R25.033). */
export function visibleRows(rows: readonly FilterRow[], expanded: boolean): readonly FilterRow[] {
  return expanded ? rows : rows.slice(0, FILTER_VISIBLE_ROWS);
}

/** 'Show More' is offered only when rows are hidden. */
export function hasMoreRows(rows: readonly FilterRow[], expanded: boolean): boolean {
  return !expanded && rows.length > FILTER_VISIBLE_ROWS;
}

/** Selects or unselects one row, keeping the order the rows were picked in. */
export function toggleValue(selected: readonly string[], value: string, checked: boolean): string[] {
  const rest = selected.filter((item) => item !== value);
  return checked ? [...rest, value] : rest;
}
