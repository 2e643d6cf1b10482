import { describe, expect, it } from 'vitest';
import { regularUser } from '../test/fixtures.ts';
import { authRouteNames, readHandle, resolveAccess, resolveTitle } from './route-handle.ts';

describe('readHandle', () => {
  it('keeps the fields it knows and drops the rest', () => {
    expect(readHandle({ title: 'Packages', access: { admin: true, public: 'yes' }, other: 1 })).toEqual({
      title: 'Packages',
      access: { admin: true },
    });
    expect(readHandle(undefined)).toEqual({});
    expect(readHandle({ title: 42 })).toEqual({});
  });
});

describe('resolveAccess', () => {
  it('inherits an admin requirement from any ancestor', () => {
    expect(resolveAccess([{}, { access: { admin: true } }, { title: 'Users' }]).admin).toBe(true);
  });

  it('takes public and auth-screen from the leaf only, an auth screen being public', () => {
    expect(resolveAccess([{ access: { public: true } }, { title: 'Packages' }]).public).toBe(false);
    expect(resolveAccess([{}, { access: { authScreen: true } }])).toEqual({
      public: true,
      authScreen: true,
      admin: false,
      visibility: 'visible',
      features: [],
    });
  });

  it('R1.47 collects the feature flags of the whole branch, ancestors included', () => {
    const access = resolveAccess([{ access: { features: ['TESTED'] } }, { title: 'Tree' }]);
    expect(access.features).toEqual(['TESTED']);
  });

  it('R3.09 takes the tightest visibility along the branch: a rule can only tighten', () => {
    const visitor = { user: regularUser, licenseType: 'OSS' };
    const hiddenForOss = ({ licenseType }: { licenseType: string }) => (licenseType === 'OSS' ? 'hidden' : 'visible');
    expect(resolveAccess([{ visibility: () => 'disabled' }, { visibility: hiddenForOss }], visitor).visibility).toBe(
      'hidden',
    );
    expect(resolveAccess([{ visibility: () => 'disabled' }, { visibility: () => 'visible' }], visitor).visibility).toBe(
      'disabled',
    );
    expect(resolveAccess([{ visibility: hiddenForOss }], { ...visitor, licenseType: 'ENTERPRISE' }).visibility).toBe(
      'visible',
    );
  });
});

describe('resolveTitle', () => {
  it('takes the deepest title', () => {
    expect(resolveTitle([{ title: 'Administration' }, {}, { title: 'Users' }, {}])).toBe('Users');
    expect(resolveTitle([{}, {}])).toBeUndefined();
  });
});

describe('route names', () => {
  it('R1.18 names the authentication screens as the spec does, and the built ones carry their names', async () => {
    expect(Object.values(authRouteNames).sort()).toEqual(
      [
        'login',
        'otpLogin',
        'mfaEnroll',
        'logout',
        'forgotPassword',
        'resetPassword',
        'changePassword',
        'registration',
        'sso-login',
        'invitation',
        'cli-registration',
      ].sort(),
    );
    const { createRoutes } = await import('./router.tsx');
    const { QueryClient } = await import('@tanstack/react-query');
    const names = new Map<string, string>();
    const visit = (routes: ReturnType<typeof createRoutes>) => {
      for (const route of routes) {
        const handle = readHandle(route.handle);
        if (handle.name && route.path) names.set(route.path, handle.name);
        if (route.children) visit(route.children);
      }
    };
    visit(createRoutes(new QueryClient()));
    expect(names.get('/login')).toBe('login');
    expect(names.get('/login/otp-login')).toBe('otpLogin');
    expect(names.get('/login/mfa-enroll')).toBe('mfaEnroll');
    expect(names.get('/logout')).toBe('logout');
    expect(names.get('/login/forgot-password')).toBe('forgotPassword');
    expect(names.get('/login/reset-password')).toBe('resetPassword');
    expect(names.get('/login/change-password')).toBe('changePassword');
    expect(names.get('/login/sso/:ssoLoginType')).toBe('sso-login');
  });
});
