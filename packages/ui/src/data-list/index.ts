export { DataList } from './data-list.tsx';
export { DataListModal } from './data-list-modal.tsx';
export type { DataListItem, DataListModalProps, DataListProps, DataListTag, DataListValue } from './types.ts';
export {
  DATA_LIST_GAP,
  DATA_LIST_LABEL_WIDTH,
  DATA_LIST_MODAL_WIDTH,
  DATA_LIST_TAGS_EXTRA,
  matchesWildcard,
} from './utils.ts';
