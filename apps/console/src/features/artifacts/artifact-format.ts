import { formatBytes, formatNumber } from '@arca/ui';

export { formatDateTime } from '@arca/ui';

/** '1.5 KB (1,536 bytes)': the rounded size, then the exact one. Storage answers sizes as strings. */
export function formatSize(size: string | number): string {
  const bytes = Number(size);
  if (!Number.isFinite(bytes)) return '—';
  return bytes < 1024 ? formatBytes(bytes) : `${formatBytes(bytes)} (${formatNumber(bytes)} bytes)`;
}
