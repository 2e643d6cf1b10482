import { isLoggedIn } from '@arca/contract';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, matchRoutes, type RouteObject, redirect } from 'react-router';
import { currentUserQueryOptions, logout } from '../features/auth/api/index.ts';
import { httpEnvironment } from '../shared/http/index.ts';
import { storeCliClientSession } from '../shared/routing/cli-client-session.ts';
import { BASENAME, paths } from '../shared/routing/paths.ts';
import { type Guard, guards, runGuards } from './guards.ts';
import { readHandle, resolveAccess } from './route-handle.ts';
import { startApplication } from './start.ts';

function withoutBasename(pathname: string): string {
  if (pathname === BASENAME) return '/';
  return pathname.startsWith(`${BASENAME}/`) ? pathname.slice(BASENAME.length) : pathname;
}

/**
 * Guard 2 (shell.md §4, R3.03): opening login with the logout flag logs out. A side effect, so it
 * runs here before the pure guards: the session ends on the server and the cached user is
 * dropped, so the guards see an anonymous visitor.
 */
async function logOutWhenAsked(queryClient: QueryClient, url: URL): Promise<void> {
  if (withoutBasename(url.pathname) !== paths.login() || url.searchParams.get('logout') !== 'true') return;
  const user = queryClient.getQueryData(currentUserQueryOptions().queryKey);
  if (!isLoggedIn(user)) return;
  await logout().catch(() => undefined);
  queryClient.removeQueries({ queryKey: currentUserQueryOptions().queryKey });
}

/**
 * The one loader that runs the guard pipeline, on the root route before every navigation: it
 * starts the application once (the guards run only after the initial data is fetched, shell.md §4),
 * reads what the target route declares and throws the first guard's redirect. Routes below it
 * fetch through TanStack Query in their components, never in loaders, so nothing is read before
 * the guards have passed.
 */
export function createGuardLoader(
  queryClient: QueryClient,
  routes: () => RouteObject[],
  pipeline: readonly Guard[] = guards,
) {
  return async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
    await startApplication(queryClient);
    const url = new URL(request.url);
    await logOutWhenAsked(queryClient, url);
    storeCliClientSession(url.search);
    const user = await queryClient.ensureQueryData(currentUserQueryOptions());
    const matches = matchRoutes(routes(), url.pathname, BASENAME) ?? [];
    const access = resolveAccess(matches.map((match) => readHandle(match.route.handle)));
    const result = runGuards(
      { user, location: { pathname: withoutBasename(url.pathname), search: url.search }, access },
      pipeline,
    );
    if (result.kind === 'redirect') {
      if (result.message) httpEnvironment().notify({ message: result.message });
      throw redirect(result.to);
    }
    return null;
  };
}
