import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { MouseEvent } from 'react';
import type { SortKey, ValuesCellColumn, ValuesCellRow } from './types.ts';
import { sortStateOf } from './utils.ts';

export interface SortableValuesTableProps {
  columns: readonly ValuesCellColumn[];
  rows: readonly ValuesCellRow[];
  sort: readonly SortKey[];
  /** `additive` is true on shift-click (R25.047). */
  onSortClick: (key: string, additive: boolean) => void;
}

const ariaSort = { none: 'none', asc: 'ascending', desc: 'descending' } as const;

/**
 * A compact table for the '+N more' tooltip. antd's Table has no shift-click multi-sort, so the
 * headers are plain buttons that report the click and its shift key.
 */
export function SortableValuesTable({ columns, rows, sort, onSortClick }: SortableValuesTableProps) {
  const { token } = theme.useToken();
  const cell = { padding: `${token.paddingXXS}px ${token.paddingXS}px`, textAlign: 'start' as const };
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: token.fontSizeSM }}>
      <thead>
        <tr style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
          {columns.map((column) => {
            const state = sortStateOf(sort, column.key);
            const position = sort.findIndex((entry) => entry.key === column.key) + 1;
            return (
              <th key={column.key} aria-sort={ariaSort[state]} style={cell}>
                <button
                  type="button"
                  onClick={(event: MouseEvent) => onSortClick(column.key, event.shiftKey)}
                  style={{
                    background: 'none',
                    border: 'none',
                    padding: 0,
                    font: 'inherit',
                    color: 'inherit',
                    cursor: 'pointer',
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: token.marginXXS,
                    fontWeight: token.fontWeightStrong,
                  }}
                >
                  {column.title}
                  {state === 'asc' && <CaretUpOutlined aria-hidden />}
                  {state === 'desc' && <CaretDownOutlined aria-hidden />}
                  {sort.length > 1 && position > 0 && <sup style={{ color: token.colorTextSecondary }}>{position}</sup>}
                </button>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          // Values may repeat, so the index keeps keys unique within a page.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position on the page
          <tr key={`${row.value}-${index}`}>
            {columns.map((column) => (
              <td key={column.key} style={cell}>
                {row[column.key] ?? ''}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
