import { describe, expect, it } from 'vitest';
import { COUNTER_ANIMATION_STEP_MS, COUNTER_ANIMATION_STEPS, counterValueAt } from './utils.ts';

describe('counter animation', () => {
  it('R27.19 counts up in 50 steps of 50 ms', () => {
    expect(COUNTER_ANIMATION_STEPS).toBe(50);
    expect(COUNTER_ANIMATION_STEP_MS).toBe(50);
  });

  it('R27.19 moves an even share per step and lands on the target', () => {
    expect(counterValueAt(1000, 0)).toBe(0);
    expect(counterValueAt(1000, 1)).toBe(20);
    expect(counterValueAt(1000, 25)).toBe(500);
    expect(counterValueAt(1284113, 49)).toBe(1258431);
    expect(counterValueAt(1284113, 50)).toBe(1284113);
    expect(counterValueAt(7, 60)).toBe(7);
  });
});
