export { ListableCell } from './listable-cell.tsx';
export type { ListableCellProps } from './types.ts';
export { LISTABLE_DIALOG_WIDTH, listableSummary } from './utils.ts';
