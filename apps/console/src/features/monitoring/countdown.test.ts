import { DEFAULT_LOG_REFRESH_MILLIS, LOG_COUNTDOWN_TICK_MILLIS } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { countdownStart, countdownTick, refreshPeriodMillis } from './countdown.ts';

describe('log refresh countdown', () => {
  it('R27.08 refreshes every 10000 ms when the server gives no period', () => {
    expect(DEFAULT_LOG_REFRESH_MILLIS).toBe(10_000);
    expect(refreshPeriodMillis(undefined)).toBe(10_000);
    expect(refreshPeriodMillis(null)).toBe(10_000);
    expect(refreshPeriodMillis(0)).toBe(10_000);
    expect(refreshPeriodMillis(Number.NaN)).toBe(10_000);
    expect(refreshPeriodMillis(5000)).toBe(5000);
  });

  it('R27.09 ticks every 1000 ms, so a period counts down in seconds', () => {
    expect(LOG_COUNTDOWN_TICK_MILLIS).toBe(1000);
    expect(countdownStart(10_000)).toBe(10);
    expect(countdownStart(5000)).toBe(5);
    expect(countdownStart(200)).toBe(1);
  });

  it('fires once it goes below 0 and starts over', () => {
    let remaining = countdownStart(3000);
    const fired: number[] = [];
    for (let tick = 1; tick <= 8; tick++) {
      const next = countdownTick(remaining, 3);
      remaining = next.remaining;
      if (next.elapsed) fired.push(tick);
    }
    expect(fired).toEqual([4, 8]);
    expect(countdownTick(0, 3)).toEqual({ remaining: 3, elapsed: true });
    expect(countdownTick(1, 3)).toEqual({ remaining: 0, elapsed: false });
  });
});
