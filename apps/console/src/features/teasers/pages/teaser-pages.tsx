import { Navigate } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { CompanionArea } from '../../../shared/teasers/index.ts';

/*
 * The teasers with routes of their own (R1.37–R1.41). Each is its own lazily loaded chunk
 * (R9.12). The route carries the teaser's audience rule, so the guards have already sent anyone
 * outside it away; once the service is installed the teaser leads to the service's own screen.
 */

export function TopologyTeaserPage() {
  return <CompanionArea teaser="topology" installed={<Navigate to={paths.topology()} replace />} />;
}

export function PdnTeaserPage() {
  return <CompanionArea teaser="pdn" installed={<Navigate to={paths.adminPdn()} replace />} />;
}

export function PipelinesTeaserPage() {
  return <CompanionArea teaser="pipelines" installed={<Navigate to={paths.pipelinesMain()} replace />} />;
}

/** With the scanner and a security licence guard 9 has already gone to the policies (R3.17). */
export function SecurityTeaserPage() {
  return <CompanionArea teaser="securityAndCompliance" />;
}

export function ReleaseBundlesTeaserPage() {
  return <CompanionArea teaser="releaseBundles" installed={<Navigate to={paths.releaseBundles()} replace />} />;
}
