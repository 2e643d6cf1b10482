import { Button, Checkbox, Input, Typography, theme } from 'antd';
import { type DragEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { scrollTopToReveal, visibleRange } from '../windowing/index.ts';
import { TransferRow } from './transfer-row.tsx';
import type { TransferPanelProps } from './types.ts';
import {
  CLEAR_FILTER_TEXT,
  filterRows,
  LIST_BUFFERS,
  NO_FILTER_RESULTS_TEXT,
  NO_ITEMS_SELECTED_TEXT,
  TRANSFER_ROW_HEIGHT,
} from './utils.ts';

/** Where a drag hovering this list would land: a row's key, the list's end, or nowhere. */
type DropHint = { key: string } | 'end' | null;

/**
 * One of the two lists: heading with a check-all box, filter box and a windowed body (R27.40).
 * Arrow keys move focus between rows (so rows outside the window stay reachable); in the selected
 * list Alt+Arrow keys reorder, so reordering is not mouse-only.
 */
export function TransferPanel(props: TransferPanelProps) {
  const { side, title, rows, filter, checked, disabled, listHeight } = props;
  const { token } = theme.useToken();
  const titleId = useId();
  const [scrollTop, setScrollTop] = useState(0);
  const [dropHint, setDropHint] = useState<DropHint>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const rowElements = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<string | null>(null);

  const shown = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const indexInList = useMemo(() => new Map(rows.map((row, i) => [row.key, i])), [rows]);
  const shownIndex = useMemo(() => new Map(shown.map((row, i) => [row.key, i])), [shown]);
  const { start, end } = visibleRange({
    scrollTop,
    viewportHeight: listHeight,
    rowHeight: TRANSFER_ROW_HEIGHT,
    buffer: LIST_BUFFERS[side],
    count: shown.length,
  });
  const enabledShown = shown.filter((row) => !row.disabled).map((row) => row.key);
  const checkedShown = enabledShown.filter((key) => checked.has(key)).length;
  const checkedTotal = rows.filter((row) => !row.disabled && checked.has(row.key)).length;

  // Keyboard moves re-render the list; once the row is back in the window, give it focus again.
  useEffect(() => {
    const key = pendingFocus.current;
    if (key === null) return;
    const input = rowElements.current.get(key)?.querySelector('input');
    if (input) {
      pendingFocus.current = null;
      input.focus();
    }
  });

  const focusRow = (key: string) => {
    const index = shownIndex.get(key);
    const body = bodyRef.current;
    if (index === undefined || !body) return;
    const top = scrollTopToReveal({
      index,
      scrollTop: body.scrollTop,
      viewportHeight: listHeight,
      rowHeight: TRANSFER_ROW_HEIGHT,
    });
    body.scrollTop = top;
    pendingFocus.current = key;
    setScrollTop(top);
    rowElements.current.get(key)?.querySelector('input')?.focus();
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLElement>, key: string) => {
    const index = shownIndex.get(key);
    if (index === undefined || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const neighbour = shown[event.key === 'ArrowUp' ? index - 1 : index + 1];
    event.preventDefault();
    if (!neighbour) return;
    if (event.altKey) {
      const target = indexInList.get(neighbour.key);
      if (!props.onReorder || disabled || target === undefined) return;
      pendingFocus.current = key;
      props.onReorder(key, target);
    } else {
      focusRow(neighbour.key);
    }
  };

  const allowDrop = (event: DragEvent<HTMLElement>, hint: DropHint) => {
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
    if (side === 'selected' && !disabled) setDropHint(hint);
  };

  const dropOnRow = (event: DragEvent<HTMLElement>, key: string) => {
    event.stopPropagation();
    setDropHint(null);
    const index = indexInList.get(key);
    props.onDrop(event, side === 'selected' && index !== undefined ? { side, index } : { side });
  };

  const dropOnList = (event: DragEvent<HTMLElement>) => {
    setDropHint(null);
    props.onDrop(event, { side });
  };

  const leaveList = (event: DragEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setDropHint(null);
  };

  return (
    // The whole panel is the drop zone, so an empty list still takes drops.
    <section
      aria-labelledby={titleId}
      onDragOver={(event) => allowDrop(event, 'end')}
      onDragLeave={leaveList}
      onDrop={dropOnList}
      style={{
        outline: dropHint === 'end' ? `1px dashed ${token.colorPrimary}` : undefined,
        outlineOffset: -2,
        flex: 1,
        minWidth: 0,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
      }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: token.marginXS,
          padding: `${token.paddingXS}px ${token.paddingSM}px`,
          borderBottom: `1px solid ${token.colorSplit}`,
        }}
      >
        <Checkbox
          aria-label={`Check all ${title}`}
          disabled={disabled || enabledShown.length === 0}
          checked={enabledShown.length > 0 && checkedShown === enabledShown.length}
          indeterminate={checkedShown > 0 && checkedShown < enabledShown.length}
          onChange={(event) => props.onCheckAll(enabledShown, event.target.checked)}
        />
        <Typography.Text id={titleId} strong style={{ flex: 1 }}>
          {title}
        </Typography.Text>
        <Typography.Text type="secondary">
          {checkedTotal > 0 ? `${checkedTotal}/${rows.length}` : rows.length}
        </Typography.Text>
      </header>
      <div style={{ padding: token.paddingXS }}>
        <Input
          allowClear
          placeholder="Filter"
          aria-label={`Filter ${title}`}
          value={filter}
          onChange={(event) => props.onFilterChange(event.target.value)}
        />
      </div>
      <div
        ref={bodyRef}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        style={{
          height: listHeight,
          overflowY: 'auto',
        }}
      >
        {shown.length > 0 ? (
          <ul
            aria-labelledby={titleId}
            style={{
              margin: 0,
              paddingInline: 0,
              listStyle: 'none',
              paddingTop: start * TRANSFER_ROW_HEIGHT,
              paddingBottom: (shown.length - end) * TRANSFER_ROW_HEIGHT,
            }}
          >
            {shown.slice(start, end).map((row, i) => (
              <TransferRow
                key={row.key}
                row={row}
                side={side}
                dragSource={props.dragSource}
                position={start + i + 1}
                setSize={shown.length}
                checked={!row.disabled && checked.has(row.key)}
                disabled={disabled}
                dropHint={dropHint !== null && dropHint !== 'end' && dropHint.key === row.key}
                reorderable={props.onReorder !== undefined && !disabled}
                onCheck={props.onCheck}
                onKeyDown={onRowKeyDown}
                onDragOver={(event, key) => {
                  event.stopPropagation();
                  allowDrop(event, { key });
                }}
                onDrop={dropOnRow}
                rowRef={(key, element) => {
                  if (element) rowElements.current.set(key, element);
                  else rowElements.current.delete(key);
                }}
              />
            ))}
          </ul>
        ) : (
          <EmptyBody side={side} filter={filter} onClear={() => props.onFilterChange('')} />
        )}
      </div>
    </section>
  );
}

/** R25.074, R25.088: what an empty body says. */
function EmptyBody({
  side,
  filter,
  onClear,
}: {
  side: TransferPanelProps['side'];
  filter: string;
  onClear: () => void;
}) {
  const { token } = theme.useToken();
  const style = { display: 'block', padding: token.paddingSM, textAlign: 'center' } as const;
  if (filter !== '') {
    return (
      <div style={style}>
        <Typography.Text type="secondary">{NO_FILTER_RESULTS_TEXT}</Typography.Text>{' '}
        <Button type="link" size="small" onClick={onClear} style={{ paddingInline: 0 }}>
          {CLEAR_FILTER_TEXT}
        </Button>
      </div>
    );
  }
  if (side === 'selected') {
    return (
      <Typography.Text type="secondary" style={style}>
        {NO_ITEMS_SELECTED_TEXT}
      </Typography.Text>
    );
  }
  return null;
}
