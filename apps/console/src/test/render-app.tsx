import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, type RouteObject } from 'react-router';
import { InAntdTheme, loadAntd } from '../app/antd-scope.tsx';
import { AppProviders } from '../app/app-providers.tsx';
import { installHttpEnvironment } from '../app/http-environment.ts';
import { createQueryClient } from '../app/query-client.ts';
import { createRouteTable } from '../app/router.tsx';
import { installSessionLifecycle } from '../app/session-lifecycle.ts';
import { BASENAME } from '../shared/routing/paths.ts';

// The browser loads antd with the first screen drawn with it; the tests have it from the start.
await loadAntd();

/** A fresh client per test, without the production retry, so a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  return client;
}

/**
 * Renders the whole console at `path` (relative to /ui) with the real route table, guards and
 * providers over a memory router.
 */
export function renderApp(path: string, queryClient: QueryClient = createTestQueryClient()) {
  const { routes, patchRoutesOnNavigation } = createRouteTable(queryClient);
  const router = createMemoryRouter(routes, {
    basename: BASENAME,
    initialEntries: [`${BASENAME}${path}`],
    patchRoutesOnNavigation,
  });
  // Notifications are recorded rather than shown: antd's static ones live outside the rendered
  // tree and close on timers that would outlive the test's DOM.
  const notes: string[] = [];
  installHttpEnvironment(router, queryClient, { notify: ({ message }) => notes.push(message) });
  installSessionLifecycle(queryClient, (to) => void router.navigate(to));
  const view = render(<AppProviders queryClient={queryClient} router={router} />);
  /** The current path relative to the basename, as the visitor would read it in the address bar. */
  const currentPath = () => {
    const { pathname, search } = router.state.location;
    return `${pathname.slice(BASENAME.length) || '/'}${search}`;
  };
  return { ...view, router, queryClient, user: userEvent.setup(), currentPath, notes };
}

/**
 * Renders some routes on their own, without the route table and its guards: for a page's states
 * that the guards normally keep visitors away from.
 */
export function renderRoutesAlone(routes: RouteObject[], path: string) {
  const queryClient = createTestQueryClient();
  // Inside antd's theme, as the route table puts every screen drawn with antd.
  const themed: RouteObject = {
    element: (
      <InAntdTheme>
        <Outlet />
      </InAntdTheme>
    ),
    children: routes,
  };
  const router = createMemoryRouter([themed], { basename: BASENAME, initialEntries: [`${BASENAME}${path}`] });
  installHttpEnvironment(router, queryClient, { notify: () => undefined });
  const view = render(<AppProviders queryClient={queryClient} router={router} />);
  return { ...view, router, user: userEvent.setup() };
}
