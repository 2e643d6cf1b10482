import { type DataTablePaging, type DataTableSorting, NO_SORT, type TableSortState } from '@arca/ui';
import { useState } from 'react';

/** Rows per page of a list the server sends whole. */
export const LIST_PAGE_SIZE = 50;

export interface ClientTable {
  sorting: DataTableSorting;
  pagination: DataTablePaging;
  /** Back to the first page, as a new filter should. */
  toFirstPage: () => void;
}

/**
 * The sort and page state of a DataTable over rows the server sent whole: the table is controlled,
 * and every such list keeps the same two pieces of state, so they live here once.
 */
export function useClientTable(initialSort: TableSortState = NO_SORT, pageSize = LIST_PAGE_SIZE): ClientTable {
  const [sort, setSort] = useState(initialSort);
  const [page, setPage] = useState(1);
  return {
    sorting: { mode: 'client', sort, onSortChange: setSort },
    pagination: { mode: 'client', currentPage: page, pageSize, onPageChange: setPage },
    toFirstPage: () => setPage(1),
  };
}
