import type { EmptyStateAction } from './types.ts';

/** R25.131 (admin-and-widgets.md §8): the generic empty text. */
export const NO_DATA_TEXT = 'No Data';

/** R25.129 (admin-and-widgets.md §6): empty-state actions show only if the user can edit. */
export function visibleActions(actions: readonly EmptyStateAction[] | undefined, canEdit: boolean): EmptyStateAction[] {
  return canEdit && actions ? [...actions] : [];
}
