import { Navigate } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { CompanionArea } from '../../../shared/teasers/index.ts';

/**
 * The pipelines screens the console does not draw itself (the dashboards, pipeline sources): the
 * pipelines service serves them; without it, its teaser (R18.01). My pipelines is the pipelines feature's.
 */
export function PipelinesAreaPage() {
  return <CompanionArea teaser="pipelines" />;
}

/** pipelinesRedirect: /pipelines opens my pipelines. */
export function PipelinesRedirect() {
  return <Navigate to={paths.pipelinesMain()} replace />;
}
