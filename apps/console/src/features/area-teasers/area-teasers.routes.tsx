import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';
import type { TeaserId } from '../../shared/teasers/index.ts';
import { type AreaTeaser, areaTeasers } from './area-catalogue.ts';
import { companionAdminPaths } from './companion-admin-paths.ts';

const adminOnly = { admin: true } as const;

function areaTeaserRoute(area: AreaTeaser): RouteObject {
  return {
    path: area.path,
    lazy: async () => {
      const { AreaTeaserPage } = await import('./pages/area-teaser-page.tsx');
      return { Component: () => <AreaTeaserPage area={area} /> };
    },
    handle: { title: area.title, access: adminOnly } satisfies RouteHandle,
  };
}

function companionRoute(path: string, title: string, teaser: TeaserId, installedTo?: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { CompanionAdminPage } = await import('./pages/companion-admin-page.tsx');
      return { Component: () => <CompanionAdminPage teaser={teaser} installedTo={installedTo} /> };
    },
    handle: { title, access: adminOnly } satisfies RouteHandle,
  };
}

/**
 * The administration areas of R8.16–R8.20 and R8.27–R8.28 that Arca does not serve itself: its
 * own future areas as area teasers, and the companion services' as their service's teaser.
 */
export function areaTeaserRoutes(): RouteObject[] {
  return [
    ...Object.values(areaTeasers).map(areaTeaserRoute),
    companionRoute(companionAdminPaths.missionControlTopology, 'Topology', 'topology', paths.topology()),
    companionRoute(companionAdminPaths.replications, 'Replications', 'topology'),
    companionRoute(companionAdminPaths.registeredPlatforms, 'Registered Platforms', 'topology'),
    companionRoute(companionAdminPaths.deploymentBindings, 'Deployment Bindings', 'topology'),
    companionRoute(companionAdminPaths.licenseBuckets, 'Bucket Management', 'licenseBuckets'),
    companionRoute(companionAdminPaths.xrayTrialLicense, 'Xray Trial License', 'securityAndCompliance'),
    companionRoute(companionAdminPaths.trends, 'Trends', 'dashboardTrends', paths.topology()),
  ];
}
