/** One step of the wizard (admin-and-widgets.md §3, R25.127). */
export interface WizardStep {
  /** Short text in the step's marker; the step's number when absent. */
  label?: string;
  title: string;
  /** Shown on hover and focus of the step. */
  tooltip?: string;
  description?: string;
  selected?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  loading?: boolean;
  done?: boolean;
}

/** What the step's marker shows; the first that applies wins (see `markerOf`). */
export type StepMarker = 'loading' | 'invalid' | 'done' | 'number';

export interface StepsWizardProps {
  steps: readonly WizardStep[];
  /** Called with the index of a step the user picks that is neither disabled nor selected. */
  onStepChange: (index: number) => void;
  /** Accessible name of the list of steps. */
  ariaLabel?: string;
  orientation?: 'horizontal' | 'vertical';
}
