import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';
import { pipelineRouteNames } from './pipeline-routes.ts';
import { releaseBundlesIndexRule } from './release-bundle-rules.ts';

// The companion services' screens, one chunk per service, loaded when first entered.
const releaseBundlesPages = () => import('./pages/release-bundles-page.tsx');
const releaseBundlesPage = async () => ({ Component: (await releaseBundlesPages()).ReleaseBundlesPage });
const releaseBundlesIndex = async () => ({ Component: (await releaseBundlesPages()).ReleaseBundlesIndex });
const oldBundlesRedirect = async () => ({ Component: (await releaseBundlesPages()).OldBundlesRedirect });
const pipelinesPages = () => import('./pages/pipelines-pages.tsx');
const pipelinesAreaPage = async () => ({ Component: (await pipelinesPages()).PipelinesAreaPage });
const pipelinesRedirect = async () => ({ Component: (await pipelinesPages()).PipelinesRedirect });
const pdnMonitoringPage = async () => ({
  Component: (await import('./pages/pdn-monitoring-page.tsx')).PdnMonitoringPage,
});

/** R17.01–R17.04: the guard follows the index rule to a tab; old /bundles paths are rewritten. */
export function releaseBundlesRoutes(): RouteObject[] {
  return [
    {
      path: paths.releaseBundles(),
      handle: { title: 'Release Bundles' } satisfies RouteHandle,
      children: [
        { index: true, lazy: releaseBundlesIndex, handle: { rules: [releaseBundlesIndexRule] } satisfies RouteHandle },
        { path: ':activeTab', lazy: releaseBundlesPage },
      ],
    },
    { path: `${paths.oldBundles()}/*`, lazy: oldBundlesRedirect, handle: { title: 'Release Bundles' } },
  ];
}

/**
 * R18.01: the pipelines route names; without the service every screen shows the pipelines teaser.
 * My pipelines, the one screen the console draws itself, is the pipelines feature's: `myPipelines`
 * is its index route.
 */
export function pipelinesRoutes(myPipelines: RouteObject): RouteObject[] {
  return [
    {
      path: paths.pipelines(),
      handle: { title: 'Pipelines', name: pipelineRouteNames.pipelines } satisfies RouteHandle,
      children: [
        { index: true, lazy: pipelinesRedirect, handle: { name: pipelineRouteNames.pipelinesRedirect } },
        {
          path: paths.pipelinesMain(),
          handle: { title: 'My Pipelines', name: pipelineRouteNames.pipelinesMain } satisfies RouteHandle,
          children: [
            myPipelines,
            {
              path: ':projectName/:pipelineName',
              lazy: pipelinesAreaPage,
              handle: { crumbParam: 'pipelineName', name: pipelineRouteNames.pipelineDashboard } satisfies RouteHandle,
            },
            {
              path: ':projectName/:pipelineName/:runNumber/:stepName',
              lazy: pipelinesAreaPage,
              handle: { crumbParam: 'stepName', name: pipelineRouteNames.runDashboard } satisfies RouteHandle,
            },
          ],
        },
        {
          path: paths.pipelineSources(),
          lazy: pipelinesAreaPage,
          handle: { title: 'Pipeline Sources', name: pipelineRouteNames.pipelineSourcesList } satisfies RouteHandle,
        },
      ],
    },
  ];
}

/** R1.57: without the PDN service the administration page shows the PDN teaser. */
export function pdnMonitoringRoutes(): RouteObject[] {
  return [
    {
      path: paths.adminPdn(),
      lazy: pdnMonitoringPage,
      handle: {
        title: 'Peer Distribution Network',
        name: 'admin.monitoring.pdn',
        access: { admin: true },
      } satisfies RouteHandle,
    },
  ];
}
