import { DEFAULT_ONBOARDING_PROJECT } from '@arca/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSteps,
  completeStep,
  decodeSteps,
  defaultSteps,
  loadSteps,
  ONBOARDING_STORAGE_KEY,
  stepIsValid,
  submissionOf,
  updateStep,
} from './personalization.ts';

afterEach(() => window.localStorage.clear());

describe('onboarding personalisation', () => {
  it('R13.23 uses the default steps when nothing is stored, or nothing readable', () => {
    expect(loadSteps()).toEqual(defaultSteps());
    window.localStorage.setItem(ONBOARDING_STORAGE_KEY, 'not base64 json!');
    expect(loadSteps()).toEqual(defaultSteps());
  });

  it('R13.13 proposes the default project, Default Project with key dflt', () => {
    expect(defaultSteps().project.stepDataObject).toEqual({ projectName: 'Default Project', projectKey: 'dflt' });
    expect(DEFAULT_ONBOARDING_PROJECT).toEqual({ name: 'Default Project', key: 'dflt' });
  });

  it('R13.21 R13.22 R13.24 stores each step encoded, with stepDataObject, isCompleted and isValid, when a value changes', () => {
    updateStep(defaultSteps(), 'purpose', { purpose: 'Personal' });
    const stored = window.localStorage.getItem(ONBOARDING_STORAGE_KEY) ?? '';
    expect(stored).not.toContain('Personal');
    const decoded = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(stored), (c) => c.charCodeAt(0))));
    expect(decoded.purpose).toEqual({ stepDataObject: { purpose: 'Personal' }, isCompleted: false, isValid: true });
    expect(loadSteps().purpose.stepDataObject.purpose).toBe('Personal');
  });

  it('R13.25 persists a step marked complete', () => {
    completeStep(defaultSteps(), 'init');
    expect(loadSteps().init.isCompleted).toBe(true);
    expect(decodeSteps(window.localStorage.getItem(ONBOARDING_STORAGE_KEY) ?? '')?.init.isCompleted).toBe(true);
  });

  it('R13.29 forgets the stored steps once cleared', () => {
    updateStep(defaultSteps(), 'purpose', { purpose: 'Commercial' });
    clearSteps();
    expect(window.localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
  });

  it('R13.14 the purpose step is valid once a purpose is chosen', () => {
    const steps = defaultSteps();
    expect(stepIsValid(steps, 'purpose')).toBe(false);
    expect(stepIsValid(updateStep(steps, 'purpose', { purpose: 'Commercial' }), 'purpose')).toBe(true);
  });

  it('R13.15 R13.16 R13.17 the details step needs a role, the other role’s text, and a company when commercial', () => {
    let steps = updateStep(defaultSteps(), 'purpose', { purpose: 'Commercial' });
    expect(stepIsValid(steps, 'details')).toBe(false);
    steps = updateStep(steps, 'details', { role: 'Other' });
    expect(stepIsValid(steps, 'details')).toBe(false);
    steps = updateStep(steps, 'details', { otherRole: 'Release manager' });
    expect(stepIsValid(steps, 'details')).toBe(false);
    steps = updateStep(steps, 'details', { companyName: 'Acme' });
    expect(stepIsValid(steps, 'details')).toBe(true);
    const personal = updateStep(updateStep(defaultSteps(), 'purpose', { purpose: 'Personal' }), 'details', {
      role: 'Software Developer',
    });
    expect(stepIsValid(personal, 'details')).toBe(true);
  });

  it('R13.18 the features step needs at least one feature', () => {
    const steps = defaultSteps();
    expect(stepIsValid(steps, 'features')).toBe(false);
    expect(stepIsValid(updateStep(steps, 'features', { desiredFeature: ['CI/CD'] }), 'features')).toBe(true);
  });

  it('R13.19 the project step refuses a key that does not start with a lowercase character', () => {
    expect(stepIsValid(defaultSteps(), 'project')).toBe(true);
    expect(stepIsValid(updateStep(defaultSteps(), 'project', { projectKey: '9lives' }), 'project')).toBe(false);
  });

  it('R13.02 submits the steps in the wizard’s order, leaving the project out without projects', () => {
    expect(submissionOf(defaultSteps(), true).map((s) => s.step)).toEqual([
      'init',
      'purpose',
      'details',
      'features',
      'project',
    ]);
    expect(submissionOf(defaultSteps(), false).map((s) => s.step)).toEqual(['init', 'purpose', 'details', 'features']);
  });
});
