export { EnvironmentSelector } from './environment-selector.tsx';
export type { EnvironmentSelectorProps } from './types.ts';
export { ENVIRONMENT_PLACEHOLDER } from './utils.ts';
