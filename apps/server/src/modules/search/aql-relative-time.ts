/**
 * AQL's relative times (`"7d"`, `"3mo"`, `"2w"`, `"90minutes"`): a whole number and one of the
 * suffixes Artifactory's AQL documents. Months and years are calendar ones, counted back in UTC.
 */
const UNITS: Record<string, { millis: number } | { months: number }> = {
  ms: { millis: 1 },
  mills: { millis: 1 },
  s: { millis: 1_000 },
  seconds: { millis: 1_000 },
  minutes: { millis: 60_000 },
  d: { millis: 86_400_000 },
  days: { millis: 86_400_000 },
  w: { millis: 7 * 86_400_000 },
  weeks: { millis: 7 * 86_400_000 },
  mo: { months: 1 },
  months: { months: 1 },
  y: { months: 12 },
  years: { months: 12 },
};

const RELATIVE_TIME = /^(\d+)([a-z]+)$/;

/** The moment `text` before `now`, in epoch milliseconds; undefined when `text` is not a relative time. */
export function momentBefore(text: string, now: number): number | undefined {
  const match = RELATIVE_TIME.exec(text.trim());
  const suffix = match?.[2];
  const unit = suffix !== undefined && Object.hasOwn(UNITS, suffix) ? UNITS[suffix] : undefined;
  const count = Number(match?.[1]);
  if (!unit || !Number.isSafeInteger(count)) return undefined;
  if ('millis' in unit) return now - count * unit.millis;
  return monthsBefore(now, count * unit.months);
}

/** The same day and time `months` calendar months earlier, on the month's last day when it is shorter (March 31st less a month is February 28th). */
function monthsBefore(now: number, months: number): number {
  const moment = new Date(now);
  const day = moment.getUTCDate();
  moment.setUTCDate(1);
  moment.setUTCMonth(moment.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth() + 1, 0)).getUTCDate();
  moment.setUTCDate(Math.min(day, lastDay));
  return moment.getTime();
}
