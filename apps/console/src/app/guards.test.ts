import type { UserData } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { HIDDEN, VISIBLE, type VisibilityOutcome } from '../shared/visibility/index.ts';
import { contextOf } from '../shared/visibility/visibility-test-data.ts';
import { adminUser, anonymousUser, regularUser } from '../test/fixtures.ts';
import {
  autoRedirectToSso,
  type GuardContext,
  type GuardFacts,
  guards,
  HIDDEN_ROUTE_MESSAGE,
  hiddenRouteFallback,
  leaveAuthScreens,
  logOutOnRequest,
  onboardAdmins,
  redirectHiddenRoutes,
  requireFeatures,
  requireInvitationToken,
  requireLicense,
  requireLogin,
  runGuards,
  skipSecurityTeaser,
  startCliLogin,
} from './guards.ts';
import type { ResolvedAccess } from './route-handle.ts';

const privateRoute: ResolvedAccess = {
  public: false,
  authScreen: false,
  admin: false,
  visibility: VISIBLE,
  features: [],
};
const disabled: VisibilityOutcome = { kind: 'disabled', reason: { code: 'condition', condition: 'feature' } };
const loginScreen: Partial<ResolvedAccess> = { public: true, authScreen: true };

const noFacts: GuardFacts = {
  logoutRequested: false,
  autoRedirectLink: null,
  lastRoute: undefined,
  visibility: contextOf(),
  loginNavigation: false,
  onboarding: undefined,
  invitationTokenValid: undefined,
  featuresOn: true,
};

function context(
  user: UserData,
  target: string,
  access: Partial<ResolvedAccess> = {},
  facts: Partial<GuardFacts> = {},
): GuardContext {
  const [pathname = '/', query] = target.split('?');
  return {
    user,
    location: { pathname, search: query ? `?${query}` : '' },
    access: { ...privateRoute, ...access },
    facts: { ...noFacts, ...facts },
  };
}

const proceed = { kind: 'continue' };

describe('guard 1: startCliLogin', () => {
  const cliQuery = 'jfClientSession=3f2b7c1e-0d4a-4b8e-9a6f-2c5d8e1f0a7b&jfClientName=JFrog-CLI&jfClientCode=1';

  it('R3.02 sends a logged-in user with CLI login parameters to the CLI login page', () => {
    expect(startCliLogin(context(adminUser, `/login?${cliQuery}`, loginScreen))).toEqual({
      kind: 'redirect',
      to: '/login/cli',
    });
  });

  it('R3.02 sends an anonymous visitor through the login form first, on to the CLI login page', () => {
    expect(startCliLogin(context(anonymousUser, `/login?${cliQuery}`, loginScreen))).toEqual({
      kind: 'redirect',
      to: '/login?redirectTo=%2Flogin%2Fcli',
    });
  });

  it('lets every other navigation through', () => {
    expect(startCliLogin(context(adminUser, '/packages?q=cli'))).toEqual(proceed);
  });
});

describe('guard 2: logOutOnRequest', () => {
  it('R3.03 logs out a visitor who opens login with the logout flag', () => {
    expect(logOutOnRequest(context(regularUser, '/login?logout=true', loginScreen, { logoutRequested: true }))).toEqual(
      { kind: 'logout', saml: false },
    );
  });

  it('R3.04 R2.17 sends a SAML user to the provider on logout', () => {
    const samlUser = { ...regularUser, realm: 'saml' };
    expect(logOutOnRequest(context(samlUser, '/login?logout=true', loginScreen, { logoutRequested: true }))).toEqual({
      kind: 'logout',
      saml: true,
    });
  });

  it('does nothing without the flag or away from the login page', () => {
    expect(logOutOnRequest(context(regularUser, '/login', loginScreen))).toEqual(proceed);
    expect(logOutOnRequest(context(regularUser, '/packages', {}, { logoutRequested: true }))).toEqual(proceed);
  });
});

