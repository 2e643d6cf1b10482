import { Flex, theme } from 'antd';
import { type DragEvent, useId, useMemo, useState } from 'react';
import { MoveButtons } from './move-buttons.tsx';
import { TransferPanel } from './transfer-panel.tsx';
import type { TransferDropTarget, TransferListProps, TransferSide } from './types.ts';
import {
  addKeys,
  applyDrop,
  DATA_TRANSFER_NULL_MESSAGE,
  DEFAULT_KEY_FIELD,
  DEFAULT_LIST_HEIGHT,
  DEFAULT_TITLES,
  movableKeys,
  moveKey,
  parseDragPayload,
  removeKeys,
  splitRows,
  TRANSFER_DRAG_TYPE,
  toRows,
} from './utils.ts';

type PerSide<T> = Record<TransferSide, T>;

/**
 * Two lists, available and selected (R25.073), with checked moves, move-all, per-list filters,
 * drag and drop between and within the lists, and keyboard reordering of the selection. antd's
 * Transfer cannot reorder or drag, hence our own lists. The selection (`value`) is controlled;
 * checks and filter texts are view state kept here.
 */
export function TransferList<K extends string = 'name'>({
  items,
  keyField,
  value,
  onChange,
  disabled = false,
  moveAllDisabled = false,
  titles = DEFAULT_TITLES,
  listHeight = DEFAULT_LIST_HEIGHT,
}: TransferListProps<K>) {
  const { token } = theme.useToken();
  const dragSource = useId();
  // K is inferred from `keyField` alone (items are NoInfer), so when it is absent K is 'name'.
  const field = (keyField ?? DEFAULT_KEY_FIELD) as K;
  const rows = useMemo(() => toRows(items, field), [items, field]);
  const lists = useMemo(() => splitRows(rows, value), [rows, value]);
  const disabledKeys = useMemo(() => new Set(rows.filter((row) => row.disabled).map((row) => row.key)), [rows]);
  const [checked, setChecked] = useState<PerSide<ReadonlySet<string>>>({ available: new Set(), selected: new Set() });
  const [filters, setFilters] = useState<PerSide<string>>({ available: '', selected: '' });

  const checkedKeys = (side: TransferSide) =>
    lists[side].filter((row) => !row.disabled && checked[side].has(row.key)).map((row) => row.key);

  const setChecks = (side: TransferSide, keys: readonly string[], on: boolean) =>
    setChecked((prev) => {
      const next = new Set(prev[side]);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return { ...prev, [side]: next };
    });

  const setFilter = (side: TransferSide, filter: string) => setFilters((prev) => ({ ...prev, [side]: filter }));

  const canMoveAll = (from: TransferSide) =>
    !disabled && !moveAllDisabled && movableKeys(lists[from], filters[from]).length > 0;
  const canMoveChecked = (from: TransferSide) => !disabled && lists[from].length > 0 && checkedKeys(from).length > 0;

  /** R25.075, R25.076, R25.078, R25.079: disabled items are never taken; move-all then clears the filter. */
  const move = (from: TransferSide, all: boolean) => {
    if (all ? !canMoveAll(from) : !canMoveChecked(from)) return;
    const keys = all ? movableKeys(lists[from], filters[from]) : checkedKeys(from);
    onChange(from === 'available' ? addKeys(value, keys) : removeKeys(value, keys));
    setChecks(from, keys, false);
    if (all) setFilter(from, '');
  };

  /** R25.077, R25.080, R25.081, R25.082 */
  const drop = (event: DragEvent<HTMLElement>, target: TransferDropTarget) => {
    const transfer = event.dataTransfer;
    if (!transfer) {
      console.error(DATA_TRANSFER_NULL_MESSAGE);
      return;
    }
    event.preventDefault();
    if (disabled) return;
    const payload = parseDragPayload(transfer.getData(TRANSFER_DRAG_TYPE), dragSource);
    const next = payload && applyDrop(value, disabledKeys, payload, target);
    if (!payload || !next) return;
    onChange(next);
    if (payload.from !== target.side) setChecks(payload.from, [payload.key], false);
  };

  const panel = (side: TransferSide) => (
    <TransferPanel
      side={side}
      title={titles[side]}
      rows={lists[side]}
      filter={filters[side]}
      onFilterChange={(filter) => setFilter(side, filter)}
      checked={checked[side]}
      onCheck={(key, on) => setChecks(side, [key], on)}
      onCheckAll={(keys, on) => setChecks(side, keys, on)}
      disabled={disabled}
      listHeight={listHeight}
      dragSource={dragSource}
      onDrop={drop}
      {...(side === 'selected' ? { onReorder: (key: string, to: number) => onChange(moveKey(value, key, to)) } : {})}
    />
  );

  return (
    <Flex gap={token.marginSM} align="stretch">
      {panel('available')}
      <MoveButtons
        titles={titles}
        enabled={{
          selectedToSelected: canMoveChecked('available'),
          allToSelected: canMoveAll('available'),
          selectedToAvailable: canMoveChecked('selected'),
          allToAvailable: canMoveAll('selected'),
        }}
        onMove={move}
      />
      {panel('selected')}
    </Flex>
  );
}
