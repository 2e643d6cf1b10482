/** The demo counter counts up in this many steps (shell.md §9; R27.19). */
export const COUNTER_ANIMATION_STEPS = 50;

/** Time between two steps of the count-up, in ms (shell.md §9; R27.19). */
export const COUNTER_ANIMATION_STEP_MS = 50;

/** The value shown at a step of the count-up: an even share of the target, exact at the last step. */
export function counterValueAt(target: number, step: number, steps: number = COUNTER_ANIMATION_STEPS): number {
  if (step >= steps) return target;
  if (step <= 0) return 0;
  return Math.round((target * step) / steps);
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