describe('guard 3: autoRedirectToSso', () => {
  const link = 'https://idp.example.com/sso';

  it('R3.05 sends an anonymous visitor on the login page to the single sign-on link', () => {
    expect(autoRedirectToSso(context(anonymousUser, '/login', loginScreen, { autoRedirectLink: link }))).toEqual({
      kind: 'leave',
      url: link,
    });
    expect(autoRedirectToSso(context(anonymousUser, '/auth', loginScreen, { autoRedirectLink: link })).kind).toBe(
      'leave',
    );
  });

  it('stays on the login page after a logout, without the setting, for other screens and for logged-in users', () => {
    const facts = { autoRedirectLink: link };
    expect(autoRedirectToSso(context(anonymousUser, '/login?logout=true', loginScreen, facts))).toEqual(proceed);
    expect(autoRedirectToSso(context(anonymousUser, '/login', loginScreen))).toEqual(proceed);
    expect(autoRedirectToSso(context(anonymousUser, '/login/forgot-password', loginScreen, facts))).toEqual(proceed);
    expect(autoRedirectToSso(context(regularUser, '/login', loginScreen, facts))).toEqual(proceed);
  });
});

describe('guard 4: leaveAuthScreens', () => {
  it('R3.06 sends a logged-in user away from an auth screen to their last route', () => {
    expect(leaveAuthScreens(context(regularUser, '/login', loginScreen, { lastRoute: '/packages?q=react' }))).toEqual({
      kind: 'redirect',
      to: '/packages?q=react',
    });
  });

  it('R3.06 sends a logged-in user without a last route to the default route', () => {
    expect(leaveAuthScreens(context(regularUser, '/login', loginScreen))).toEqual({
      kind: 'redirect',
      to: '/packages',
    });
  });

  it('leaves an anonymous visitor on the login screen and ignores other routes', () => {
    expect(leaveAuthScreens(context(anonymousUser, '/login', loginScreen))).toEqual(proceed);
    expect(leaveAuthScreens(context(regularUser, '/packages'))).toEqual(proceed);
  });
});

