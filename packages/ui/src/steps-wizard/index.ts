export { StepsWizard } from './steps-wizard.tsx';
export type { StepMarker, StepsWizardProps, WizardStep } from './types.ts';
export { canSwitchTo, markerOf } from './utils.ts';
