import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';

// Each page is its own chunk, loaded when its route is first entered.
const quickSetupPage = async () => ({ Component: (await import('./pages/quick-setup-page.tsx')).QuickSetupPage });
const getStartedPage = async () => ({ Component: (await import('./pages/get-started-page.tsx')).GetStartedPage });
const overviewPage = async () => ({ Component: (await import('./pages/overview-page.tsx')).OverviewPage });

/** R1.33, R1.35, R1.36: onboarding and the landing pages; quick setup is for administrators. */
export function onboardingRoutes(): RouteObject[] {
  return [
    {
      path: paths.quickSetup(),
      lazy: quickSetupPage,
      handle: { title: 'Quick setup', access: { admin: true } } satisfies RouteHandle,
    },
    { path: paths.getStarted(), lazy: getStartedPage, handle: { title: 'Get started' } satisfies RouteHandle },
    { path: paths.overview(), lazy: overviewPage, handle: { title: 'Overview' } satisfies RouteHandle },
  ];
}
