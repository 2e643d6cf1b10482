import type { StepMarker, WizardStep } from './types.ts';

/**
 * Loading hides everything else (the step is busy), then invalid (needs the user's attention), then done.
 * R25.125.
 */
export function markerOf(step: WizardStep): StepMarker {
  if (step.loading) return 'loading';
  if (step.invalid) return 'invalid';
  if (step.done) return 'done';
  return 'number';
}

/** R25.126: only a step that is neither disabled nor already selected can be switched to. */
export function canSwitchTo(step: WizardStep): boolean {
  return !step.disabled && !step.selected;
}

/** Words appended to the step's accessible name, so its state is heard as well as seen. */
export function stateWords(step: WizardStep): string[] {
  const words: string[] = [];
  if (step.done) words.push('done');
  if (step.invalid) words.push('invalid');
  if (step.loading) words.push('loading');
  return words;
}

/** The marker text: the step's own label or its 1-based number (R25.124). */
export function markerLabel(step: WizardStep, index: number): string {
  return step.label ?? String(index + 1);
}
