import { describe, expect, it } from 'vitest';
import { SlidingWindowLimit } from './sliding-window-limit.ts';

describe('SlidingWindowLimit', () => {
  it('lets a key act up to the limit per window, each key on its own', () => {
    let now = 0;
    const limit = new SlidingWindowLimit(2, 3_600_000, () => now);
    limit.record('a');
    now += 600_000;
    limit.record('a');
    expect(limit.retryAfter('a')).toBe(3_000);
    expect(limit.retryAfter('b')).toBe(0);
    now += 3_000_000;
    expect(limit.retryAfter('a')).toBe(0);
  });

  it('forgets keys whose events all left the window, so many one-off keys do not pile up', () => {
    let now = 0;
    const limit = new SlidingWindowLimit(1, 1_000, () => now);
    for (let i = 0; i < 10_000; i++) limit.record(`old-${i}`);
    now += 2_000;
    for (let i = 0; i < 10_000; i++) limit.record(`new-${i}`);
    // The old keys were swept out when the new ones came: had they stayed, the map would hold 20,000.
    expect(limit.retryAfter('new-0')).toBeGreaterThan(0);
    expect(limit.size).toBeLessThanOrEqual(10_000);
  });
});
