import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';

// The page is its own chunk, loaded when it is first entered.
const topologyPage = async () => ({ Component: (await import('./pages/topology-page.tsx')).TopologyPage });

/** Where administrators land from a screen closed to them (guard 6). */
export function topologyRoutes(): RouteObject[] {
  return [
    {
      path: paths.topology(),
      lazy: topologyPage,
      handle: { title: 'Topology', name: 'topology', access: { admin: true } } satisfies RouteHandle,
    },
  ];
}
