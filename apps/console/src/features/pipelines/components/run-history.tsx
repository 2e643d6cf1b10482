import { theme } from 'antd';
import type { RunRecord } from '../api/pipelines-contract.ts';
import { type RunTone, runDuration, runTone } from '../run-status.ts';

/** How many of a pipeline's latest runs its card draws. */
export const HISTORY_RUNS = 16;

const BAR_AREA = 40;

/**
 * A pipeline's latest runs, oldest on the left: one bar per run, coloured by its status and as
 * tall as it took relative to the slowest of them, so a run that hangs or fails fast stands out.
 */
export function RunHistory({ pipelineName, runs }: { pipelineName: string; runs: readonly RunRecord[] }) {
  const { token } = theme.useToken();
  const colours: Record<RunTone, string> = {
    success: token.colorSuccess,
    error: token.colorError,
    processing: token.colorPrimary,
    warning: token.colorWarning,
    default: token.colorTextQuaternary,
  };
  const shown = runs.slice(0, HISTORY_RUNS).reverse();
  const longest = Math.max(1, ...shown.map((run) => runDuration(run) ?? 0));
  return (
    <div
      role="img"
      aria-label={`Latest runs of ${pipelineName}`}
      style={{ display: 'flex', alignItems: 'flex-end', gap: 3, height: BAR_AREA }}
    >
      {shown.map((run) => {
        const share = (runDuration(run) ?? longest * 0.5) / longest;
        return (
          <div
            key={run.id}
            title={`#${run.runNumber} ${run.status}`}
            style={{
              width: 10,
              height: Math.max(6, Math.round(share * BAR_AREA)),
              borderRadius: 2,
              background: colours[runTone(run.status)],
            }}
          />
        );
      })}
    </div>
  );
}
