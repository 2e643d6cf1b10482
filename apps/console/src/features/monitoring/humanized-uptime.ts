/** The units an uptime is told in, largest first; a day is the largest a node's uptime needs. */
const UNITS = [
  { seconds: 86_400, one: 'day', many: 'days' },
  { seconds: 3600, one: 'hour', many: 'hours' },
  { seconds: 60, one: 'minute', many: 'minutes' },
  { seconds: 1, one: 'second', many: 'seconds' },
] as const;

export const UPTIME_UNAVAILABLE = 'unavailable';

/**
 * An uptime in seconds as its two largest units, e.g. '2 days 3 hours' or '5 minutes 12 seconds'
 * (shell.md §3). The second unit is the one right below the first and is left out when it is zero
 * ('2 days', not '2 days 0 hours'); a missing uptime (an offline node) is 'unavailable'.
 */
export function humanizedUptime(uptime: number | null | undefined): string {
  if (uptime === null || uptime === undefined || !Number.isFinite(uptime) || uptime < 0) return UPTIME_UNAVAILABLE;
  let rest = Math.floor(uptime);
  const parts = UNITS.map((unit) => {
    const amount = Math.floor(rest / unit.seconds);
    rest -= amount * unit.seconds;
    return { amount, label: amount === 1 ? unit.one : unit.many };
  });
  const largest = parts.findIndex((part) => part.amount > 0);
  if (largest === -1) return '0 seconds';
  return parts
    .slice(largest, largest + 2)
    .filter((part, index) => index === 0 || part.amount > 0)
    .map((part) => `${part.amount} ${part.label}`)
    .join(' ');
}
