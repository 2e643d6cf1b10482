/** How a run status reads at a glance: antd's status colours, grouped as the CI statuses are. */
export type RunTone = 'success' | 'error' | 'processing' | 'warning' | 'default';

const tones: Record<string, RunTone> = {
  success: 'success',
  failure: 'error',
  error: 'error',
  timeout: 'error',
  unstable: 'warning',
  queued: 'processing',
  waiting: 'processing',
  pending: 'processing',
  processing: 'processing',
  syncing: 'processing',
  cancelling: 'processing',
  'timing-out': 'processing',
  not_provisioned: 'processing',
};

export function runTone(status: string): RunTone {
  return tones[status] ?? 'default';
}

/** Milliseconds between start and end, when the run has both. */
export function runDuration(run: { startedAt?: string; endedAt?: string }): number | undefined {
  if (run.startedAt === undefined || run.endedAt === undefined) return undefined;
  const ms = Date.parse(run.endedAt) - Date.parse(run.startedAt);
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

/** '45s', '3m 05s', '1h 02m'. */
export function formatDuration(ms: number | undefined): string {
  if (ms === undefined) return '—';
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}
