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

  it('forgets a failure only when it leaves the window', () => {
    let now = 0;
    const throttle = new LoginThrottle(2, 60_000, () => now);
    throttle.recordFailure('10.0.0.1');
    now += 59_000;
    throttle.recordFailure('10.0.0.1');
    expect(throttle.retryAfter('10.0.0.1')).toBe(1);
    now += 1_000;
    expect(throttle.retryAfter('10.0.0.1')).toBe(0);
  });

  it('counts an IPv6 client by its /64, and an IPv4 address written as IPv6 as that IPv4 address', () => {
    const throttle = new LoginThrottle(2, 60_000, () => 0);
    throttle.recordFailure('2001:db8:1:2::1');
    throttle.recordFailure('2001:db8:1:2:ffff:0:0:7');
    expect(throttle.retryAfter('2001:0db8:0001:0002:abcd::9')).toBeGreaterThan(0);
    expect(throttle.retryAfter('2001:db8:1:3::1')).toBe(0);
    throttle.recordFailure('::ffff:192.0.2.7');
    throttle.recordFailure('192.0.2.7');
    expect(throttle.retryAfter('192.0.2.7')).toBeGreaterThan(0);
  });
});
