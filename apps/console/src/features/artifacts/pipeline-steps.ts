import { paths } from '../../shared/routing/paths.ts';

/** R24.13 (admin-and-widgets.md §3): every status a pipeline run or step can be in. */
export const PIPELINE_RUN_STATUSES = [
  'success',
  'skipped',
  'cancelled',
  'cancelling',
  'waiting',
  'queued',
  'processing',
  'failure',
  'error',
  'unstable',
  'timeout',
  'timing-out',
  'notbuilt',
  'syncing',
  'deleted',
  'stopped',
  'cached',
  'pending',
  'not_provisioned',
] as const;
export type PipelineRunStatus = (typeof PIPELINE_RUN_STATUSES)[number];

/** R24.14: the CI statuses, coarser than the run statuses. */
export const CI_STATUSES = ['success', 'failure', 'in progress'] as const;
export type CiStatus = (typeof CI_STATUSES)[number];

/** A pipeline step that produced or used an artifact (R24.12; admin-and-widgets.md §3). */
export interface PipelineStep {
  pipelineName: string;
  branchName: string;
  runNumber: number;
  stepName: string;
  runStatus: PipelineRunStatus;
  stepStatus: PipelineRunStatus;
  startedAt: string;
  stepId: number;
  project: string;
}

/** The artifact pipelines tab's data: the steps, and the checksum they were found by (R24.12). */
export interface ArtifactPipelines {
  sha: string;
  steps: PipelineStep[];
}

/** R24.04: the tab's empty text. */
export const NO_PIPELINES_TEXT = 'No pipelines.';

/** R24.05: the pipe-info modal's title. */
export const PIPE_INFO_TITLE = 'pipeInfo.json';

/** R24.07: shown in the modal until the pipe info is in. */
export const LOADING_PIPE_INFO_TEXT = 'Loading pipe info...';

/** R24.09: the spec names no words; these follow the pipelines messages' own pattern (shell.md §8). */
export function pipeInfoFailedText(error: string): string {
  return `Getting pipe info failed with error: ${error}`;
}

/** R28.139: the pipelines service's record of a step, answered as JSON. */
export function pipeInfoPath(stepId: number): string {
  return `/pipe/api/v1/passthrough/pipeinfo/step/${encodeURIComponent(String(stepId))}`;
}

/** R24.06: the response as the modal shows it, indented JSON; text answers stay as they came. */
export function pipeInfoText(response: unknown): string {
  return typeof response === 'string' ? response : JSON.stringify(response ?? null, null, 2);
}

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
