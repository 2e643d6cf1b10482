import { describe, expect, it } from 'vitest';
import { externalRedirectTarget, redirectTarget } from './redirect-target.ts';

describe('redirectTarget', () => {
  it('R1.07 returns a path inside the console with its query and hash', () => {
    expect(redirectTarget('/packages?q=react#top')).toBe('/packages?q=react#top');
    expect(redirectTarget('/admin/management/users')).toBe('/admin/management/users');
  });

  it('falls back to packages without a value', () => {
    expect(redirectTarget(null)).toBe('/packages');
    expect(redirectTarget('')).toBe('/packages');
  });

  it('refuses anything that could leave the console', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'packages',
    ]) {
      expect(redirectTarget(value)).toBe('/packages');
    }
  });

  it('refuses to loop back to the login screen', () => {
    expect(redirectTarget('/login')).toBe('/packages');
    expect(redirectTarget('/auth?redirectTo=/x')).toBe('/packages');
    expect(redirectTarget('/login/otp-login')).toBe('/packages');
  });
});

describe('externalRedirectTarget', () => {
  const origin = 'https://arca.example.com';

  it('R4.05 keeps an address on this server outside the console', () => {
    expect(externalRedirectTarget('https://arca.example.com/artifactory/api/npm/npm-local/x.tgz', origin)).toBe(
      'https://arca.example.com/artifactory/api/npm/npm-local/x.tgz',
    );
  });

  it('refuses other origins, console paths and anything not http(s)', () => {
    expect(externalRedirectTarget('https://evil.example.com/artifactory/x', origin)).toBeUndefined();
    expect(externalRedirectTarget('https://arca.example.com/ui/packages', origin)).toBeUndefined();
    expect(externalRedirectTarget('https://arca.example.com/ui', origin)).toBeUndefined();
    expect(externalRedirectTarget('/artifactory/x', origin)).toBeUndefined();
    expect(externalRedirectTarget('javascript:alert(1)', origin)).toBeUndefined();
    expect(externalRedirectTarget(null, origin)).toBeUndefined();
  });
});
