import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type ArtifactPipelines,
  CI_STATUSES,
  goToStepPath,
  PIPELINE_RUN_STATUSES,
  type PipelineStep,
  pipeInfoPath,
  pipeInfoText,
} from './pipeline-steps.ts';

const step: PipelineStep = {
  pipelineName: 'web app',
  branchName: 'main',
  runNumber: 17,
  stepName: 'build',
  runStatus: 'success',
  stepStatus: 'success',
  startedAt: '2026-11-01T10:00:00Z',
  stepId: 301,
  project: 'dflt',
};

describe('artifact pipelines tab, Go to step', () => {
  it('R24.10 R24.11 opens the run dashboard of the step, with its branch and aggregateView=false', () => {
    const target = new URL(goToStepPath(step), 'http://console');
    expect(target.pathname).toBe('/pipelines/myPipelines/dflt/web%20app/17/build');
    expect(target.searchParams.get('branch')).toBe('main');
    expect(target.searchParams.get('aggregateView')).toBe('false');
  });
});

describe('pipeline step records', () => {
  it('R24.12 a step has the nine fields, and the tab data a sha beside the steps', () => {
    expectTypeOf<keyof PipelineStep>().toEqualTypeOf<
      | 'pipelineName'
      | 'branchName'
      | 'runNumber'
      | 'stepName'
      | 'runStatus'
      | 'stepStatus'
      | 'startedAt'
      | 'stepId'
      | 'project'
    >();
    expectTypeOf<keyof ArtifactPipelines>().toEqualTypeOf<'sha' | 'steps'>();
    expect(Object.keys(step).sort()).toEqual([
      'branchName',
      'pipelineName',
      'project',
      'runNumber',
      'runStatus',
      'startedAt',
      'stepId',
      'stepName',
      'stepStatus',
    ]);
  });

  it('R24.13 lists the run statuses', () => {
    expect(PIPELINE_RUN_STATUSES).toEqual([
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
    ]);
  });

  it('R24.14 lists the CI statuses', () => {
    expect(CI_STATUSES).toEqual(['success', 'failure', 'in progress']);
  });

  it('R28.139 asks the pipelines service for a step at /pipe/api/v1/passthrough/pipeinfo/step/{stepId}', () => {
    expect(pipeInfoPath(301)).toBe('/pipe/api/v1/passthrough/pipeinfo/step/301');
    expect(pipeInfoText({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(pipeInfoText('plain')).toBe('plain');
  });
});
