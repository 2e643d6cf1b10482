import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';

// The browser is its own chunk, loaded when it is first entered.
const artifactsPage = async () => ({ Component: (await import('./pages/artifacts-page.tsx')).ArtifactsPage });

const artifactsHandle: RouteHandle = { title: 'Artifacts' };

/** The artifact browser. */
export function artifactsRoutes(): RouteObject[] {
  return [
    // The browser always names a tab, so a bare /repos (the old hash links land there) opens General.
    { path: paths.repos(), element: <Navigate to={paths.artifactTree()} replace />, handle: artifactsHandle },
    { path: '/repos/tree', element: <Navigate to={paths.artifactTree()} replace />, handle: artifactsHandle },
    // The splat is the repository key, then the path inside it.
    { path: '/repos/tree/:tab/*', lazy: artifactsPage, handle: artifactsHandle },
  ];
}
