import { describe, expect, it } from 'vitest';
import { clampStep, stepCounterText, WALKTHROUGH_POPUP_WIDTH } from './utils.ts';

describe('walk-through utils', () => {
  it('R25.162 R27.34 the popup is 420 px wide', () => {
    expect(WALKTHROUGH_POPUP_WIDTH).toBe(420);
  });

  it("counts steps from 1: '1 of 3'", () => {
    expect(stepCounterText(0, 3)).toBe('1 of 3');
    expect(stepCounterText(2, 3)).toBe('3 of 3');
  });

  it('keeps the step inside the tour', () => {
    expect([-1, 0, 2, 7].map((step) => clampStep(step, 3))).toEqual([0, 0, 2, 2]);
  });
});
