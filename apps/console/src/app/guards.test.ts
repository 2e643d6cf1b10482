import type { UserData } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { adminUser, anonymousUser, regularUser } from '../test/fixtures.ts';
import {
  type GuardContext,
  guards,
  leaveAuthScreens,
  requireAdmin,
  requireLogin,
  runGuards,
  startCliLogin,
} from './guards.ts';
import type { ResolvedAccess } from './route-handle.ts';

const privateRoute: ResolvedAccess = { public: false, authScreen: false, admin: false };

function context(user: UserData, pathname: string, access: Partial<ResolvedAccess> = {}, search = ''): GuardContext {
  return { user, location: { pathname, search }, access: { ...privateRoute, ...access } };
}

describe('startCliLogin', () => {
  const cliQuery = '?jfClientSession=3f2b7c1e-0d4a-4b8e-9a6f-2c5d8e1f0a7b&jfClientName=JFrog-CLI&jfClientCode=1';

  it('R3.02 sends a logged-in user with CLI login parameters to the CLI login page', () => {
    expect(startCliLogin(context(adminUser, '/login', { authScreen: true, public: true }, cliQuery))).toEqual({
      kind: 'redirect',
      to: '/login/cli',
    });
  });

  it('R3.02 sends an anonymous visitor through the login form first, on to the CLI login page', () => {
    expect(startCliLogin(context(anonymousUser, '/login', { authScreen: true, public: true }, cliQuery))).toEqual({
      kind: 'redirect',
      to: '/login?redirectTo=%2Flogin%2Fcli',
    });
  });

  it('lets every other navigation through', () => {
    expect(startCliLogin(context(adminUser, '/packages', {}, '?q=cli'))).toEqual({ kind: 'continue' });
  });
});

describe('requireLogin', () => {
  it("R3.08 tells an anonymous visitor 'You are not authorized to view this page' and sends them to login with logout, keeping the path", () => {
    expect(requireLogin(context(anonymousUser, '/packages', {}, '?q=react'))).toEqual({
      kind: 'redirect',
      to: '/login?logout=true&redirectTo=%2Fpackages%3Fq%3Dreact',
      message: 'You are not authorized to view this page',
    });
  });

  it('R3.07 sends an anonymous visitor whose UI access is blocked from / straight to login', () => {
    expect(requireLogin(context({ ...anonymousUser, disableUIAccess: true }, '/'))).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('lets an anonymous visitor browse when anonymous access is on and their UI access is not blocked', () => {
    const guest = { ...anonymousUser, anonAccessEnabled: true, disableUIAccess: false };
    expect(requireLogin(context(guest, '/packages'))).toEqual({ kind: 'continue' });
    expect(requireLogin(context({ ...guest, disableUIAccess: true }, '/packages')).kind).toBe('redirect');
  });

  it('treats a user without a name as anonymous', () => {
    expect(requireLogin(context({ ...anonymousUser, name: '' }, '/packages')).kind).toBe('redirect');
  });

  it('sends an anonymous visitor at the start page to login without a redirectTo', () => {
    expect(requireLogin(context(anonymousUser, '/'))).toEqual({ kind: 'redirect', to: '/login' });
    expect(requireLogin(context(anonymousUser, '/home'))).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('lets an anonymous visitor through to a public route', () => {
    expect(requireLogin(context(anonymousUser, '/404', { public: true }))).toEqual({ kind: 'continue' });
  });

  it('lets a logged-in user through', () => {
    expect(requireLogin(context(regularUser, '/packages'))).toEqual({ kind: 'continue' });
  });
});

describe('leaveAuthScreens', () => {
  const loginScreen = { public: true, authScreen: true };

  it('sends a logged-in user away from the login screen to packages', () => {
    expect(leaveAuthScreens(context(regularUser, '/login', loginScreen))).toEqual({
      kind: 'redirect',
      to: '/packages',
    });
  });

  it('leaves an anonymous visitor on the login screen', () => {
    expect(leaveAuthScreens(context(anonymousUser, '/login', loginScreen))).toEqual({ kind: 'continue' });
  });

  it('ignores routes that are not auth screens', () => {
    expect(leaveAuthScreens(context(regularUser, '/packages'))).toEqual({ kind: 'continue' });
  });
});

describe('requireAdmin', () => {
  it('sends a non-admin on an admin route to the authorization page', () => {
    expect(requireAdmin(context(regularUser, '/admin/management/users', { admin: true }))).toEqual({
      kind: 'redirect',
      to: '/authorization',
    });
  });

  it('lets an admin through to an admin route', () => {
    expect(requireAdmin(context(adminUser, '/admin/management/users', { admin: true }))).toEqual({
      kind: 'continue',
    });
  });

  it('ignores routes without the admin requirement', () => {
    expect(requireAdmin(context(regularUser, '/packages'))).toEqual({ kind: 'continue' });
  });
});

describe('runGuards', () => {
  it('runs the CLI-login, login, auth-screen and admin guards in that order', () => {
    expect(guards).toEqual([startCliLogin, requireLogin, leaveAuthScreens, requireAdmin]);
  });

  it('returns the first redirect: an anonymous visitor on an admin route goes to login, not authorization', () => {
    expect(runGuards(context(anonymousUser, '/admin', { admin: true }))).toMatchObject({
      kind: 'redirect',
      to: '/login?logout=true&redirectTo=%2Fadmin',
    });
  });

  it('continues when every guard continues', () => {
    expect(runGuards(context(adminUser, '/admin', { admin: true }))).toEqual({ kind: 'continue' });
  });
});
