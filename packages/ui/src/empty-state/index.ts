export { EmptyState } from './empty-state.tsx';
export { NoData } from './no-data.tsx';
export type { EmptyStateAction, EmptyStateHelpLink, EmptyStateImage, EmptyStateProps, NoDataProps } from './types.ts';
export { NO_DATA_TEXT, visibleActions } from './utils.ts';
