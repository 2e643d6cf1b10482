import {
  byRequestOrder,
  type MicrofrontendEntry,
  type MicrofrontendRoute,
  microfrontendRouteKey,
} from '@arca/contract';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { microfrontendRegistryQueryOptions } from '../shared/microfrontends/index.ts';
import { BASENAME } from '../shared/routing/paths.ts';
import type { RouteHandle } from './route-handle.ts';

/** The id of the layout route, under which micro-frontends render like any page. */
export const LAYOUT_ROUTE_ID = 'layout';

function mountPage(entry: MicrofrontendEntry, route: MicrofrontendRoute): RouteObject['lazy'] {
  return async () => {
    const { MicrofrontendMount } = await import('../shared/microfrontends/mount/microfrontend-mount.tsx');
    return { Component: () => <MicrofrontendMount name={entry.name} path={route.path} /> };
  };
}

/** R9.01: a micro-frontend's route, and everything below it, is its own to render. */
function routeObject(entry: MicrofrontendEntry, route: MicrofrontendRoute): RouteObject {
  const handle: RouteHandle = { title: route.title ?? entry.name, name: `microfrontend.${entry.name}` };
  if (route.admin) handle.access = { admin: true };
  return { path: `${route.path.replace(/\/+$/, '')}/*`, lazy: mountPage(entry, route), handle };
}

/**
 * R1.29: a path no console route claims goes to 404 unless a micro-frontend registers it. React
 * Router asks here when only the catch-all matched; the registry's routes are then added under the
 * layout (and to `pages`, the table the guards match against), so guards, titles and breadcrumbs
 * treat them like the console's own. The core app stays active at / throughout (R9.02). Of two
 * micro-frontends claiming a route, the one first in request order renders it (R27.20).
 */
export function discoverMicrofrontendRoutes(
  queryClient: QueryClient,
  routes: RouteObject[],
  pages: RouteObject[],
): PatchRoutesOnNavigationFunction {
  const added = new Set<string>();
  return async ({ path, patch }) => {
    // Asked for every path with a parameter; only one that falls to the catch-all needs the registry.
    if (matchRoutes(routes, path, BASENAME)?.at(-1)?.route.path !== '*') return;
    const registry = await queryClient.fetchQuery(microfrontendRegistryQueryOptions()).catch(() => undefined);
    const fresh: RouteObject[] = [];
    for (const entry of [...(registry?.microfrontends ?? [])].sort(byRequestOrder)) {
      for (const route of entry.routes) {
        if (added.has(microfrontendRouteKey(route.path))) continue;
        added.add(microfrontendRouteKey(route.path));
        fresh.push(routeObject(entry, route));
      }
    }
    if (fresh.length === 0) return;
    pages.splice(Math.max(0, pages.length - 1), 0, ...fresh);
    patch(LAYOUT_ROUTE_ID, fresh);
  };
}
