import type { CSSProperties } from 'react';
import { matchesWildcard } from '../text-match/index.ts';
import type { DataListItem } from './types.ts';

/** R27.32: width kept for the label column of a data list. */
export const DATA_LIST_LABEL_WIDTH = 72;
/** R27.32: gap between the label and value columns and between tags. */
export const DATA_LIST_GAP = 6;
/** R27.32: extra width kept beside a tags value, so the last tag never touches the edge. */
export const DATA_LIST_TAGS_EXTRA = 30;
/** R27.34: width of the data list modal. */
export const DATA_LIST_MODAL_WIDTH = 500;

/** R25.059: the grid of a data list: a label column of at least 72 px, then the values, 6 px apart. */
export function dataListGridStyle(): CSSProperties {
  return {
    display: 'grid',
    gridTemplateColumns: `minmax(${DATA_LIST_LABEL_WIDTH}px, max-content) minmax(0px, 1fr)`,
    gap: DATA_LIST_GAP,
    margin: 0,
  };
}

/** R25.059: a tags value wraps its tags 6 px apart and keeps 30 px free at the end of the line. */
export function dataListTagsStyle(): CSSProperties {
  return {
    display: 'flex',
    flexWrap: 'wrap',
    gap: DATA_LIST_GAP,
    paddingInlineEnd: DATA_LIST_TAGS_EXTRA,
  };
}

/** Items that are not hidden. */
export function visibleItems(items: readonly DataListItem[]): DataListItem[] {
  return items.filter((item) => !item.isHidden);
}

/** The text a copy button copies, if the value has one. */
export function copyText(item: DataListItem): string | undefined {
  if (item.value.kind === 'text') return item.value.text;
  if (item.value.kind === 'url') return item.value.url;
  return undefined;
}

/** R25.055: `3 Repositories For Permission 'release-deployers'`. */
export function dataListModalTitle(count: number, column: string, object: string, row: string): string {
  return `${count} ${column} For ${object} '${row}'`;
}

/** R25.057: the data list modal's filter, where `*` stands for any run of characters. */
export { matchesWildcard };

export function filterWildcard(items: readonly string[], filter: string): string[] {
  return items.filter((item) => matchesWildcard(item, filter));
}
