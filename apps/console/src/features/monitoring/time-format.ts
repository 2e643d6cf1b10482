/** Log and heartbeat times to the second: a log viewer compares them with the lines it shows. */
const exact = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** Epoch milliseconds to the second; '—' when there is none. */
export function formatExactTime(epochMillis: number | null | undefined): string {
  if (epochMillis === null || epochMillis === undefined || !Number.isFinite(epochMillis) || epochMillis <= 0) {
    return '—';
  }
  return exact.format(new Date(epochMillis));
}

const STEPS = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
] as const;

/**
 * How long ago, in the largest whole unit: '12 seconds ago', '3 minutes ago', 'yesterday'. A time a
 * little ahead of this clock (another node's) reads as 'now' rather than 'in 2 seconds'.
 */
export function formatTimeAgo(epochMillis: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - epochMillis) / 1000));
  for (const step of STEPS) {
    if (seconds >= step.seconds) return relative.format(-Math.floor(seconds / step.seconds), step.unit);
  }
  return relative.format(-seconds, 'second');
}
