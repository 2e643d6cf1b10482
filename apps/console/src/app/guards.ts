import { isLoggedIn, specMessages, type UserData } from '@arca/contract';
import { CLI_SESSION_PARAM } from '../shared/routing/cli-client-session.ts';
import { paths } from '../shared/routing/paths.ts';
import type { ResolvedAccess } from './route-handle.ts';

/** Everything a guard may look at: the visitor, where they are going and what that route needs. */
export interface GuardContext {
  user: UserData;
  /** The target, relative to the basename. */
  location: { pathname: string; search: string };
  access: ResolvedAccess;
}

/** A redirect may carry a message for the visitor, shown as an error notification. */
export type GuardResult = { kind: 'continue' } | { kind: 'redirect'; to: string; message?: string };

export type Guard = (context: GuardContext) => GuardResult;

const proceed: GuardResult = { kind: 'continue' };

const redirectTo = (to: string): GuardResult => ({ kind: 'redirect', to });

/** The start page needs no `redirectTo`: after login the visitor lands there anyway. */
function isStartPath(pathname: string): boolean {
  return pathname === paths.root() || pathname === paths.home();
}

/**
 * Guard 1 (shell.md §4, R3.02): CLI login parameters start a CLI login. The loader has stored the
 * session; the visitor continues at the CLI login page, through the login form if need be.
 */
export const startCliLogin: Guard = ({ user, location }) => {
  if (!new URLSearchParams(location.search).has(CLI_SESSION_PARAM)) return proceed;
  return isLoggedIn(user) ? redirectTo(paths.cliLogin()) : redirectTo(paths.login({ redirectTo: paths.cliLogin() }));
};

/**
 * Guard 5 (shell.md §4): an anonymous visitor may browse only where anonymous access is on and
 * their UI access is not blocked. Otherwise: from the start page straight to login (R3.07);
 * anywhere else 'You are not authorized to view this page' and login with the logout flag
 * (R3.08), keeping where they were going (R1.07).
 */
export const requireLogin: Guard = ({ user, location, access }) => {
  if (access.public || isLoggedIn(user)) return proceed;
  if (user.anonAccessEnabled && !user.disableUIAccess) return proceed;
  if (isStartPath(location.pathname)) return redirectTo(paths.login());
  return {
    kind: 'redirect',
    to: paths.login({ logout: true, redirectTo: `${location.pathname}${location.search}` }),
    message: specMessages.notAuthorizedToView,
  };
};

/** A logged-in visitor has nothing to do on an authentication screen (shell.md §4, guard 4). */
export const leaveAuthScreens: Guard = ({ user, access }) =>
  access.authScreen && isLoggedIn(user) ? redirectTo(paths.packages()) : proceed;

/** Administration routes are for administrators; others see the authorization page. */
export const requireAdmin: Guard = ({ user, access }) =>
  access.admin && !user.admin ? redirectTo(paths.authorization()) : proceed;

/** The guards, in the order they run; the first redirect wins. */
export const guards: readonly Guard[] = [startCliLogin, requireLogin, leaveAuthScreens, requireAdmin];

export function runGuards(context: GuardContext, pipeline: readonly Guard[] = guards): GuardResult {
  for (const guard of pipeline) {
    const result = guard(context);
    if (result.kind === 'redirect') return result;
  }
  return proceed;
}
