export { FilterPanel } from './filter-panel.tsx';
export type { FilterDefinition, FilterPanelProps, FilterRow, FilterSelection } from './types.ts';
export {
  countSelections,
  FILTER_COLLAPSED_HEIGHT,
  FILTER_EXPANDED_HEIGHT,
  FILTER_PANEL_WIDTH,
  FILTER_ROW_HEIGHT,
  FILTER_VISIBLE_ROWS,
} from './utils.ts';
