import { isLoggedIn, NO_LICENSE, specMessages, type UserData } from '@arca/contract';
import { CLI_SESSION_PARAM } from '../shared/routing/cli-client-session.ts';
import { paths } from '../shared/routing/paths.ts';
import { type VisibilityContext, visibilityOf } from '../shared/visibility/index.ts';
import type { ResolvedAccess } from './route-handle.ts';

/** The onboarding facts guard 10 reads (shell.md §4; packages-and-search.md §2 Onboarding). */
export interface OnboardingFacts {
  newOnboarding: boolean;
  needsOnboarding: boolean;
  quickDeploy: boolean;
  getStarted: boolean;
  firstLogin: boolean;
}

/**
 * What the guards know beyond the visitor and the route. The guard loader reads each fact only
 * when the target needs it, so a plain navigation costs no extra call.
 */
export interface GuardFacts {
  /** The logout flag was given and the visitor still holds a session (guard 2). */
  logoutRequested: boolean;
  /** The single sign-on link when the login page's auto-redirect is on (guard 3). */
  autoRedirectLink: string | null;
  /** The stored post-login path, when usable for this visitor: their last route (guard 4). */
  lastRoute: string | undefined;
  /**
   * What the visibility rules look at: licence ('N/A' when the server has none, guard 7), services,
   * feature flags (a lightweight instance, guard 6), role and project (shell.md §6).
   */
  visibility: VisibilityContext;
  /** This navigation is the one a login made, or a guard's redirect of it (guard 10 acts on it alone). */
  loginNavigation: boolean;
  /** Read for a login's navigation only; undefined until the server reports onboarding data (guard 10). */
  onboarding: OnboardingFacts | undefined;
  /** Whether the invitation token in the query passed the check; undefined off the invitation page (guard 11). */
  invitationTokenValid: boolean | undefined;
  /** Every feature flag the route needs is on (R1.46, R1.47); true for routes that need none. */
  featuresOn: boolean;
}

/** Everything a guard may look at: the visitor, where they are going, what that route needs and the facts. */
export interface GuardContext {
  user: UserData;
  /** The target, relative to the basename. */
  location: { pathname: string; search: string };
  access: ResolvedAccess;
  facts: GuardFacts;
}

/**
 * A guard continues, redirects inside the console (with an optional error notification), cancels
 * the navigation (the visitor stays where they were), sends the browser out of the console, or
 * asks the loader to log out first (guard 2).
 */
export type GuardResult =
  | { kind: 'continue' }
  | { kind: 'cancel' }
  | { kind: 'redirect'; to: string; message?: string }
  | { kind: 'leave'; url: string }
  | { kind: 'logout'; saml: boolean };

export type Guard = (context: GuardContext) => GuardResult;

const proceed: GuardResult = { kind: 'continue' };

const redirectTo = (to: string, message?: string): GuardResult =>
  message === undefined ? { kind: 'redirect', to } : { kind: 'redirect', to, message };

/** The start page needs no `redirectTo`: after login the visitor lands there anyway. */
function isStartPath(pathname: string): boolean {
  return pathname === paths.root() || pathname === paths.home();
}

export function isLoginPage(pathname: string): boolean {
  return pathname === paths.login() || pathname === paths.auth();
}

/** A realm value of saml means the user logged in through SAML (shell.md §3, R2.17). */
export function isSamlUser(user: UserData): boolean {
  return user.realm === 'saml';
}

/**
 * Guard 1 (R3.02): CLI login parameters start a CLI login. The loader has stored the session; the
 * visitor continues at the CLI login page, through the login form if need be.
 */
export const startCliLogin: Guard = ({ user, location }) => {
  if (!new URLSearchParams(location.search).has(CLI_SESSION_PARAM)) return proceed;
  return isLoggedIn(user) ? redirectTo(paths.cliLogin()) : redirectTo(paths.login({ redirectTo: paths.cliLogin() }));
};

/** Guard 2 (R3.03, R3.04): login with the logout flag logs out; a SAML user signs out at the provider too. */
export const logOutOnRequest: Guard = ({ user, location, facts }) => {
  if (!facts.logoutRequested || !isLoginPage(location.pathname)) return proceed;
  return { kind: 'logout', saml: isSamlUser(user) };
};

/**
 * Guard 3 (R3.05): with auto-redirect on, the login page sends the visitor straight to the single
 * sign-on provider. Not after a logout (the flag is in the query): the provider would sign the
 * visitor straight back in, and logging out would be impossible.
 */
export const autoRedirectToSso: Guard = ({ user, location, facts }) => {
  if (!isLoginPage(location.pathname) || isLoggedIn(user) || !facts.autoRedirectLink) return proceed;
  if (new URLSearchParams(location.search).get('logout') === 'true') return proceed;
  return { kind: 'leave', url: facts.autoRedirectLink };
};

/** Guard 4 (R3.06): a logged-in visitor has nothing to do on an authentication screen. */
export const leaveAuthScreens: Guard = ({ user, access, facts }) =>
  access.authScreen && isLoggedIn(user) ? redirectTo(facts.lastRoute ?? paths.packages()) : proceed;

/**
 * Guard 5: an anonymous visitor may browse only where anonymous access is on and their UI access
 * is not blocked. Otherwise: from the start page straight to login (R3.07); anywhere else 'You are
 * not authorized to view this page' and login with the logout flag (R3.08), keeping where they
 * were going (R1.07).
 */
