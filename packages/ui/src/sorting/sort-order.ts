/** The three sort states a column cycles through (R27.43); tables and the values tooltip share them. */
export const SORT_ORDERS = ['none', 'asc', 'desc'] as const;

export type SortOrder = (typeof SORT_ORDERS)[number];

/** A sorted column's direction. */
export type SortDirection = Exclude<SortOrder, 'none'>;

/** Sort orders as they arrive from elsewhere: antd spells them 'ascend'/'descend' and uses null. */
export type SortOrderInput = SortOrder | 'ascend' | 'descend' | null | undefined;

/** R27.43: none → asc → desc → none. */
export function nextSortOrder(order: SortOrder): SortOrder {
  return SORT_ORDERS[(SORT_ORDERS.indexOf(order) + 1) % SORT_ORDERS.length] ?? 'none';
}

/** Reads a sort order in any accepted spelling as one of none, asc, desc. */
export function normaliseSortOrder(order: SortOrderInput): SortOrder {
  if (order === 'asc' || order === 'ascend') return 'asc';
  if (order === 'desc' || order === 'descend') return 'desc';
  return 'none';
}

/** The spelling antd's Table uses for a sort order. */
export function toAntdSortOrder(order: SortOrder): 'ascend' | 'descend' | null {
  if (order === 'asc') return 'ascend';
  if (order === 'desc') return 'descend';
  return null;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Natural, case-insensitive order, so 'v2' comes before 'v10'. */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}
