import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

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
