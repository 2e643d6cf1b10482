import { describe, expect, it } from 'vitest';
import { contextOf } from '../shared/visibility/visibility-test-data.ts';
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
      visibility: { kind: 'visible' },
      features: [],
    });
  });

  it('R1.47 collects the feature flags of the whole branch, ancestors included', () => {
    const access = resolveAccess([{ access: { features: ['TESTED'] } }, { title: 'Tree' }]);
    expect(access.features).toEqual(['TESTED']);
  });

  it('R3.09 R7.21 takes the tightest outcome of the rules along the branch: a rule can only tighten', () => {
    const oss = contextOf({ admin: true, license: 'OSS' });
    const enterprise = contextOf({ admin: true, license: 'ENTERPRISE_PLUS' });
    // Projects need a commercial licence: disabled under OSS, whatever the leaf says.
    expect(resolveAccess([{ rules: ['adminProjects'] }, { title: 'New project' }], oss).visibility).toMatchObject({
      kind: 'disabled',
      reason: { code: 'license', message: 'Projects is not supported in OSS version' },
    });
    expect(resolveAccess([{ rules: ['adminProjects'] }, { rules: ['administration'] }], enterprise).visibility).toEqual(
      {
        kind: 'visible',
      },
    );
    // The admin rule hides for a non-admin: hidden is tighter than the licence's disabled.
    const user = contextOf({ license: 'OSS' });
    expect(resolveAccess([{ rules: ['adminProjects'] }], user).visibility).toEqual({ kind: 'hidden' });
  });

  it('reads rule ids it knows and drops the rest', () => {
    expect(readHandle({ rules: ['adminProjects', 'noSuchRule', 3] })).toEqual({ rules: ['adminProjects'] });
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
