import { Navigate } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { CompanionArea } from '../../../shared/teasers/index.ts';

/** Every pipelines screen (R18.01): the pipelines service serves them; without it, its teaser. */
export function PipelinesAreaPage() {
  return <CompanionArea teaser="pipelines" />;
}

/** pipelinesRedirect: /pipelines opens my pipelines. */
export function PipelinesRedirect() {
  return <Navigate to={paths.pipelinesMain()} replace />;
}
