import type { DemoEntry } from './types.ts';

export type { DemoEntry } from './types.ts';

/**
 * Every widget's example, in the order the /demo page shows them. A separate entry point
 * (`@arca/ui/demo`), so only the playground's chunk carries the examples and their data.
 */
export const demoEntries: readonly DemoEntry[] = [];
