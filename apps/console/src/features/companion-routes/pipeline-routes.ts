/** The pipelines route names (shell.md §2 Application layout, R18.01). */
export const pipelineRouteNames = {
  pipelines: 'pipelines',
  pipelinesMain: 'pipelinesMain',
  pipelineDashboard: 'pipelineDashboard',
  runDashboard: 'runDashboard',
  pipelineSourcesList: 'pipelineSources.list',
  pipelinesRedirect: 'pipelinesRedirect',
} as const;
