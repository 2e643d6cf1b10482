import type { ReactNode } from 'react';

/** How an action shows its glyph (R25.016): an icon node, or a CSS class of an icon font. */
export type RowActionIcon = { icon: ReactNode; iconClass?: never } | { iconClass: string; icon?: never };

/**
 * What an action does when chosen (R25.016): either it is announced by name through the owner's
 * `onAction`, or it calls its own callback with the row.
 */
export type RowActionTarget<Row> =
  | { eventName: string; callbackFn?: never }
  | { callbackFn: (row: Row) => void; eventName?: never };

/** One item of a row's action menu (R25.016). */
export type RowAction<Row> = RowActionIcon &
  RowActionTarget<Row> & {
    label: string;
    /** A disabled action is shown but does nothing when clicked (R25.020). */
    isDisabled?: boolean;
    /** Hidden actions are left out; a function decides per row. Defaults to visible. */
    isVisible?: boolean | ((row: Row) => boolean);
  };

export interface RowActionsProps<Row> {
  row: Row;
  actions: readonly RowAction<Row>[];
  /** Called with the action's `eventName` and the row, for actions that name an event. */
  onAction?: (eventName: string, row: Row) => void;
}

/** An action of a header button: the same item without a row. */
export type HeaderAction = RowAction<void>;

export interface HeaderActionButtonProps {
  actions: readonly HeaderAction[];
  /** Text of the button that opens the list menu when there are several actions. */
  label: string;
  onAction?: (eventName: string) => void;
}
