import type { ReactNode } from 'react';
import type { RowAction } from '../row-actions/types.ts';
import type { SortOrder } from '../sorting/index.ts';

/** Which column the table is sorted by; `order: 'none'` means unsorted. */
export interface TableSortState {
  columnKey: string | null;
  order: SortOrder;
}

/** Named column widths (R27.29); a number is taken as pixels. */
export type ColumnWidthPreset = 'tiny' | 'small' | 'medium' | 'large' | 'x-large';

export interface DataTableColumn<Row> {
  key: string;
  /** Header text; also the column's name in the customise-columns popover. */
  title: string;
  /** Cell content; defaults to the row's `dataIndex` value. */
  render?: (row: Row, index: number) => ReactNode;
  dataIndex?: keyof Row & string;
  /**
   * The cell's text in full, for a column that renders its own content (a link, a tag): the cell is
   * cut with an ellipsis and shows this on hover. `dataIndex` columns get it from their value.
   */
  cellText?: (row: Row) => string;
  /** A column without a width takes the room left, and at least `FLEXIBLE_COLUMN_MIN_WIDTH` (utils.ts). */
  width?: ColumnWidthPreset | number;
  /** Client-side sorting: how two rows compare in ascending order. */
  compare?: (a: Row, b: Row) => number;
  /** Server-side sorting: the header is clickable and the change is reported. */
  sortable?: boolean;
  align?: 'left' | 'center' | 'right';
}

/**
 * How the rows are sorted (R25.001). Client mode sorts the given rows with each column's `compare`;
 * server mode shows the rows as given and only reports the wanted order.
 */
export type DataTableSorting =
  | { mode: 'client'; sort: TableSortState; onSortChange: (sort: TableSortState) => void }
  | { mode: 'server'; sort: TableSortState; onSortChange: (sort: TableSortState) => void };

/** Pagination state (R25.005). */
export interface PaginationState {
  /** 1-based. */
  currentPage: number;
  pageSize: number;
  totalPages: number;
  rowCount: number;
  /** False while a server still has not told where the data ends. */
  lastPageFound: boolean;
}

/**
 * Paging (R25.002). Client mode pages the given rows; server mode is handed one page of rows and
 * the total row count.
 */
export type DataTablePaging =
  | { mode: 'client'; currentPage: number; pageSize?: number; onPageChange: (page: number) => void }
  | {
      mode: 'server';
      currentPage: number;
      pageSize?: number;
      rowCount: number;
      lastPageFound?: boolean;
      onPageChange: (page: number) => void;
    };

/** Rows that can be marked favourite carry this flag (R25.010). */
export interface FavouriteRow {
  isFavourite?: boolean;
}

export interface DataTableExpandable<Row> {
  expandedKeys: readonly string[];
  onExpandedChange: (keys: string[]) => void;
  render: (row: Row) => ReactNode;
  /**
   * Extra height, in pixels, an expanded row gains (R25.011). Required in expandable mode: the table
   * throws without it (R25.012); typed optional so that untyped callers meet a clear error.
   */
  additionalRowHeight?: (row: Row) => number;
  /** Which rows may expand; all by default. */
  rowExpandable?: (row: Row) => boolean;
}

export interface DataTableSelection {
  selectedKeys: readonly string[];
  onSelectionChange: (keys: string[]) => void;
  /** Buttons shown after 'N Items Selected:' while rows are selected. */
  bulkActions?: ReactNode;
}

export interface DataTableRowActions<Row> {
  actions: readonly RowAction<Row>[];
  onAction?: (eventName: string, row: Row) => void;
}

export interface DataTableProps<Row extends object> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly DataTableColumn<Row>[];
  /** Accessible name of the table. */
  label?: string;
  sorting?: DataTableSorting;
  /** `false` (the default) shows all rows in one scrolling list. */
  pagination?: DataTablePaging | false;
  /** Keys of the columns shown, in the columns' order; all when absent. */
  visibleColumnKeys?: readonly string[];
  /** Given, the table offers the customise-columns popover (R25.006). */
  onVisibleColumnsChange?: (keys: string[]) => void;
  rowActions?: DataTableRowActions<Row>;
  selection?: DataTableSelection;
  expandable?: DataTableExpandable<Row>;
  /** Row height in pixels; R27.28's 64 by default. */
  rowHeight?: number;
  /** Height of the scrolling body; with `virtual` only the visible rows are rendered. */
  scrollHeight?: number;
  virtual?: boolean;
  /** Search box (R25.025–R25.028); shown when `onSearchChange` is given. */
  searchText?: string;
  onSearchChange?: (text: string) => void;
  /** Filters button with its badge (R25.009); shown when `onFiltersClick` is given. */
  filterCount?: number;
  onFiltersClick?: () => void;
  /** Favourites toggle (R25.010, R25.029, R25.030); shown when `onFavouritesToggle` is given. */
  favouritesActive?: boolean;
  onFavouritesToggle?: (active: boolean) => void;
  /** Defaults to the number of given rows with `isFavourite`. */
  favouritesCount?: number;
  /** What the table shows when it has no row, in place of the default overlay (a list's own empty message). */
  emptyContent?: ReactNode;
  /** Extra content at the start of the toolbar, e.g. a HeaderActionButton. */
  toolbarExtra?: ReactNode;
  loading?: boolean;
}
