import type { DragEvent } from 'react';

/**
 * One entry of a transfer list (R25.089): its key lives in the field named by `keyField`
 * (default `name`), so callers can pass their own records without mapping them first.
 */
export type TransferItem<K extends string = 'name'> = { [P in K]: string } & {
  /** Disabled items can be neither checked, moved nor dragged: they stay in their list. */
  disabled?: boolean;
  /** Extra class for the item's row. */
  className?: string;
};

/** Which of the two lists. */
export type TransferSide = 'available' | 'selected';

/** The list item shape the widget works with internally, whatever the caller's key field. */
export interface TransferRow {
  key: string;
  disabled: boolean;
  className?: string;
}

/** What a drag carries, written to and read back from the drag's `dataTransfer`. */
export interface TransferDragPayload {
  key: string;
  from: TransferSide;
  /** The widget instance the drag started in: a page may hold several transfer lists. */
  source: string;
}

/** Where a drag was dropped: a list, and on the selected list optionally the row position it landed on. */
export interface TransferDropTarget {
  side: TransferSide;
  /** Index in the selected list of the row dropped onto; absent when dropped on the list's free space. */
  index?: number;
}

export interface TransferListProps<K extends string = 'name'> {
  /** Every item, available or selected; which list it shows in follows `value`. */
  items: readonly TransferItem<NoInfer<K>>[];
  /** Field holding each item's unique key (R25.089). Default `name`. */
  keyField?: K;
  /** Keys of the selected items, in their shown order. */
  value: readonly string[];
  /** Called with the new ordered selected keys after a move, drag or reorder. */
  onChange: (selectedKeys: string[]) => void;
  /** Disables every move, drag and check. */
  disabled?: boolean;
  /** Disables only the two move-all buttons. */
  moveAllDisabled?: boolean;
  /** Headings of the two lists; they also name the move buttons ('Move selected to Selected'). */
  titles?: { available: string; selected: string };
  /** Height of each list's scrolling body in pixels. */
  listHeight?: number;
}

/** Props of one of the two lists; the transfer list owns the state and passes it down. */
export interface TransferPanelProps {
  side: TransferSide;
  title: string;
  /** Every row of this list, in order; the panel applies the filter. */
  rows: readonly TransferRow[];
  filter: string;
  onFilterChange: (filter: string) => void;
  checked: ReadonlySet<string>;
  onCheck: (key: string, checked: boolean) => void;
  /** Checks or unchecks every enabled row the filter shows. */
  onCheckAll: (keys: readonly string[], checked: boolean) => void;
  disabled: boolean;
  listHeight: number;
  /** Identifies this widget instance in drag payloads. */
  dragSource: string;
  onDrop: (event: DragEvent<HTMLElement>, target: TransferDropTarget) => void;
  /** Given only to the selected list: moves `key` to position `toIndex` (keyboard reordering). */
  onReorder?: (key: string, toIndex: number) => void;
}
