/** The CLI's `started`, e.g. 2026-11-23T10:00:00.000+0000, as milliseconds; NaN when it is none. */
export function startedMillis(started: string): number {
  return Date.parse(started.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
}

/** A moment in the build-info time format, in UTC: 2026-11-23T10:00:00.000+0000. */
export function buildTime(millis: number): string {
  return new Date(millis).toISOString().replace('Z', '+0000');
}
