import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
// From 'react-router' itself, not 'react-router/dom': one module instance in the browser and
// in Vitest alike (the /dom entry resolved to a second copy there, with its own router context).
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { AntdNotificationHost } from './antd-scope.tsx';
import { RouteTableContext } from './route-table-context.ts';
import { ThemeProvider } from './theme/theme-provider.tsx';

/** Both the browser and the memory router (tests) fit, since they share a type. */
type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Everything around the router: server-data cache, theme and, once antd has loaded, its
 * notifications (beside the routes, so their arrival never remounts a screen). The browser entry
 * and the tests both use it.
 */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AntdNotificationHost />
        <RouteTableContext value={() => router.routes}>
          <RouterProvider router={router} />
        </RouteTableContext>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
