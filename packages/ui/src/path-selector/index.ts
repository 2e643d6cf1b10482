export { PathSelector } from './path-selector.tsx';
export type { PathOption, PathSelectorProps } from './types.ts';
export { PATH_CARD_MIN_WIDTH, RECOMMENDED_LABEL } from './utils.ts';
