import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';
import { teasers } from '../../shared/teasers/teaser-catalogue.ts';
import { teaserAudienceRule } from '../../shared/teasers/teaser-rules.ts';

// The teasers of services that are not installed (shell.md §2) share one chunk, loaded with the first.
const teaserPages = () => import('./pages/teaser-pages.tsx');
const topologyTeaserPage = async () => ({ Component: (await teaserPages()).TopologyTeaserPage });
const pdnTeaserPage = async () => ({ Component: (await teaserPages()).PdnTeaserPage });
const pipelinesTeaserPage = async () => ({ Component: (await teaserPages()).PipelinesTeaserPage });
const securityTeaserPage = async () => ({ Component: (await teaserPages()).SecurityTeaserPage });
const releaseBundlesTeaserPage = async () => ({ Component: (await teaserPages()).ReleaseBundlesTeaserPage });

/** Each teaser route carries its teaser's audience (R16.09–R16.11): anyone outside it takes guard 6's fallback. */
export function teaserRoutes(): RouteObject[] {
  return [
    {
      path: paths.topologyTeaser(),
      lazy: topologyTeaserPage,
      handle: { title: 'Topology', rules: [teaserAudienceRule(teasers.topology)] } satisfies RouteHandle,
    },
    {
      path: paths.pdnTeaser(),
      lazy: pdnTeaserPage,
      handle: { title: 'Peer Distribution Network', rules: [teaserAudienceRule(teasers.pdn)] } satisfies RouteHandle,
    },
    {
      path: paths.pipelinesTeaser(),
      lazy: pipelinesTeaserPage,
      handle: { title: 'Pipelines', rules: [teaserAudienceRule(teasers.pipelines)] } satisfies RouteHandle,
    },
    {
      path: paths.securityTeaser(),
      lazy: securityTeaserPage,
      handle: {
        title: 'Security & Compliance',
        rules: ['securityTeaser', teaserAudienceRule(teasers.securityAndCompliance)],
      } satisfies RouteHandle,
    },
    {
      path: paths.releaseBundlesTeaser(),
      lazy: releaseBundlesTeaserPage,
      handle: { title: 'Release Bundles', rules: [teaserAudienceRule(teasers.releaseBundles)] } satisfies RouteHandle,
    },
  ];
}
