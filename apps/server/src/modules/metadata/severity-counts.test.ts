import { describe, expect, it } from 'vitest';
import { severityCounts, UNSCANNED } from './severity-counts.ts';

describe('severity counts', () => {
  it('R10.42 drops the levels whose count is zero and keeps the others', () => {
    expect(severityCounts({ critical: 2, high: 0, medium: 1, low: 0, info: 0, unknown: 0, skipped: 3 })).toEqual({
      critical: 2,
      medium: 1,
      skipped: 3,
    });
    expect(severityCounts(UNSCANNED)).toEqual({});
  });
});
