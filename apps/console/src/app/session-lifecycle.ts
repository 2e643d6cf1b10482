import { isLoggedIn, type UserData } from '@arca/contract';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { authKeys, currentUserQueryOptions, logout } from '../features/auth/api/index.ts';
import { pauseIntervals, resumeIntervals } from '../shared/session/intervals.ts';
import { configureSession } from '../shared/session/session-actions.ts';
import { resetTourIdentity } from '../shared/tour/product-tour.ts';
import { requestMainFocus } from './layout/main-focus.ts';
import { expectLoginNavigation, forgetLoginNavigation } from './login-navigation.ts';
import { startApplication } from './start.ts';
import { useAppStore } from './store.ts';

/**
 * After the session ended: intervals pause (R5.10), the store starts over and every answer read
 * with the old identity goes; the public footer stays, so titles keep the server name.
 */
function forgetSession(queryClient: QueryClient): void {
  pauseIntervals();
  const footer = queryClient.getQueryData(authKeys.footer());
  queryClient.clear();
  if (footer) queryClient.setQueryData(authKeys.footer(), footer);
  useAppStore.getState().reset();
}

/**
 * A user change (shell.md §4 Session, R5.06–R5.09): the console logs out, the product tour's
 * identity is reset (R5.07; the metrics Arca sends carry no identity to reset, docs/decisions.md),
 * the store is reset and the visitor starts again at /.
 */
async function changeUser(queryClient: QueryClient, navigate: (to: string) => void): Promise<void> {
  await logout().catch(() => undefined);
  resetTourIdentity();
  forgetSession(queryClient);
  navigate('/');
}

/**
 * The current user becomes someone else without a login on this page: a proxy now names another
 * person (HTTP SSO, the 333 answer) or another tab logged in as someone else.
 */
function isUserChange(before: UserData | undefined, after: UserData | undefined): boolean {
  return isLoggedIn(before) && isLoggedIn(after) && before?.name !== after?.name;
}

/** Wires logging in, logging out and user changes to start-up, the store and the intervals. */
export function installSessionLifecycle(queryClient: QueryClient, navigate: (to: string) => void): () => void {
  configureSession({
    loggedIn: async (user) => {
      queryClient.setQueryData(authKeys.currentUser(), user);
      await startApplication(queryClient);
      resumeIntervals();
      // Data read for the login screens belongs to the anonymous visitor that just left.
      queryClient.removeQueries({ queryKey: authKeys.loginRelatedData() });
      // The login form goes with its focused button: the page the visitor lands on takes the focus.
      requestMainFocus();
      // Last, with nothing awaited after it: the caller's redirect is the next navigation, and only
      // that one may be sent on to quick setup (guard 10).
      expectLoginNavigation(queryClient);
    },
    loggedOut: () => forgetSession(queryClient),
    loginRedirectPrevented: () => forgetLoginNavigation(queryClient),
  });

  let known = queryClient.getQueryData(currentUserQueryOptions().queryKey);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== hashKey(authKeys.currentUser())) return;
    const next = event.query.state.data as UserData | undefined;
    const before = known;
    known = next;
    if (isUserChange(before, next)) void changeUser(queryClient, navigate);
  });
}
