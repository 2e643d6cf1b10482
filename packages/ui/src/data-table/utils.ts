import type {
  ColumnWidthPreset,
  DataTableColumn,
  DataTableExpandable,
  PaginationState,
  TableSortState,
} from './types.ts';

/** R27.28: default height of a table row, in pixels. */
export const DEFAULT_ROW_HEIGHT = 64;

/** R27.28: rows fetched first by an infinite-scroll table; also the page size when none is given. */
export const INFINITE_INITIAL_ROW_COUNT = 50;

/** R27.29: the named column widths, in pixels. */
export const COLUMN_WIDTHS: Readonly<Record<ColumnWidthPreset, number>> = {
  tiny: 70,
  small: 120,
  medium: 180,
  large: 240,
  'x-large': 280,
};

/** The least room a column without a width gets before the table scrolls sideways. */
export const FLEXIBLE_COLUMN_MIN_WIDTH = 160;

/** The width below which the table scrolls sideways: every column's width, flexible ones at their minimum. */
export function tableScrollWidth(widths: readonly (number | undefined)[]): number {
  return widths.reduce<number>((sum, width) => sum + (width ?? FLEXIBLE_COLUMN_MIN_WIDTH), 0);
}

/** R25.004: page buttons the pager shows when there are more than `PAGER_SMALL_LIMIT` pages. */
export const PAGER_COUNT_LARGE = 7;
/** R25.004: page buttons the pager shows otherwise. */
export const PAGER_COUNT_SMALL = 5;
/** R25.004: above this many pages the pager grows to `PAGER_COUNT_LARGE` buttons. */
export const PAGER_SMALL_LIMIT = 5;

/** R25.014: the empty overlay's texts. */
export const EMPTY_TITLE = 'No results were found';
export const EMPTY_SUBTITLE = 'Try to change your search';

export const NO_SORT: TableSortState = { columnKey: null, order: 'none' };

/** R25.001: rows sorted client-side by the sorted column's compare; a copy, stable, input untouched. */
export function sortTableRows<Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  sort: TableSortState,
): readonly Row[] {
  if (sort.order === 'none' || sort.columnKey === null) return rows;
  const compare = columns.find((column) => column.key === sort.columnKey)?.compare;
  if (!compare) return rows;
  const direction = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => direction * compare(a, b));
}

/** R25.004: 7 page buttons when there are more than 5 pages, otherwise 5. */
export function pagerCount(totalPages: number): number {
  return totalPages > PAGER_SMALL_LIMIT ? PAGER_COUNT_LARGE : PAGER_COUNT_SMALL;
}

/** The page numbers the pager shows: a window of `pagerCount` pages kept around the current one. */
export function pagerPages(currentPage: number, totalPages: number): number[] {
  const count = Math.min(pagerCount(totalPages), totalPages);
  if (count <= 0) return [];
  const first = Math.min(Math.max(1, currentPage - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** R25.005: the pagination state, with the current page kept within the pages that exist. */
export function buildPaginationState(input: {
  currentPage: number;
  pageSize?: number;
  rowCount: number;
  lastPageFound?: boolean;
}): PaginationState {
  const pageSize = Math.max(1, Math.floor(input.pageSize ?? INFINITE_INITIAL_ROW_COUNT));
  const rowCount = Math.max(0, Math.floor(input.rowCount));
  const totalPages = Math.max(1, Math.ceil(rowCount / pageSize));
  const currentPage = Math.min(Math.max(1, Math.floor(input.currentPage)), totalPages);
  return { currentPage, pageSize, totalPages, rowCount, lastPageFound: input.lastPageFound ?? true };
}

/** The first and last row numbers (1-based) of the current page; 0 and 0 when there are none. */
export function pageRange(state: PaginationState): { first: number; last: number } {
  if (state.rowCount === 0) return { first: 0, last: 0 };
  const first = (state.currentPage - 1) * state.pageSize + 1;
  return { first, last: Math.min(state.currentPage * state.pageSize, state.rowCount) };
}

/** R25.003: 'Showing a - b from n items'. */
export function paginationText(state: PaginationState): string {
  const { first, last } = pageRange(state);
  return `Showing ${first} - ${last} from ${state.rowCount} items`;
}

/** The rows of the current page, for client-side paging. */
export function pageRows<Row>(rows: readonly Row[], state: PaginationState): readonly Row[] {
  const start = (state.currentPage - 1) * state.pageSize;
  return rows.slice(start, start + state.pageSize);
}

/** R25.007, R25.008: '1 Item Selected:' or 'N Items Selected:'. */
export function selectionText(count: number): string {
  return count === 1 ? '1 Item Selected:' : `${count} Items Selected:`;
}

/** R27.29: a column width in pixels, from a preset name or a number. */
export function columnWidth(width: ColumnWidthPreset | number | undefined): number | undefined {
  if (width === undefined || typeof width === 'number') return width;
  return COLUMN_WIDTHS[width];
}

/** R25.010: how many rows carry `isFavourite`. */
export function countFavourites(rows: readonly object[]): number {
  return rows.filter((row) => 'isFavourite' in row && row.isFavourite === true).length;
}

/** R25.012: the message when an expandable table lacks `additionalRowHeight`. */
export const MISSING_ROW_HEIGHT_MESSAGE =
  'DataTable: expandable rows need an additionalRowHeight(row) function giving the extra height of an expanded row.';

/** R25.012: expandable mode cannot size expanded rows without `additionalRowHeight`. */
export function assertExpandable<Row>(
  expandable: DataTableExpandable<Row>,
): asserts expandable is DataTableExpandable<Row> & { additionalRowHeight: (row: Row) => number } {
  if (typeof expandable.additionalRowHeight !== 'function') throw new Error(MISSING_ROW_HEIGHT_MESSAGE);
}

/**
 * R25.013: which expanded keys to show. A key newly asked to expand must belong to a row rendered in
 * the current page, else this throws; keys expanded before whose rows have since left the page
 * (paging, filtering) are quietly dropped rather than treated as new requests.
 */
export function resolveExpandedKeys(
  previous: readonly string[],
  requested: readonly string[],
  renderedKeys: ReadonlySet<string>,
): string[] {
  const before = new Set(previous);
  const missing = requested.filter((key) => !before.has(key) && !renderedKeys.has(key));
  if (missing.length > 0) {
    throw new Error(
      `DataTable: cannot expand row ${missing.map((key) => `'${key}'`).join(', ')}: it is not rendered in the current page.`,
    );
  }
  return requested.filter((key) => renderedKeys.has(key));
}
