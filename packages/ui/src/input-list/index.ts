export { InputList } from './input-list.tsx';
export type { InputListProps, InputListValidator } from './types.ts';
export { addValue, DUPLICATE_VALUE_MESSAGE, REQUIRED_VALUE_MESSAGE } from './utils.ts';
