export { ColumnChooser, type ColumnChooserProps } from './column-chooser.tsx';
export { DataTable } from './data-table.tsx';
export { EmptyOverlay } from './empty-overlay.tsx';
export { FavouritesToggle, type FavouritesToggleProps } from './favourites-toggle.tsx';
export { FiltersButton, type FiltersButtonProps } from './filters-button.tsx';
export { SelectionBar, type SelectionBarProps } from './selection-bar.tsx';
export { TablePager, type TablePagerProps } from './table-pager.tsx';
export { TableSearchBox, type TableSearchBoxProps } from './table-search-box.tsx';
export type {
  ColumnWidthPreset,
  DataTableColumn,
  DataTableExpandable,
  DataTablePaging,
  DataTableProps,
  DataTableRowActions,
  DataTableSelection,
  DataTableSorting,
  FavouriteRow,
  PaginationState,
  TableSortState,
} from './types.ts';
export {
  buildPaginationState,
  COLUMN_WIDTHS,
  columnWidth,
  DEFAULT_ROW_HEIGHT,
  INFINITE_INITIAL_ROW_COUNT,
  NO_SORT,
  pagerCount,
  paginationText,
  selectionText,
  tableScrollWidth,
} from './utils.ts';