describe('guard 5: requireLogin', () => {
  it("R3.08 tells an anonymous visitor 'You are not authorized to view this page' and sends them to login with logout, keeping the path", () => {
    expect(requireLogin(context(anonymousUser, '/packages?q=react'))).toEqual({
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
    expect(requireLogin(context(guest, '/packages'))).toEqual(proceed);
    expect(requireLogin(context({ ...guest, disableUIAccess: true }, '/packages')).kind).toBe('redirect');
  });

  it('treats a user without a name as anonymous', () => {
    expect(requireLogin(context({ ...anonymousUser, name: '' }, '/packages')).kind).toBe('redirect');
  });

  it('sends an anonymous visitor at the start page to login without a redirectTo', () => {
    expect(requireLogin(context(anonymousUser, '/'))).toEqual({ kind: 'redirect', to: '/login' });
    expect(requireLogin(context(anonymousUser, '/home'))).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('lets anyone through to a public route and a logged-in user anywhere', () => {
    expect(requireLogin(context(anonymousUser, '/404', { public: true }))).toEqual(proceed);
    expect(requireLogin(context(regularUser, '/packages'))).toEqual(proceed);
  });
});

describe('guard 6: redirectHiddenRoutes', () => {
  it('R3.09 R3.10 sends an admin from a hidden route to topology', () => {
    expect(redirectHiddenRoutes(context(adminUser, '/builds', { visibility: HIDDEN }))).toEqual({
      kind: 'redirect',
      to: '/topology',
    });
  });

  it('R3.09 R3.11 sends a user from a disabled route, or from an admin route, to packages', () => {
    expect(redirectHiddenRoutes(context(regularUser, '/builds', { visibility: disabled }))).toEqual({
      kind: 'redirect',
      to: '/packages',
    });
    expect(redirectHiddenRoutes(context(regularUser, '/admin/management/users', { admin: true }))).toEqual({
      kind: 'redirect',
      to: '/packages',
    });
  });

  it('R3.12 sends anyone on a lightweight instance to repos', () => {
    expect(hiddenRouteFallback(adminUser, true)).toBe('/repos');
    expect(
      redirectHiddenRoutes(
        context(
          regularUser,
          '/packages',
          { visibility: HIDDEN },
          { visibility: contextOf({ features: ['lightweightInstance'] }) },
        ),
      ),
    ).toEqual({ kind: 'redirect', to: '/repos' });
  });

  it('R3.13 shows an error notification when no role-based fallback applies', () => {
    const guest = { ...anonymousUser, anonAccessEnabled: true };
    expect(redirectHiddenRoutes(context(guest, '/builds', { visibility: HIDDEN }))).toEqual({
      kind: 'redirect',
      to: '/authorization',
      message: HIDDEN_ROUTE_MESSAGE,
    });
    // The fallback itself hidden: no loop back to it.
    expect(redirectHiddenRoutes(context(regularUser, '/packages', { visibility: HIDDEN }))).toMatchObject({
      to: '/authorization',
      message: HIDDEN_ROUTE_MESSAGE,
    });
  });

  it('R7.20 follows a route that resolves to a redirect, unless the route is closed to the visitor', () => {
    const redirected: VisibilityOutcome = { kind: 'redirected', to: '/admin/management/users' };
    expect(redirectHiddenRoutes(context(adminUser, '/admin', { admin: true, visibility: redirected }))).toEqual({
      kind: 'redirect',
      to: '/admin/management/users',
    });
    expect(redirectHiddenRoutes(context(regularUser, '/admin', { admin: true, visibility: redirected }))).toEqual({
      kind: 'redirect',
      to: '/packages',
    });
  });

  it('opens visible routes, and admin routes for admins', () => {
    expect(redirectHiddenRoutes(context(regularUser, '/packages'))).toEqual(proceed);
    expect(redirectHiddenRoutes(context(adminUser, '/admin/management/users', { admin: true }))).toEqual(proceed);
  });
});

describe('guard 7: requireLicense', () => {
  const unlicensed = { visibility: contextOf({ license: 'N/A' }) };

  it('R3.14 sends admins to the licenses page and other users to login when the license type is N/A', () => {
    expect(requireLicense(context(adminUser, '/packages', {}, unlicensed))).toEqual({
      kind: 'redirect',
      to: '/admin/license_management/licenses',
    });
    expect(requireLicense(context(regularUser, '/packages', {}, unlicensed))).toEqual({
      kind: 'redirect',
      to: '/login?logout=true',
    });
  });

  it('leaves the licenses page, public screens and licensed instances alone', () => {
    expect(requireLicense(context(adminUser, '/admin/license_management/licenses', {}, unlicensed))).toEqual(proceed);
    expect(requireLicense(context(anonymousUser, '/login', loginScreen, unlicensed))).toEqual(proceed);
    expect(requireLicense(context(regularUser, '/packages'))).toEqual(proceed);
  });
});

describe('guard 9: skipSecurityTeaser', () => {
  it('R3.17 sends the security teaser to security_policies when a scanner serves a licensed instance', () => {
    const facts = { visibility: contextOf({ services: { xray: '3.80.0' }, license: 'ENTERPRISE_PLUS' }) };
    expect(skipSecurityTeaser(context(adminUser, '/security-and-compliance-teaser', {}, facts))).toEqual({
      kind: 'redirect',
      to: '/security_policies',
    });
  });

  it('keeps the teaser without a scanner or with a license outside the required types', () => {
    const teaser = '/security-and-compliance-teaser';
    const withoutScanner = { visibility: contextOf({ license: 'ENTERPRISE_PLUS' }) };
    const lowLicense = { visibility: contextOf({ services: { xray: '3.80.0' }, license: 'OSS' }) };
    expect(skipSecurityTeaser(context(adminUser, teaser, {}, withoutScanner))).toEqual(proceed);
    expect(skipSecurityTeaser(context(adminUser, teaser, {}, lowLicense))).toEqual(proceed);
  });
});

describe('guard 10: onboardAdmins', () => {
  const setup = {
    newOnboarding: true,
    needsOnboarding: true,
    quickDeploy: false,
    getStarted: false,
    firstLogin: false,
  };
  const afterLogin = (onboarding: typeof setup) => ({ loginNavigation: true, onboarding });

  it('R3.18 sends an admin of a new setup that needs onboarding to quick setup after login', () => {
    expect(onboardAdmins(context(adminUser, '/packages', {}, afterLogin(setup)))).toEqual({
      kind: 'redirect',
      to: '/quick-setup',
    });
  });

  it('R3.18 does not when get-started is on, for non-admins, or once there', () => {
    expect(onboardAdmins(context(adminUser, '/packages', {}, afterLogin({ ...setup, getStarted: true })))).toEqual(
      proceed,
    );
    expect(onboardAdmins(context(regularUser, '/packages', {}, afterLogin(setup)))).toEqual(proceed);
    expect(onboardAdmins(context(adminUser, '/quick-setup', {}, afterLogin(setup)))).toEqual(proceed);
    expect(onboardAdmins(context(adminUser, '/packages', {}, { loginNavigation: true }))).toEqual(proceed);
  });

  it('R3.18 R3.19 lets a navigation the visitor made after the login go where it asked, while onboarding is still needed', () => {
    const quickDeploy = { ...setup, quickDeploy: true, firstLogin: true };
    expect(onboardAdmins(context(adminUser, '/admin', {}, { onboarding: setup }))).toEqual(proceed);
    expect(onboardAdmins(context(adminUser, '/admin', {}, { onboarding: quickDeploy }))).toEqual(proceed);
  });

  it('R3.19 sends a first login with quick deploy on to /quick-setup', () => {
    const quickDeploy = { ...setup, needsOnboarding: false, quickDeploy: true, firstLogin: true };
    expect(onboardAdmins(context(adminUser, '/packages', {}, afterLogin(quickDeploy)))).toEqual({
      kind: 'redirect',
      to: '/quick-setup',
    });
    expect(
      onboardAdmins(context(adminUser, '/packages', {}, afterLogin({ ...quickDeploy, firstLogin: false }))),
    ).toEqual(proceed);
  });
});

describe('guard 11: requireInvitationToken', () => {
  it('R3.21 sends an invitation without a valid token to login with logout', () => {
    expect(
      requireInvitationToken(context(anonymousUser, '/login/invitation?token=x', {}, { invitationTokenValid: false })),
    ).toEqual({ kind: 'redirect', to: '/login?logout=true' });
  });

  it('R3.21 opens the invitation page for a token that passed the check', () => {
    expect(
      requireInvitationToken(context(anonymousUser, '/login/invitation?token=x', {}, { invitationTokenValid: true })),
    ).toEqual(proceed);
  });
});

describe("the routes' feature condition: requireFeatures", () => {
  it('R1.46 R1.47 cancels the navigation to a route whose feature flag is off', () => {
    expect(requireFeatures(context(adminUser, '/demo', {}, { featuresOn: false }))).toEqual({ kind: 'cancel' });
  });

  it('R1.47 lets the route open when its flags are on', () => {
    expect(requireFeatures(context(adminUser, '/demo', {}, { featuresOn: true }))).toEqual(proceed);
  });

  it('comes after guard 5, so an anonymous visitor is asked to log in first', () => {
    const result = runGuards(context(anonymousUser, '/demo', {}, { featuresOn: false }));
    expect(result).toMatchObject({ kind: 'redirect', to: '/login?logout=true&redirectTo=%2Fdemo' });
  });
});

describe('runGuards', () => {
  it('R3.01 runs the guards in the order of the spec', () => {
    expect(guards).toEqual([
      startCliLogin,
      logOutOnRequest,
      autoRedirectToSso,
      leaveAuthScreens,
      requireLogin,
      requireFeatures,
      redirectHiddenRoutes,
      requireLicense,
      skipSecurityTeaser,
      onboardAdmins,
      requireInvitationToken,
    ]);
  });

  it('returns the first decision: an anonymous visitor on an admin route goes to login, not a fallback', () => {
    expect(runGuards(context(anonymousUser, '/admin', { admin: true }))).toMatchObject({
      kind: 'redirect',
      to: '/login?logout=true&redirectTo=%2Fadmin',
    });
  });

  it('continues when every guard continues', () => {
    expect(runGuards(context(adminUser, '/admin', { admin: true }))).toEqual(proceed);
  });
});
