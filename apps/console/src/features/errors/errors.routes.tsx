import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';

// Each page is its own chunk, loaded when its route is first entered.
const notFoundPage = async () => ({ Component: (await import('./pages/not-found-page.tsx')).NotFoundPage });
const blockedRequestPage = async () => ({
  Component: (await import('./pages/blocked-request-page.tsx')).BlockedRequestPage,
});
const serverErrorPage = async () => ({ Component: (await import('./pages/server-error-page.tsx')).ServerErrorPage });
const authorizationPage = async () => ({
  Component: (await import('./pages/authorization-page.tsx')).AuthorizationPage,
});

const notFoundHandle: RouteHandle = { title: 'Page not found', access: { public: true } };

/** The error pages the console sends to, inside the layout; public, since anyone may land there. */
export function errorRoutes(): RouteObject[] {
  return [
    { path: paths.notFound(), lazy: notFoundPage, handle: notFoundHandle },
    {
      path: paths.serverError(),
      lazy: serverErrorPage,
      handle: { title: 'Server error', access: { public: true } } satisfies RouteHandle,
    },
    {
      path: paths.authorization(),
      lazy: authorizationPage,
      handle: { title: 'Not authorized', access: { public: true } } satisfies RouteHandle,
    },
  ];
}

/** A request the server's policy blocked (406): outside the layout, which reads the user the policy may refuse too. */
export function blockedRequestRoutes(): RouteObject[] {
  return [
    {
      path: '/406/:requestId',
      lazy: blockedRequestPage,
      handle: { title: 'Request blocked', access: { public: true } } satisfies RouteHandle,
    },
  ];
}

/** R1.29: any path no route claims. The table's last route. */
export function notFoundFallbackRoute(): RouteObject {
  return { path: '*', lazy: notFoundPage, handle: notFoundHandle };
}
