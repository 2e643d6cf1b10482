export { TransferList } from './transfer-list.tsx';
export type { TransferItem, TransferListProps, TransferSide } from './types.ts';
export {
  AVAILABLE_LIST_BUFFER,
  DEFAULT_KEY_FIELD,
  matchesFilter,
  SELECTED_LIST_BUFFER,
  TRANSFER_ROW_HEIGHT,
} from './utils.ts';
