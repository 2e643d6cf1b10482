import type { PipelineRecord, RunRecord } from './api/pipelines-contract.ts';

/** A pipeline with its runs, newest first. */
export interface PipelineRow extends PipelineRecord {
  runs: RunRecord[];
  latestRun: RunRecord | undefined;
}

/** Favourites first, then by name; each with the runs the runs call returned for it. */
export function pipelineRows(pipelines: readonly PipelineRecord[], runs: readonly RunRecord[] = []): PipelineRow[] {
  const byPipeline = new Map<number, RunRecord[]>();
  for (const run of runs) byPipeline.set(run.pipelineId, [...(byPipeline.get(run.pipelineId) ?? []), run]);
  return [...pipelines]
    .sort((a, b) => Number(b.isFavorite) - Number(a.isFavorite) || a.name.localeCompare(b.name))
    .map((pipeline) => {
      const own = (byPipeline.get(pipeline.id) ?? []).sort((a, b) => b.runNumber - a.runNumber);
      const latestRun = own.find((run) => run.id === pipeline.latestRunId) ?? own[0];
      return { ...pipeline, runs: own, latestRun };
    });
}
