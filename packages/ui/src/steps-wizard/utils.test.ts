import { describe, expect, it } from 'vitest';
import type { WizardStep } from './types.ts';
import { canSwitchTo, markerLabel, markerOf, stateWords } from './utils.ts';

describe('steps wizard utils', () => {
  it('R25.127 a step carries label, title, tooltip, description and the five state flags', () => {
    const step: WizardStep = {
      label: 'II',
      title: 'Package',
      tooltip: 'Choose the package',
      description: 'lodash 4.17.21',
      selected: false,
      disabled: false,
      invalid: true,
      loading: false,
      done: true,
    };
    expect(markerLabel(step, 1)).toBe('II');
    expect(markerOf(step)).toBe('invalid');
    expect(stateWords(step)).toEqual(['done', 'invalid']);
  });

  it('R25.125 the marker prefers loading, then invalid, then done, else the number', () => {
    expect(markerOf({ title: 'a', loading: true, invalid: true, done: true })).toBe('loading');
    expect(markerOf({ title: 'a', invalid: true, done: true })).toBe('invalid');
    expect(markerOf({ title: 'a', done: true })).toBe('done');
    expect(markerOf({ title: 'a' })).toBe('number');
    expect(markerLabel({ title: 'a' }, 2)).toBe('3');
  });

  it('R25.126 only steps neither disabled nor selected can be switched to', () => {
    expect(canSwitchTo({ title: 'a' })).toBe(true);
    expect(canSwitchTo({ title: 'a', done: true, invalid: true })).toBe(true);
    expect(canSwitchTo({ title: 'a', disabled: true })).toBe(false);
    expect(canSwitchTo({ title: 'a', selected: true })).toBe(false);
  });
});
