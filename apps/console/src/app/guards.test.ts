import type { UserData } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { adminUser, anonymousUser, regularUser } from '../test/fixtures.ts';
import { type GuardContext, guards, leaveAuthScreens, requireAdmin, requireLogin, runGuards } from './guards.ts';
import type { ResolvedAccess } from './route-handle.ts';

const privateRoute: ResolvedAccess = { public: false, authScreen: false, admin: false };

function context(user: UserData, pathname: string, access: Partial<ResolvedAccess> = {}, search = ''): GuardContext {
  return { user, location: { pathname, search }, access: { ...privateRoute, ...access } };
}

describe('requireLogin', () => {
  it('sends an anonymous visitor on a private route to login, keeping the path and query', () => {
    expect(requireLogin(context(anonymousUser, '/packages', {}, '?q=react'))).toEqual({
      kind: 'redirect',
      to: '/login?redirectTo=%2Fpackages%3Fq%3Dreact',
    });
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
  it('runs login, auth-screen and admin guards in that order', () => {
    expect(guards).toEqual([requireLogin, leaveAuthScreens, requireAdmin]);
  });

  it('returns the first redirect: an anonymous visitor on an admin route goes to login, not authorization', () => {
    expect(runGuards(context(anonymousUser, '/admin', { admin: true }))).toEqual({
      kind: 'redirect',
      to: '/login?redirectTo=%2Fadmin',
    });
  });

  it('continues when every guard continues', () => {
    expect(runGuards(context(adminUser, '/admin', { admin: true }))).toEqual({ kind: 'continue' });
  });
});
