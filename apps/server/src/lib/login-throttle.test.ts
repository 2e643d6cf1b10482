import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';

describe('LoginThrottle', () => {
  it('allows the limit of failures, then asks the address to wait until the oldest leaves the window', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfter('a')).toBe(0);
      throttle.recordFailure('a');
      now += 1_000;
    }
    // Failures at 0 s, 1 s, 2 s; now is 3 s: the first leaves the window at 60 s.
    expect(throttle.retryAfter('a')).toBe(57);
    expect(throttle.retryAfter('b')).toBe(0);
    now += 57_000;
    expect(throttle.retryAfter('a')).toBe(0);
  });

  it('forgets the failures of an address after a success', () => {
    const throttle = new LoginThrottle(2, 60_000, () => 5);
    throttle.recordFailure('a');
    throttle.recordFailure('a');
    expect(throttle.retryAfter('a')).toBeGreaterThan(0);
    throttle.recordSuccess('a');
    expect(throttle.retryAfter('a')).toBe(0);
  });
});
