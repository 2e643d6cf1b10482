import type { QueryClient } from '@tanstack/react-query';

/**
 * Which navigation a login made, so that guard 10 acts on it alone (R3.18, R3.19): the onboarding
 * redirect is the result of the login, never laid over a navigation the visitor made afterwards.
 * `pathname` is undefined for the login's own navigation (the next one the guard loader sees) and
 * names the target once a guard redirected it, so that only the redirect it leads to inherits it.
 */
interface ExpectedNavigation {
  pathname: string | undefined;
}

// One expectation per console: the query client stands for it (tests build one per rendered app,
// so an expectation a test leaves behind cannot reach the next).
const expected = new WeakMap<QueryClient, ExpectedNavigation>();

/** The post-login action calls it last: the navigation its caller makes next is the login's. */
export function expectLoginNavigation(queryClient: QueryClient): void {
  expected.set(queryClient, { pathname: undefined });
}

/** The login made no navigation after all (R4.06): the next one is the visitor's own. */
export function forgetLoginNavigation(queryClient: QueryClient): void {
  expected.delete(queryClient);
}

/** The login's navigation was redirected by a guard: the redirect's navigation is still the login's. */
export function expectLoginRedirect(queryClient: QueryClient, to: string): void {
  expected.set(queryClient, { pathname: new URL(to, 'http://console').pathname });
}

/**
 * Whether the navigation to `pathname` is the one a login made. Every navigation takes the
 * expectation, even one to elsewhere: a navigation the visitor started in between ends it.
 */
export function takeLoginNavigation(queryClient: QueryClient, pathname: string): boolean {
  const navigation = expected.get(queryClient);
  expected.delete(queryClient);
  if (!navigation) return false;
  return navigation.pathname === undefined || navigation.pathname === pathname;
}
