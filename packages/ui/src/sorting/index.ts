export type { SortDirection, SortOrder, SortOrderInput } from './sort-order.ts';
export { compareText, nextSortOrder, normaliseSortOrder, SORT_ORDERS, toAntdSortOrder } from './sort-order.ts';
