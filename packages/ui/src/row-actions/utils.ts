import type { RowAction } from './types.ts';

/** Whether an action shows for this row: `isVisible` may be a flag or a function of the row (R25.016). */
export function isActionVisible<Row>(action: RowAction<Row>, row: Row): boolean {
  const { isVisible } = action;
  if (isVisible === undefined) return true;
  return typeof isVisible === 'function' ? isVisible(row) : isVisible;
}

/** The actions that show for a row, in their given order. */
export function visibleRowActions<Row>(actions: readonly RowAction<Row>[], row: Row): RowAction<Row>[] {
  return actions.filter((action) => isActionVisible(action, row));
}

/** How the actions of a row are presented (R25.017–R25.019). */
export type RowActionsLayout = 'none' | 'button' | 'menu';

export function rowActionsLayout(visibleCount: number): RowActionsLayout {
  if (visibleCount === 0) return 'none';
  return visibleCount === 1 ? 'button' : 'menu';
}

/**
 * Runs an action for a row. Disabled actions do nothing (R25.020), whatever path reached them.
 * Returns whether the action ran.
 */
export function runAction<Row>(
  action: RowAction<Row>,
  row: Row,
  onAction: ((eventName: string, row: Row) => void) | undefined,
): boolean {
  if (action.isDisabled) return false;
  if (action.callbackFn) {
    action.callbackFn(row);
    return true;
  }
  if (action.eventName !== undefined && onAction) {
    onAction(action.eventName, row);
    return true;
  }
  return false;
}
