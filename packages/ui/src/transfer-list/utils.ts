import { matchesText } from '../text-match/index.ts';
import type { TransferDragPayload, TransferDropTarget, TransferItem, TransferRow, TransferSide } from './types.ts';

/** R25.089: an item's key field when the caller names none. */
export const DEFAULT_KEY_FIELD = 'name';

/** R27.40 / R25.090: height of one list row, in pixels. */
export const TRANSFER_ROW_HEIGHT = 56;

/**
 * R27.40 / R25.090: extra pixels rendered above and below the visible part of the available list.
 * Read as pixels, as the tree's buffer of 210 at 30 px rows is: the spec's virtual scroller measures its buffer so.
 */
export const AVAILABLE_LIST_BUFFER = 100;

/** R27.40 / R25.090: extra pixels rendered above and below the visible part of the selected list. */
export const SELECTED_LIST_BUFFER = 200;

/** The buffer each list uses (R27.40). */
export const LIST_BUFFERS: Record<TransferSide, number> = {
  available: AVAILABLE_LIST_BUFFER,
  selected: SELECTED_LIST_BUFFER,
};

/** Six rows of body per list unless the caller asks otherwise. */
export const DEFAULT_LIST_HEIGHT = 6 * TRANSFER_ROW_HEIGHT;

/** List headings when none are given; the move buttons' names are built from them. */
export const DEFAULT_TITLES = { available: 'Available', selected: 'Selected' } as const;

/** R25.074 */
export const NO_ITEMS_SELECTED_TEXT = 'No Items Selected';
/** R25.088 */
export const NO_FILTER_RESULTS_TEXT = 'Current filter has no results';
/** R25.088 */
export const CLEAR_FILTER_TEXT = 'Clear filter';
/** R25.082 */
export const DATA_TRANSFER_NULL_MESSAGE = 'Data transfer is null';

/** Our own drag type, so drops of foreign text or files are ignored. */
export const TRANSFER_DRAG_TYPE = 'application/x-arca-transfer-item';

/** Accessible names of the move buttons. */
export function moveButtonLabels(titles: { available: string; selected: string }) {
  return {
    selectedToSelected: `Move selected to ${titles.selected}`,
    allToSelected: `Move all to ${titles.selected}`,
    selectedToAvailable: `Move selected to ${titles.available}`,
    allToAvailable: `Move all to ${titles.available}`,
  };
}

/** R25.089: reads each caller record through its key field. */
export function toRows<K extends string>(items: readonly TransferItem<K>[], keyField: K): TransferRow[] {
  return items.map((item) => ({
    key: item[keyField],
    disabled: item.disabled === true,
    ...(item.className ? { className: item.className } : {}),
  }));
}

/**
 * Splits the items into the two lists. The selected list follows the order of `value`; a selected
 * key with no item yet (data still loading) is kept as a plain row rather than silently dropped.
 */
export function splitRows(rows: readonly TransferRow[], value: readonly string[]) {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const chosen = new Set(value);
  return {
    available: rows.filter((row) => !chosen.has(row.key)),
    selected: value.map((key): TransferRow => byKey.get(key) ?? { key, disabled: false }),
  };
}

/**
 * R25.083: case-insensitive text match on the item key, ignoring spaces around the filter; an empty
 * filter matches everything.
 */
export function matchesFilter(key: string, filter: string): boolean {
  return matchesText(key, filter);
}

export function filterRows(rows: readonly TransferRow[], filter: string): TransferRow[] {
  return rows.filter((row) => matchesFilter(row.key, filter));
}

/** R25.078, R25.079: what "move all" takes: the enabled rows the filter shows. */
export function movableKeys(rows: readonly TransferRow[], filter: string): string[] {
  return filterRows(rows, filter)
    .filter((row) => !row.disabled)
    .map((row) => row.key);
}

/** Appends keys to the selection, keeping the given order and skipping keys already selected. */
export function addKeys(value: readonly string[], keys: readonly string[]): string[] {
  const present = new Set(value);
  return [...value, ...keys.filter((key) => !present.has(key))];
}

export function removeKeys(value: readonly string[], keys: readonly string[]): string[] {
  const gone = new Set(keys);
  return value.filter((key) => !gone.has(key));
}

/**
 * Puts `key` at position `toIndex` of the selection, taking it out of its old place first, so a row
 * dropped onto another takes that row's place (R25.080). New keys are inserted; indexes are clamped.
 */
export function moveKey(value: readonly string[], key: string, toIndex: number): string[] {
  const rest = value.filter((k) => k !== key);
  const at = Math.max(0, Math.min(toIndex, rest.length));
  return [...rest.slice(0, at), key, ...rest.slice(at)];
}

/**
 * The selection after a drop (R25.077, R25.080, R25.081), or undefined when nothing changes:
 * a drop within the available list, a disabled item, or a key the selection does not hold.
 */
export function applyDrop(
  value: readonly string[],
  disabledKeys: ReadonlySet<string>,
  payload: Pick<TransferDragPayload, 'key' | 'from'>,
  target: TransferDropTarget,
): string[] | undefined {
  if (disabledKeys.has(payload.key)) return undefined;
  const inSelection = value.includes(payload.key);
  if (payload.from === 'selected' && !inSelection) return undefined;
  if (payload.from === 'available' && inSelection) return undefined;
  if (target.side === 'available') {
    return payload.from === 'selected' ? removeKeys(value, [payload.key]) : undefined;
  }
  const toIndex = target.index ?? value.length;
  const next = moveKey(value, payload.key, toIndex);
  const unchanged = next.length === value.length && next.every((key, i) => key === value[i]);
  return unchanged ? undefined : next;
}

export function serializeDragPayload(payload: TransferDragPayload): string {
  return JSON.stringify(payload);
}

/** Reads a drag payload back; anything not started in this widget instance gives undefined. */
export function parseDragPayload(raw: string, source: string): TransferDragPayload | undefined {
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return undefined;
    const key: unknown = Reflect.get(data, 'key');
    const from: unknown = Reflect.get(data, 'from');
    if (typeof key !== 'string' || (from !== 'available' && from !== 'selected')) return undefined;
    if (Reflect.get(data, 'source') !== source) return undefined;
    return { key, from, source };
  } catch {
    return undefined;
  }
}
