import { HolderOutlined } from '@ant-design/icons';
import { Checkbox, theme } from 'antd';
import type { DragEvent, KeyboardEvent } from 'react';
import type { TransferRow as TransferRowData, TransferSide } from './types.ts';
import { DATA_TRANSFER_NULL_MESSAGE, serializeDragPayload, TRANSFER_DRAG_TYPE, TRANSFER_ROW_HEIGHT } from './utils.ts';

interface TransferRowProps {
  row: TransferRowData;
  side: TransferSide;
  dragSource: string;
  /** 1-based position in the whole list, so a windowed list still tells assistive tech where it is. */
  position: number;
  setSize: number;
  checked: boolean;
  /** The whole widget is disabled. */
  disabled: boolean;
  /** A drag hovers this row: the dragged item would land here. */
  dropHint: boolean;
  /** Whether Alt+Arrow keys reorder this row. */
  reorderable: boolean;
  onCheck: (key: string, checked: boolean) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, key: string) => void;
  onDragOver: (event: DragEvent<HTMLElement>, key: string) => void;
  onDrop: (event: DragEvent<HTMLElement>, key: string) => void;
  rowRef: (key: string, element: HTMLLIElement | null) => void;
}

/** One list row: a checkbox named by the item key, draggable unless it or the widget is disabled. */
export function TransferRow(props: TransferRowProps) {
  const { row, side, checked, disabled, dropHint } = props;
  const { token } = theme.useToken();
  const inert = disabled || row.disabled;

  const startDrag = (event: DragEvent<HTMLElement>) => {
    if (!event.dataTransfer) {
      console.error(DATA_TRANSFER_NULL_MESSAGE);
      return;
    }
    event.dataTransfer.setData(
      TRANSFER_DRAG_TYPE,
      serializeDragPayload({ key: row.key, from: side, source: props.dragSource }),
    );
    event.dataTransfer.effectAllowed = 'move';
  };

  return (
    <li
      aria-setsize={props.setSize}
      aria-posinset={props.position}
      className={row.className}
      ref={(element) => props.rowRef(row.key, element)}
      draggable={!inert}
      onDragStart={startDrag}
      onDragOver={(event) => props.onDragOver(event, row.key)}
      onDrop={(event) => props.onDrop(event, row.key)}
      onKeyDown={(event) => props.onKeyDown(event, row.key)}
      style={{
        boxSizing: 'border-box',
        height: TRANSFER_ROW_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: token.marginXS,
        paddingInline: token.paddingSM,
        borderBottom: `1px solid ${token.colorSplit}`,
        boxShadow: dropHint ? `inset 0 2px 0 ${token.colorPrimary}` : undefined,
        background: checked ? token.controlItemBgActive : undefined,
        cursor: inert ? 'default' : 'grab',
      }}
    >
      <HolderOutlined aria-hidden="true" style={{ color: inert ? token.colorTextDisabled : token.colorTextTertiary }} />
      <Checkbox
        checked={checked}
        disabled={inert}
        aria-keyshortcuts={props.reorderable ? 'Alt+ArrowUp Alt+ArrowDown' : undefined}
        onChange={(event) => props.onCheck(row.key, event.target.checked)}
        style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {row.key}
      </Checkbox>
    </li>
  );
}