export const requireLogin: Guard = ({ user, location, access }) => {
  if (access.public || isLoggedIn(user)) return proceed;
  if (user.anonAccessEnabled && !user.disableUIAccess) return proceed;
  if (isStartPath(location.pathname)) return redirectTo(paths.login());
  return redirectTo(
    paths.login({ logout: true, redirectTo: `${location.pathname}${location.search}` }),
    specMessages.notAuthorizedToView,
  );
};

/**
 * A route's own load condition (R1.46, R1.47): one that needs a feature flag this instance has
 * off does not open, and the visitor stays where they were. It runs after guard 5, so an anonymous
 * visitor is sent to log in first rather than learning which flags are off.
 */
export const requireFeatures: Guard = ({ facts }) => (facts.featuresOn ? proceed : { kind: 'cancel' });

/** Where a visitor goes instead of a hidden route (R3.10–R3.12); undefined when no role-based fallback applies. */
export function hiddenRouteFallback(user: UserData, lightweight: boolean): string | undefined {
  if (lightweight) return paths.repos();
  if (user.admin) return paths.topology();
  if (isLoggedIn(user)) return paths.packages();
  return undefined;
}

/** The notification when a hidden route has no fallback (O26: the spec does not give the text). */
export const HIDDEN_ROUTE_MESSAGE = 'This page is not available to you';

/**
 * Guard 6 (R3.09–R3.13): a route whose menu item is hidden or disabled does not open; an admin
 * route counts as hidden for anyone but an administrator. The visitor goes to the role-based
 * fallback, or, when none applies (or the fallback is the route itself), to the authorization
 * page with an error notification (O26).
 */
export const redirectHiddenRoutes: Guard = ({ user, location, access, facts }) => {
  const closed = access.admin && !user.admin;
  if (!closed && access.visibility.kind === 'visible') return proceed;
  if (!closed && access.visibility.kind === 'redirected') return redirectTo(access.visibility.to);
  const fallback = hiddenRouteFallback(user, facts.visibility.features.has('lightweightInstance'));
  if (fallback && fallback !== location.pathname) return redirectTo(fallback);
  return redirectTo(paths.authorization(), HIDDEN_ROUTE_MESSAGE);
};

/** Where licences are managed here: the licences page, or on cloud the buckets it leads to (R1.68). */
function licensesPage(visibility: VisibilityContext): string {
  const outcome = visibilityOf('cloudLicenses', visibility);
  return outcome.kind === 'redirected' ? outcome.to : paths.licenses();
}

/**
 * Guard 7 (R3.14): without a license the console cannot be used: administrators go to the
 * licenses page to fix it, everyone else back to login (with the logout flag, so a session ends
 * rather than bouncing between login and the last route). Public screens stay open.
 */
export const requireLicense: Guard = ({ user, location, access, facts }) => {
  if (facts.visibility.license !== NO_LICENSE) return proceed;
  if (user.admin) {
    const licenses = licensesPage(facts.visibility);
    return location.pathname === licenses ? proceed : redirectTo(licenses);
  }
  return access.public ? proceed : redirectTo(paths.login({ logout: true }));
};

/**
 * Guard 9 (R3.17): the security teaser gives way to the real policies when a scanner serves an
 * instance with one of the security licences; the visibility rule holds both conditions.
 */
export const skipSecurityTeaser: Guard = ({ location, facts }) => {
  if (location.pathname !== paths.securityTeaser()) return proceed;
  const outcome = visibilityOf('securityTeaser', facts.visibility);
  return outcome.kind === 'redirected' ? redirectTo(outcome.to) : proceed;
};

/**
 * Guard 10 (R3.18, R3.19): after login, an administrator of a new setup that still needs
 * onboarding goes to quick setup, unless quick deploy or get-started is on; a first login with
 * quick deploy goes there too. Only admins are onboarded (shell.md §6). It acts on the login's own
 * navigation only: one the visitor makes afterwards goes where they asked, even while the server
 * still says onboarding is needed.
 */
export const onboardAdmins: Guard = ({ user, location, facts }) => {
  const onboarding = facts.onboarding;
  if (!facts.loginNavigation || !onboarding || !user.admin) return proceed;
  if (location.pathname === paths.quickSetup()) return proceed;
  if (onboarding.quickDeploy && onboarding.firstLogin) return redirectTo(paths.quickSetup());
  const wanted = onboarding.newOnboarding && onboarding.needsOnboarding;
  return wanted && !onboarding.quickDeploy && !onboarding.getStarted ? redirectTo(paths.quickSetup()) : proceed;
};

/** Guard 11 (R3.21): the invitation page needs a token that passes the check. */
export const requireInvitationToken: Guard = ({ facts }) =>
  facts.invitationTokenValid === false ? redirectTo(paths.login({ logout: true })) : proceed;

/**
 * The guards in the spec's order (shell.md §4), with the routes' feature condition after guard 5. Guard 8 rewrites old hash links before the router
 * sees the address (legacy-hash.ts), so it has no place here; guard 10's closing of modals runs on
 * every navigation (http-environment.ts).
 */
export const guards: readonly Guard[] = [
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
];

/** Runs the pipeline: the first guard that does not continue decides. */
export function runGuards(context: GuardContext, pipeline: readonly Guard[] = guards): GuardResult {
  for (const guard of pipeline) {
    const result = guard(context);
    if (result.kind !== 'continue') return result;
  }
  return proceed;
}
