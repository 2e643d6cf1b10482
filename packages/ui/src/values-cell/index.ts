export type {
  SortKey,
  TagFit,
  ValuesCellColumn,
  ValuesCellItem,
  ValuesCellMode,
  ValuesCellProps,
  ValuesCellRow,
} from './types.ts';
export {
  applySortClick,
  CELL_PADDING,
  fitTags,
  MORE_CONTROL_WIDTH,
  paginate,
  sortRows,
  TAG_CHAR_WIDTH,
  TAG_PADDING,
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_PAGE_MAX_CHARS,
  TOOLTIP_PAGE_MAX_VALUES,
  TOOLTIP_SEARCH_DEBOUNCE_MS,
  tagWidth,
  VALUES_MODAL_ROW_HEIGHT,
} from './utils.ts';
export { ValuesCell } from './values-cell.tsx';
