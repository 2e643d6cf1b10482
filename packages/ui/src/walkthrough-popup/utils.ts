/** R25.162 / R27.34 (admin-and-widgets.md §9): the walk-through popup is 420 px wide. */
export const WALKTHROUGH_POPUP_WIDTH = 420;

/** The step counter, e.g. '1 of 3'. */
export function stepCounterText(step: number, total: number): string {
  return `${step + 1} of ${total}`;
}

/** Keeps a step index within the tour, so a stale index never shows an empty card. */
export function clampStep(step: number, total: number): number {
  return Math.min(Math.max(0, step), Math.max(0, total - 1));
}
