export { HeaderActionButton } from './header-action-button.tsx';
export { RowActions } from './row-actions.tsx';
export type {
  HeaderAction,
  HeaderActionButtonProps,
  RowAction,
  RowActionIcon,
  RowActionsProps,
  RowActionTarget,
} from './types.ts';
export { isActionVisible, visibleRowActions } from './utils.ts';
