import { describe, expect, it } from 'vitest';
import { formatExactTime, formatTimeAgo } from './time-format.ts';

describe('time format', () => {
  const now = Date.UTC(2026, 10, 26, 12, 0, 0);

  it('tells how long ago in the largest whole unit', () => {
    expect(formatTimeAgo(now - 12_000, now)).toBe('12 seconds ago');
    expect(formatTimeAgo(now - 1000, now)).toBe('1 second ago');
    expect(formatTimeAgo(now - 200, now)).toBe('now');
    expect(formatTimeAgo(now - 3 * 60_000 - 5000, now)).toBe('3 minutes ago');
    expect(formatTimeAgo(now - 2 * 3_600_000, now)).toBe('2 hours ago');
    expect(formatTimeAgo(now - 26 * 3_600_000, now)).toBe('yesterday');
    expect(formatTimeAgo(now - 3 * 86_400_000, now)).toBe('3 days ago');
  });

  it('reads a time slightly ahead of this clock as now', () => {
    expect(formatTimeAgo(now + 2000, now)).toBe('now');
  });

  it('gives a dash for a missing time and the time to the second otherwise', () => {
    expect(formatExactTime(undefined)).toBe('—');
    expect(formatExactTime(0)).toBe('—');
    expect(formatExactTime(now)).toMatch(/Nov 26, 2026, \d{1,2}:00:00\s[AP]M/);
  });
});
