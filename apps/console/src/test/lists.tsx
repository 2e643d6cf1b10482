import {
  COLUMN_WIDTHS,
  columnWidth,
  DataTable,
  type DataTableColumn,
  type DataTableRowActions,
  tableScrollWidth,
} from '@arca/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

/**
 * The room a page's list has in a 1280 px window: 1280 less the sidebar (256) and the page's
 * padding (2 × 16), as measured in Chromium. A list no wider shows every column and its row
 * actions without scrolling sideways (issue 31: tables fit the viewport at 1280 px).
 */
export const LIST_ROOM_AT_1280 = 992;

/** The least width a DataTable with these columns takes before it scrolls sideways. */
export function listMinWidth<Row>(columns: readonly DataTableColumn<Row>[], options: { rowActions: boolean }): number {
  const widths = columns.map((column) => columnWidth(column.width));
  return tableScrollWidth(widths) + (options.rowActions ? COLUMN_WIDTHS.tiny : 0);
}

/** A list's columns over these rows, as its page draws them (links need a router). */
export function renderList<Row extends object>(
  columns: readonly DataTableColumn<Row>[],
  rows: readonly Row[],
  rowKey: (row: Row) => string,
  rowActions?: DataTableRowActions<Row>,
) {
  return render(
    <MemoryRouter>
      <DataTable<Row> label="List" rows={rows} rowKey={rowKey} columns={columns} rowActions={rowActions} />
    </MemoryRouter>,
  );
}

/** Whether the link is cut with an ellipsis that shows its whole text on hover. */
export function linkIsCutWithTooltip(name: string): boolean {
  return screen.getByRole('link', { name }).closest('[data-cut-text]') !== null;
}
