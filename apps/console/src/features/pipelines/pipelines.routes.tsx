import type { RouteObject } from 'react-router';

// My pipelines is its own chunk, loaded when it is first entered.
const myPipelinesPage = async () => ({ Component: (await import('./pages/pipelines-page.tsx')).MyPipelinesPage });

/** My pipelines: the index of /pipelines/myPipelines, which the companion routes place (R18.01). */
export function myPipelinesRoute(): RouteObject {
  return { index: true, lazy: myPipelinesPage };
}
