import { afterEach, describe, expect, it } from 'vitest';
import {
  isBlockedPostLoginPath,
  isUsablePostLoginRecord,
  POST_LOGIN_STORAGE_KEY,
  POST_LOGIN_TTL_MS,
  storePostLoginPath,
  takePostLoginPath,
} from './post-login-path.ts';

afterEach(() => window.sessionStorage.clear());

describe('the post-login path', () => {
  it('R4.09 is stored in session storage as {pathAfterLogin, expiration}', () => {
    storePostLoginPath('/packages?q=react', 1_000);
    expect(JSON.parse(window.sessionStorage.getItem(POST_LOGIN_STORAGE_KEY) ?? '{}')).toEqual({
      pathAfterLogin: '/packages?q=react',
      expiration: 1_000 + 8 * 60 * 60_000,
    });
  });

  it('R4.10 is ignored once eight hours have passed', () => {
    const record = { pathAfterLogin: '/packages', expiration: 1_000 + POST_LOGIN_TTL_MS };
    expect(isUsablePostLoginRecord(record, false, 1_000 + POST_LOGIN_TTL_MS - 1)).toBe(true);
    expect(isUsablePostLoginRecord(record, false, 1_000 + POST_LOGIN_TTL_MS)).toBe(false);
  });

  it('R4.11 is ignored when it includes /admin/ and the user is not an admin', () => {
    const record = { pathAfterLogin: '/admin/management/users', expiration: Number.MAX_SAFE_INTEGER };
    expect(isUsablePostLoginRecord(record, false)).toBe(false);
    expect(isUsablePostLoginRecord(record, true)).toBe(true);
  });

  it('R4.12 is ignored when it is a blocked path', () => {
    for (const path of [
      '/login',
      '/login/otp-login',
      '/auth',
      '/logout',
      '/404',
      '/406/abc',
      '/500',
      '/authorization',
    ]) {
      expect(isBlockedPostLoginPath(path), path).toBe(true);
    }
    expect(isBlockedPostLoginPath('/packages')).toBe(false);
  });

  it('R4.13 permits /login/cli', () => {
    expect(isBlockedPostLoginPath('/login/cli')).toBe(false);
    expect(isUsablePostLoginRecord({ pathAfterLogin: '/login/cli', expiration: Number.MAX_SAFE_INTEGER }, false)).toBe(
      true,
    );
  });

  it('is used once', () => {
    storePostLoginPath('/packages');
    expect(takePostLoginPath(false)).toBe('/packages');
    expect(takePostLoginPath(false)).toBeUndefined();
  });
});
