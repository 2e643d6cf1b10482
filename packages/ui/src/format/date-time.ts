const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * An ISO date or epoch milliseconds as people read it; '—' when the server gave none. Offsets
 * written without a colon (`+0000`, as build info has them) are read too.
 */
export function formatDateTime(value: string | number | undefined): string {
  if (value === undefined || value === '' || value === 0) return '—';
  const date = new Date(typeof value === 'string' ? value.replace(/([+-]\d\d)(\d\d)$/, '$1:$2') : value);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}
