import { describe, expect, it } from 'vitest';
import { ANONYMOUS_USER, isLoggedIn, userDataSchema } from './auth.ts';

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

describe('user data', () => {
  it('R2.15 R2.16 has name, admin, realm, anonAccessEnabled, disableUIAccess, isDefaultProjectAdmin and mfaStatus enroll or verify', () => {
    expect(Object.keys(userDataSchema.properties)).toEqual(
      expect.arrayContaining([
        'name',
        'admin',
        'realm',
        'anonAccessEnabled',
        'disableUIAccess',
        'isDefaultProjectAdmin',
        'mfaStatus',
      ]),
    );
    expect(userDataSchema.properties.mfaStatus.enum).toEqual(['enroll', 'verify']);
  });
});
