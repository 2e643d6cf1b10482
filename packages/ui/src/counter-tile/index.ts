export { CounterTile } from './counter-tile.tsx';
export type { CounterTileProps } from './types.ts';
export { COUNTER_ANIMATION_STEP_MS, COUNTER_ANIMATION_STEPS, counterValueAt } from './utils.ts';
