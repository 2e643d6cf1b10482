import { Flex, Table, type TableProps, theme } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { normaliseSortOrder } from '../sorting/index.ts';
import { buildColumns } from './build-columns.tsx';
import { ColumnChooser } from './column-chooser.tsx';
import { EmptyOverlay } from './empty-overlay.tsx';
import { FavouritesToggle } from './favourites-toggle.tsx';
import { FiltersButton } from './filters-button.tsx';
import { SelectionBar } from './selection-bar.tsx';
import { TablePager } from './table-pager.tsx';
import { TableSearchBox } from './table-search-box.tsx';
import type { DataTableProps, TableSortState } from './types.ts';
import {
  assertExpandable,
  buildPaginationState,
  countFavourites,
  DEFAULT_ROW_HEIGHT,
  NO_SORT,
  pageRows,
  resolveExpandedKeys,
  sortTableRows,
  tableScrollWidth,
} from './utils.ts';

type AntdOnChange<Row> = NonNullable<TableProps<Row>['onChange']>;

/**
 * The shared data table (R25.001–R25.015), on antd's Table: controlled sorting, paging, column
 * choice, selection and expansion; its toolbar holds search, filters and favourites when asked for.
 */
export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const { rows, rowKey, columns, sorting, pagination = false, expandable, selection, rowActions } = props;
  const { token } = theme.useToken();
  const rowHeight = props.rowHeight ?? DEFAULT_ROW_HEIGHT;

  if (expandable) assertExpandable(expandable);

  // Keyed on the sort's values, not the sorting object, so a 100 000-row table is not re-sorted
  // on every render (selection, expansion) but only when rows or order change.
  const clientSortKey = sorting?.mode === 'client' ? sorting.sort.columnKey : null;
  const clientSortOrder = sorting?.mode === 'client' ? sorting.sort.order : 'none';
  const sortedRows = useMemo(
    () => sortTableRows(rows, columns, { columnKey: clientSortKey, order: clientSortOrder }),
    [rows, columns, clientSortKey, clientSortOrder],
  );

  const pageState = pagination
    ? buildPaginationState({
        currentPage: pagination.currentPage,
        pageSize: pagination.pageSize,
        rowCount: pagination.mode === 'server' ? pagination.rowCount : sortedRows.length,
        lastPageFound: pagination.mode === 'server' ? pagination.lastPageFound : true,
      })
    : null;
  const shownRows =
    pagination && pagination.mode === 'client' && pageState ? pageRows(sortedRows, pageState) : sortedRows;

  // R25.013 compares each expansion request with the last one, to tell new requests from stale keys.
  const lastExpanded = useRef<readonly string[]>([]);
  const isExpandable = expandable !== undefined;
  const renderedKeys = useMemo(
    () => (isExpandable ? new Set(shownRows.map(rowKey)) : new Set<string>()),
    [isExpandable, shownRows, rowKey],
  );
  const expandedKeys = expandable
    ? resolveExpandedKeys(lastExpanded.current, expandable.expandedKeys, renderedKeys)
    : [];
  useEffect(() => {
    lastExpanded.current = expandable?.expandedKeys ?? [];
  });

  const visibleKeys = props.visibleColumnKeys ? new Set(props.visibleColumnKeys) : null;
  const antdColumns = buildColumns(columns, visibleKeys, sorting, rowActions);
  const scrollX = tableScrollWidth(
    antdColumns.map((column) => (typeof column.width === 'number' ? column.width : undefined)),
  );
  const filtered =
    (props.searchText ?? '').trim() !== '' || (props.filterCount ?? 0) > 0 || props.favouritesActive === true;

  const onChange: AntdOnChange<Row> = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || !sorting) return;
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const order = normaliseSortOrder(single?.order);
    const next: TableSortState =
      order === 'none' || single?.columnKey === undefined ? NO_SORT : { columnKey: String(single.columnKey), order };
    sorting.onSortChange(next);
  };

  const favouritesCount = props.onFavouritesToggle ? (props.favouritesCount ?? countFavourites(rows)) : 0;
  const selectedCount = selection?.selectedKeys.length ?? 0;
  const hasTools =
    props.onSearchChange !== undefined ||
    props.onFiltersClick !== undefined ||
    props.onFavouritesToggle !== undefined ||
    props.onVisibleColumnsChange !== undefined ||
    props.toolbarExtra !== undefined ||
    selectedCount > 0;

  return (
    <section aria-label={props.label} style={{ display: 'flex', flexDirection: 'column', gap: token.marginXS }}>
      {hasTools && (
        <Flex justify="space-between" align="center" gap={token.marginSM} wrap>
          <Flex align="center" gap={token.marginSM}>
            {props.toolbarExtra}
            <SelectionBar count={selectedCount} bulkActions={selection?.bulkActions} />
          </Flex>
          <Flex align="center" gap={token.marginSM}>
            {props.onSearchChange && (
              <TableSearchBox value={props.searchText ?? ''} onSearchChange={props.onSearchChange} />
            )}
            {props.onFiltersClick && (
              <FiltersButton filterCount={props.filterCount ?? 0} onFiltersClick={props.onFiltersClick} />
            )}
            {props.onFavouritesToggle && (
              <FavouritesToggle
                count={favouritesCount}
                active={props.favouritesActive ?? false}
                onToggle={props.onFavouritesToggle}
              />
            )}
            {props.onVisibleColumnsChange && (
              <ColumnChooser
                columns={columns}
                visibleKeys={props.visibleColumnKeys ?? columns.map((column) => column.key)}
                onApply={props.onVisibleColumnsChange}
              />
            )}
          </Flex>
        </Flex>
      )}
      <Table<Row>
        // The table carries the list's name too: it is what assistive technology announces on entering it.
        aria-label={props.label}
        rowKey={rowKey}
        dataSource={shownRows}
        columns={antdColumns}
        pagination={false}
        loading={props.loading}
        virtual={props.virtual}
        scroll={props.scrollHeight === undefined ? { x: scrollX } : { x: scrollX, y: props.scrollHeight }}
        // While the rows are on their way nothing is known to be empty: no 'No Data' under the spinner.
        locale={{ emptyText: props.loading ? null : (props.emptyContent ?? <EmptyOverlay filtered={filtered} />) }}
        onChange={onChange}
        onRow={() => ({ style: { height: rowHeight } })}
        rowSelection={
          selection
            ? {
                selectedRowKeys: [...selection.selectedKeys],
                preserveSelectedRowKeys: true,
                onChange: (keys) => selection.onSelectionChange(keys.map(String)),
              }
            : undefined
        }
        expandable={
          expandable
            ? {
                expandedRowKeys: expandedKeys,
                onExpandedRowsChange: (keys) => expandable.onExpandedChange(keys.map(String)),
                rowExpandable: expandable.rowExpandable,
                expandedRowRender: (row) => (
                  <div style={{ height: expandable.additionalRowHeight(row), overflow: 'auto' }}>
                    {expandable.render(row)}
                  </div>
                ),
              }
            : undefined
        }
      />
      {pageState && pagination && <TablePager state={pageState} onPageChange={pagination.onPageChange} />}
    </section>
  );
}
