import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveBackMemoryWhenIdle, IDLE_CHECK_MILLIS, processIdleMemoryDeps } from './idle-memory.ts';

describe('giving memory back when idle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Runs the checks over periods whose event loop use is given, and counts the collections. */
  function collectionsOver(periods: number[]) {
    const collect = vi.fn();
    const uses = [...periods];
    const stop = giveBackMemoryWhenIdle({ collect, utilization: () => uses.shift() ?? 0 });
    vi.advanceTimersByTime(IDLE_CHECK_MILLIS * periods.length);
    stop();
    return collect.mock.calls.length;
  }

  it('collects at once for what start-up left, then not while nothing happens', () => {
    expect(collectionsOver([0.002, 0.001, 0.001])).toBe(1);
  });

  it('collects no more while the loop stays busy, and once when a busy spell ends', () => {
    expect(collectionsOver([0.5, 0.6, 0.4])).toBe(1);
    expect(collectionsOver([0.005, 0.5, 0.9, 0.003, 0.002])).toBe(2);
  });

  it('does not collect again for light work between quiet periods', () => {
    // 2 %: a heartbeat or a few requests, nothing worth a pause of the heap.
    expect(collectionsOver([0.001, 0.02, 0.001, 0.02, 0.001])).toBe(1);
  });

  it('waits for a quiet period: a half-busy one neither collects nor ends the spell', () => {
    expect(collectionsOver([0.5, 0.03, 0.03, 0.004])).toBe(2);
  });

  it('has nothing to run in a process without an exposed collector', () => {
    expect(globalThis.gc).toBeUndefined();
    expect(processIdleMemoryDeps()).toBeUndefined();
  });
});

describe('the process collector', () => {
  it('asks an exposed collector for the full collection that also shrinks the heap', () => {
    const gc = vi.fn();
    vi.stubGlobal('gc', gc);
    try {
      const deps = processIdleMemoryDeps();
      deps?.collect();
      expect(gc).toHaveBeenCalledWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
      const spinUntil = performance.now() + 5;
      while (performance.now() < spinUntil);
      const used = deps?.utilization() ?? -1;
      expect(used).toBeGreaterThanOrEqual(0);
      expect(used).toBeLessThanOrEqual(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
