import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { authKeys } from '../features/auth/api/index.ts';
import { configureHttp, type HttpEnvironment } from '../shared/http/index.ts';
import { withoutBasename } from '../shared/routing/paths.ts';
import { closeModals } from './antd-scope.tsx';
import { notifyError } from './notifications.tsx';
import { usePlatformState } from './platform-state.ts';
import { useAppStore } from './store.ts';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Gives the request layer its hands: navigation, notifications, the user cache and the stores. */
export function installHttpEnvironment(
  router: AppRouter,
  queryClient: QueryClient,
  overrides: Partial<HttpEnvironment> = {},
): void {
  configureHttp({
    navigate: (to) => void router.navigate(to),
    location: () => ({
      pathname: withoutBasename(router.state.location.pathname),
      search: router.state.location.search,
    }),
    notify: ({ message }) => notifyError(message),
    reloadUser: () => void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
    markNotPaired: () => usePlatformState.setState({ notPaired: true }),
    setServerError: (message) => usePlatformState.setState({ routeServerError: message }),
    loadingStarted: () => useAppStore.getState().incrementLoading(),
    loadingEnded: () => useAppStore.getState().decrementLoading(),
    ...overrides,
  });
  let lastPath = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname === lastPath) return;
    lastPath = state.location.pathname;
    // A route's server error belongs to that route: leaving it clears the message.
    if (usePlatformState.getState().routeServerError) usePlatformState.setState({ routeServerError: undefined });
    // Guard 10c (R3.20): open modals close on every navigation.
    closeModals();
  });
}
