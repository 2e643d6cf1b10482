import { afterEach, describe, expect, it } from 'vitest';
import { storeExternalUrl, storePostLoginPath, takeExternalUrl, takePostLoginPath } from './post-login-path.ts';

const STORED_AT = 1_700_000_000_000;
const EIGHT_HOURS_MS = 8 * 60 * 60 * 1000;

afterEach(() => window.sessionStorage.clear());

describe('post-login path expiry', () => {
  it('R27.13 returns a stored path up to 8 hours after it was stored, and not at 8 hours', () => {
    storePostLoginPath('/packages?q=react', STORED_AT);
    expect(takePostLoginPath(false, STORED_AT + EIGHT_HOURS_MS - 1)).toBe('/packages?q=react');

    storePostLoginPath('/packages?q=react', STORED_AT);
    expect(takePostLoginPath(false, STORED_AT + EIGHT_HOURS_MS)).toBeUndefined();
  });

  it('R27.13 keeps an external URL to return to for the same 8 hours', () => {
    storeExternalUrl('https://portal.example.com/home', STORED_AT);
    expect(takeExternalUrl(STORED_AT + EIGHT_HOURS_MS - 1)).toBe('https://portal.example.com/home');

    storeExternalUrl('https://portal.example.com/home', STORED_AT);
    expect(takeExternalUrl(STORED_AT + EIGHT_HOURS_MS)).toBeUndefined();
  });
});
