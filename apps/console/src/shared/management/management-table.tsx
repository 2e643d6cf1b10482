import { DataTable, type DataTableColumn, type RowAction, type TableSortState } from '@arca/ui';
import { Alert } from 'antd';
import { useMemo, useState } from 'react';

/** Rows per page of every management table. */
export const MANAGEMENT_PAGE_SIZE = 25;

export interface ManagementTableProps<Row extends object> {
  /** The accessible name of the table, e.g. 'Users'. */
  label: string;
  /** The loaded rows; undefined while loading or after a failure. */
  rows: readonly Row[] | undefined;
  loading: boolean;
  error: Error | null;
  /** What could not be loaded, e.g. 'The users could not be loaded'. */
  loadErrorTitle: string;
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Whether a row matches the search text (already trimmed and lower-cased, never empty). */
  matches: (row: Row, search: string) => boolean;
  initialSort: TableSortState;
  actions: readonly RowAction<Row>[];
}

/**
 * The table of a management list (users, groups, permissions, projects): client-side search,
 * sorting and paging over rows the server sent whole, row actions, and the load failure.
 */
export function ManagementTable<Row extends object>(props: ManagementTableProps<Row>) {
  const { rows, matches } = props;
  const [sort, setSort] = useState(props.initialSort);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');

  const shown = useMemo(() => {
    const text = search.trim().toLowerCase();
    return text === '' ? (rows ?? []) : (rows ?? []).filter((row) => matches(row, text));
  }, [rows, matches, search]);

  if (props.error) {
    return <Alert type="error" showIcon title={props.loadErrorTitle} description={props.error.message} />;
  }
  return (
    <DataTable<Row>
      label={props.label}
      rows={shown}
      rowKey={props.rowKey}
      columns={props.columns}
      loading={props.loading}
      sorting={{ mode: 'client', sort, onSortChange: setSort }}
      pagination={{ mode: 'client', currentPage: page, pageSize: MANAGEMENT_PAGE_SIZE, onPageChange: setPage }}
      searchText={search}
      onSearchChange={(text) => {
        setSearch(text);
        setPage(1);
      }}
      // A read-only list (the storage summary) gets no empty actions column taking room from its figures.
      rowActions={props.actions.length > 0 ? { actions: props.actions } : undefined}
    />
  );
}
