import { describe, expect, it } from 'vitest';
import { goToStepPath, type PipelineStep } from './pipeline-steps.ts';

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
