import { paths } from '../../shared/routing/paths.ts';

/** A pipeline step that produced or used an artifact (R24.12; admin-and-widgets.md §3). */
export interface PipelineStep {
  pipelineName: string;
  branchName: string;
  runNumber: number;
  stepName: string;
  runStatus: string;
  stepStatus: string;
  startedAt: string;
  stepId: number;
  project: string;
}

/** The artifact pipelines tab's data: the steps, and the checksum they were found by. */
export interface ArtifactPipelines {
  sha: string;
  steps: PipelineStep[];
}

/** R24.04: the tab's empty text. */
export const NO_PIPELINES_TEXT = 'No pipelines.';

/** R24.10, R24.11: Go to step opens the run dashboard on the step, with its branch and the plain view. */
export function goToStepPath(step: PipelineStep): string {
  return paths.runDashboard({
    projectName: step.project,
    pipelineName: step.pipelineName,
    runNumber: String(step.runNumber),
    stepName: step.stepName,
    branch: step.branchName,
  });
}
