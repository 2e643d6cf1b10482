import { isLoggedIn, type UserData } from '@arca/contract';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, matchRoutes, type RouteObject, redirect } from 'react-router';
import { currentUserQueryOptions, logout } from '../features/auth/api/index.ts';
import { invitationQueryOptions } from '../features/auth/api/invitation.ts';
import { loginRelatedDataQueryOptions } from '../features/auth/api/login-related-data.ts';
import { autoRedirectStateQueryOptions, samlLogoutRequest } from '../features/auth/api/sso.ts';
import { takePostLoginPath } from '../features/auth/post-login-path.ts';
import { loadOnboardingFacts } from '../features/onboarding/onboarding-facts.ts';
import { httpEnvironment } from '../shared/http/index.ts';
import { featuresConfigQueryOptions, featuresSupported } from '../shared/platform/features-config.ts';
import { storeCliClientSession } from '../shared/routing/cli-client-session.ts';
import { BASENAME, isBlockedRequestPath, paths, withoutBasename } from '../shared/routing/paths.ts';
import { sanitizeExternalUrl } from '../shared/routing/safe-url.ts';
import { sessionActions } from '../shared/session/session-actions.ts';
import type { VisibilityContext } from '../shared/visibility/index.ts';
import { loadVisibilityContext } from '../shared/visibility/visibility-context.ts';
import {
  type Guard,
  type GuardContext,
  type GuardFacts,
  guards,
  isLoginPage,
  isSamlUser,
  runGuards,
} from './guards.ts';
import { expectLoginRedirect, takeLoginNavigation } from './login-navigation.ts';
import { readHandle, resolveAccess } from './route-handle.ts';
import { startApplication } from './start.ts';

/** The single sign-on link, when the login page is set to go there by itself (guard 3). */
async function autoRedirectLink(queryClient: QueryClient): Promise<string | null> {
  const state = await queryClient.ensureQueryData(autoRedirectStateQueryOptions());
  if (!state.isAutoRedirectLogin) return null;
  return sanitizeExternalUrl((await queryClient.ensureQueryData(loginRelatedDataQueryOptions())).ssoProviderLink);
}

/** Whether the invitation token in the query passes the check (guard 11); a refused token is false. */
async function invitationTokenValid(queryClient: QueryClient, search: string): Promise<boolean> {
  const token = new URLSearchParams(search).get('token') ?? '';
  if (token === '') return false;
  return queryClient
    .ensureQueryData(invitationQueryOptions(token))
    .then(() => true)
    .catch(() => false);
}

/** What the loader knows of a navigation before it reads any fact. */
type Target = Omit<GuardContext, 'facts'> & { visibility: VisibilityContext; loginNavigation: boolean };

/** Reads the facts the target needs and no others, so a plain navigation costs no extra call. */
async function gatherFacts(
  queryClient: QueryClient,
  { user, location, access, visibility, loginNavigation }: Target,
): Promise<GuardFacts> {
  const query = new URLSearchParams(location.search);
  const loginPage = isLoginPage(location.pathname);
  return {
    logoutRequested: loginPage && query.get('logout') === 'true' && isLoggedIn(user),
    autoRedirectLink: loginPage && !isLoggedIn(user) ? await autoRedirectLink(queryClient) : null,
    lastRoute: access.authScreen && isLoggedIn(user) ? takePostLoginPath(user.admin) : undefined,
    visibility,
    loginNavigation,
    onboarding: loginNavigation ? await loadOnboardingFacts(queryClient, user) : undefined,
    invitationTokenValid:
      location.pathname === paths.invitation() ? await invitationTokenValid(queryClient, location.search) : undefined,
    featuresOn:
      access.features.length === 0 ||
      featuresSupported(access.features, await queryClient.ensureQueryData(featuresConfigQueryOptions())),
  };
}

/**
 * Guard 2's effect: the session ends on the server and the console forgets it. A SAML user also
 * signs out at the provider: the answer names where, and the browser goes there.
 */
async function logOut(user: UserData): Promise<string | null> {
  if (isSamlUser(user)) {
    const answer = await samlLogoutRequest().catch(() => ({ logoutUrl: null }));
    sessionActions().loggedOut();
    return sanitizeExternalUrl(answer.logoutUrl);
  }
  await logout().catch(() => undefined);
  sessionActions().loggedOut();
  return null;
}

/**
 * The one loader that runs the guard pipeline, on the root route before every navigation: it
 * starts the application once (the guards run only after the initial data is fetched, R3.01),
 * reads what the target route declares and the facts it needs, and acts on the first guard that
 * does not continue. Routes below fetch through TanStack Query in their components, never in
 * loaders, so nothing is read before the guards have passed.
 */
export function createGuardLoader(
  queryClient: QueryClient,
  routes: () => RouteObject[],
  pipeline: readonly Guard[] = guards,
) {
  // Where the visitor last arrived: a cancelled navigation leaves them there.
  let lastArrival: string | undefined;
  return async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
    const url = new URL(request.url);
    // Taken before anything is awaited: a navigation the visitor starts meanwhile is never the login's.
    const loginNavigation = takeLoginNavigation(queryClient, withoutBasename(url.pathname));
    // The blocked-request page needs nothing from the server, and must show even when the server
    // refuses start-up itself (a 406 there would otherwise lead back here for ever).
    if (isBlockedRequestPath(withoutBasename(url.pathname))) return null;
    await startApplication(queryClient);
    storeCliClientSession(url.search);
    const location = { pathname: withoutBasename(url.pathname), search: url.search };
    const matches = matchRoutes(routes(), url.pathname, BASENAME) ?? [];
    const handles = matches.map((match) => readHandle(match.route.handle));

    // At most twice: a logout (guard 2) changes who the visitor is, and the guards look again.
    // Once only: behind an SSO proxy the visitor may still be logged in afterwards.
    let loggedOut = false;
    for (;;) {
      const user = await queryClient.ensureQueryData(currentUserQueryOptions());
      const visibility = await loadVisibilityContext(queryClient);
      const access = resolveAccess(handles, visibility);
      const facts = await gatherFacts(queryClient, { user, location, access, visibility, loginNavigation });
      if (loggedOut) facts.logoutRequested = false;
      const result = runGuards({ user, location, access, facts }, pipeline);
      switch (result.kind) {
        case 'continue':
          lastArrival = `${location.pathname}${location.search}`;
          return null;
        case 'cancel':
          // A data router cannot refuse a navigation outright; going back to the last arrival is
          // the same for the visitor. A first load has nowhere to stay, so it starts at home.
          throw redirect(lastArrival ?? paths.home());
        case 'redirect':
          if (result.message) httpEnvironment().notify({ message: result.message });
          // A login's navigation that an earlier guard sends elsewhere still ends the login there;
          // one the visitor overtook meanwhile (aborted) hands nothing on.
          if (loginNavigation && !request.signal.aborted) expectLoginRedirect(queryClient, result.to);
          throw redirect(result.to);
        case 'leave':
          throw redirect(result.url);
        case 'logout': {
          const providerLogout = await logOut(user);
          if (providerLogout) throw redirect(providerLogout);
          loggedOut = true;
          await startApplication(queryClient);
        }
      }
    }
  };
}
