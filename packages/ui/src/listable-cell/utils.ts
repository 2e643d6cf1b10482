import { matchesText } from '../text-match/index.ts';

/** R27.34: width of the listable cell's dialog. */
export const LISTABLE_DIALOG_WIDTH = 600;

/** R25.050: 'count | comma-joined items'. */
export function listableSummary(items: readonly string[]): string {
  return `${items.length} | ${items.join(', ')}`;
}

/** R25.051: only a list of more than one item opens a dialog. */
export function isListableClickable(items: readonly string[]): boolean {
  return items.length > 1;
}

/** R25.052: '3 Repositories'. */
export function listableDialogTitle(count: number, columnTitle: string): string {
  return `${count} ${columnTitle}`;
}

/** Items containing the search text, ignoring case. */
export function searchItems(items: readonly string[], search: string): string[] {
  return items.filter((item) => matchesText(item, search));
}
