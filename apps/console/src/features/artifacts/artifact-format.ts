import { formatBytes, formatNumber } from '@arca/ui';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO date or epoch milliseconds as people read it; '—' when the server gave none. */
export function formatDateTime(value: string | number | undefined): string {
  if (value === undefined || value === '' || value === 0) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}

/** '1.5 KB (1,536 bytes)': the rounded size, then the exact one. Storage answers sizes as strings. */
export function formatSize(size: string | number): string {
  const bytes = Number(size);
  if (!Number.isFinite(bytes)) return '—';
  return bytes < 1024 ? formatBytes(bytes) : `${formatBytes(bytes)} (${formatNumber(bytes)} bytes)`;
}
