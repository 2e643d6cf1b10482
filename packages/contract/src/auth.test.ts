import { describe, expect, it } from 'vitest';
import { ANONYMOUS_USER, isLoggedIn } from './auth.ts';

describe('isLoggedIn', () => {
  it("R5.01 counts a user as logged in only with a non-empty name other than 'anonymous'", () => {
    expect(isLoggedIn({ name: 'admin' })).toBe(true);
    expect(isLoggedIn({ name: 'Anonymous-Bob' })).toBe(true);
    expect(isLoggedIn({ name: ANONYMOUS_USER })).toBe(false);
    expect(isLoggedIn({ name: '' })).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
    expect(isLoggedIn(undefined)).toBe(false);
  });
});
