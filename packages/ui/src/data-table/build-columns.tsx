import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { RowActions } from '../row-actions/row-actions.tsx';
import { toAntdSortOrder } from '../sorting/index.ts';
import { CutText } from './cut-text.tsx';
import type { DataTableColumn, DataTableRowActions, DataTableSorting } from './types.ts';
import { COLUMN_WIDTHS, columnWidth } from './utils.ts';

/** Key of the column holding the row actions; cannot clash with a caller's key by convention. */
export const ACTIONS_COLUMN_KEY = '__row-actions';

/** The column's text for a row, when it has one: what the cell shows cut and the tooltip in full. */
function cellText<Row>(column: DataTableColumn<Row>, row: Row): string | null {
  if (column.cellText) return column.cellText(row);
  if (column.render || column.dataIndex === undefined) return null;
  const value = row[column.dataIndex];
  if (value === null || value === undefined || typeof value === 'object') return null;
  return String(value);
}

function cellValue<Row>(column: DataTableColumn<Row>, row: Row, index: number): ReactNode {
  const text = cellText(column, row);
  const content = column.render ? column.render(row, index) : text;
  if (text === null || text === '') return content;
  // A long text ends in an ellipsis and shows whole on hover, rather than being cut off silently.
  return <CutText text={text}>{content}</CutText>;
}

function isSortable<Row>(column: DataTableColumn<Row>, sorting: DataTableSorting | undefined): boolean {
  if (!sorting) return false;
  return sorting.mode === 'client' ? column.compare !== undefined : column.sortable === true;
}

/** Turns the table's column definitions into antd's, with widths from the R27.29 presets. */
export function buildColumns<Row extends object>(
  columns: readonly DataTableColumn<Row>[],
  visibleKeys: ReadonlySet<string> | null,
  sorting: DataTableSorting | undefined,
  rowActions: DataTableRowActions<Row> | undefined,
): TableColumnsType<Row> {
  const built: TableColumnsType<Row> = columns
    .filter((column) => visibleKeys === null || visibleKeys.has(column.key))
    .map((column) => {
      const sortable = isSortable(column, sorting);
      const sortOrder = sorting?.sort.columnKey === column.key ? toAntdSortOrder(sorting.sort.order) : null;
      return {
        key: column.key,
        title: column.title,
        width: columnWidth(column.width),
        align: column.align,
        // The cell's own CutText gives the tooltip; antd's native title would show it twice.
        ellipsis: { showTitle: false },
        render: (_value: unknown, row: Row, index: number) => cellValue(column, row, index),
        ...(sortable
          ? {
              // The table sorts (client) or reports (server) itself; antd only draws the header state.
              sorter: true,
              sortOrder,
              sortDirections: ['ascend' as const, 'descend' as const],
              showSorterTooltip: false,
            }
          : {}),
      };
    });
  if (rowActions) {
    built.push({
      key: ACTIONS_COLUMN_KEY,
      title: '',
      width: COLUMN_WIDTHS.tiny,
      align: 'center',
      // A table wider than its room scrolls sideways; the actions stay in view at its right edge.
      fixed: 'right',
      render: (_value: unknown, row: Row) => (
        <RowActions row={row} actions={rowActions.actions} onAction={rowActions.onAction} />
      ),
    });
  }
  return built;
}
