import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { artifactsRoutes } from '../features/artifacts/artifacts.routes.tsx';
import { authRoutes } from '../features/auth/auth.routes.tsx';
import { buildsRoutes } from '../features/builds/builds.routes.tsx';
import { pipelinesRoutes, releaseBundlesRoutes } from '../features/companion-routes/companion-routes.routes.tsx';
import { demoRoutes } from '../features/demo/demo.routes.tsx';
import { blockedRequestRoutes, errorRoutes, notFoundFallbackRoute } from '../features/errors/errors.routes.tsx';
import { integrationsRoutes } from '../features/integrations/integrations.routes.tsx';
import { onboardingRoutes } from '../features/onboarding/onboarding.routes.tsx';
import { packagesRoutes } from '../features/packages/packages.routes.tsx';
import { myPipelinesRoute } from '../features/pipelines/pipelines.routes.tsx';
import { profileRoutes } from '../features/profile/profile.routes.tsx';
import { searchRoutes } from '../features/search/search.routes.tsx';
import { teaserRoutes } from '../features/teasers/teasers.routes.tsx';
import { loadChunk } from '../shared/microfrontends/index.ts';
import { BASENAME, paths } from '../shared/routing/paths.ts';
import { adminRoutes } from './admin-routes.tsx';
import { InAntdTheme, loadAntd } from './antd-scope.tsx';
import { createGuardLoader } from './guard-loader.ts';
import { HomeRedirect, LogoutRedirect } from './home-redirect.tsx';
import { discoverMicrofrontendRoutes, LAYOUT_ROUTE_ID } from './microfrontend-routes.tsx';
import { RootRoute } from './root-route.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { authRouteNames, type RouteHandle } from './route-handle.ts';
import { StartupScreen } from './startup-screen.tsx';

// The app's own screens; each feature's pages are loaded by its routes module.
const accountPortalRedirect = async () => ({
  Component: (await import('./account-portal-redirect.tsx')).AccountPortalRedirect,
});
const appLayout = async () => ({ Component: (await import('./layout/app-layout.tsx')).AppLayout });

/**
 * The console's one route table (shell.md §2), composed of the routes each feature declares in its
 * `<area>.routes.tsx`. Every route states its title and what it needs in `handle` (typed as
 * RouteHandle); the root loader runs the guard pipeline against it before each navigation. The
 * browser router and the tests build their routers from this same function.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  // Under the layout, each feature's routes; every path no route claims ends at the not-found page.
  const pages: RouteObject[] = [
    ...packagesRoutes(queryClient),
    ...onboardingRoutes(),
    ...buildsRoutes(),
    ...artifactsRoutes(),
    ...searchRoutes(),
    ...errorRoutes(),
    ...demoRoutes(),
    ...teaserRoutes(),
    ...releaseBundlesRoutes(),
    ...pipelinesRoutes(myPipelinesRoute()),
    ...integrationsRoutes(),
    ...adminRoutes(),
    ...profileRoutes(),
    notFoundFallbackRoute(),
  ];

  const routes: RouteObject[] = [
    {
      id: 'root',
      Component: RootRoute,
      HydrateFallback: StartupScreen,
      ErrorBoundary: RouteErrorPage,
      loader: createGuardLoader(queryClient, () => routes),
      // The guards must see every navigation, not only those that change this route's params.
      shouldRevalidate: () => true,
      children: withAntd([
        // The guard follows the home rule's redirect by role and features (R1.30–R1.32).
        { index: true, Component: HomeRedirect, handle: { rules: ['home'] } satisfies RouteHandle },
        { path: paths.home(), Component: HomeRedirect, handle: { rules: ['home'] } satisfies RouteHandle },
        {
          path: paths.logout(),
          Component: LogoutRedirect,
          handle: { title: 'Log out', name: authRouteNames.logout, access: { public: true } } satisfies RouteHandle,
        },
        ...authRoutes(),
        { path: paths.accountPortal(), lazy: accountPortalRedirect, handle: { title: 'Account' } },
        ...blockedRequestRoutes(),
        { id: LAYOUT_ROUTE_ID, lazy: appLayout, children: pages },
      ]),
    },
  ];
  return withChunkLimits(routes);
}

/**
 * A screen drawn with antd (all but the plain ones, such as the login route) loads antd beside its
 * own code and renders inside antd's theme; the pages under the layout are inside the layout's.
 */
export function withAntd(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const lazy = route.lazy;
    if (typeof lazy !== 'function' || (route.handle as RouteHandle | undefined)?.plain) return route;
    return {
      ...route,
      lazy: async () => {
        const [loaded] = await Promise.all([lazy(), loadAntd()]);
        const Screen = loaded.Component;
        if (!Screen) return loaded;
        return {
          ...loaded,
          Component: () => (
            <InAntdTheme>
              <Screen />
            </InAntdTheme>
          ),
        };
      },
    };
  });
}

/** R9.09, R9.10: every lazy screen group loads under the chunk time limit, its failures named. */
function withChunkLimits(routes: RouteObject[]): RouteObject[] {
  for (const route of routes) {
    const lazy = route.lazy;
    if (typeof lazy === 'function') route.lazy = () => loadChunk(lazy, `the ${route.path ?? 'page'} screens`);
    if (route.children) withChunkLimits(route.children);
  }
  return routes;
}

/** The route table with the discovery of micro-frontend routes, as the browser and the tests build routers. */
export function createRouteTable(queryClient: QueryClient): {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
} {
  const routes = createRoutes(queryClient);
  const layout = routes[0]?.children?.find((route) => route.id === LAYOUT_ROUTE_ID);
  return { routes, patchRoutesOnNavigation: discoverMicrofrontendRoutes(queryClient, routes, layout?.children ?? []) };
}

export function createAppRouter(queryClient: QueryClient) {
  const { routes, patchRoutesOnNavigation } = createRouteTable(queryClient);
  return createBrowserRouter(routes, { basename: BASENAME, patchRoutesOnNavigation });
}
