import { describe, expect, it } from 'vitest';
import { badgeCountText, DEFAULT_BADGE_MAX } from './utils.ts';

describe('badgeCountText', () => {
  it('shows the count with separators, capped at the maximum', () => {
    expect(DEFAULT_BADGE_MAX).toBe(99);
    expect(badgeCountText(7)).toBe('7');
    expect(badgeCountText(99)).toBe('99');
    expect(badgeCountText(150)).toBe('99+');
    expect(badgeCountText(1284, 9999)).toBe('1,284');
    expect(badgeCountText(12_000, 9999)).toBe('9,999+');
  });
});
