import type { UploadFileItem, UploadStatus } from './types.ts';

/** R25.147 (shell.md §3): upload status values. */
export const UPLOAD_STATUSES = ['status', 'uploading', 'success', 'fail'] as const;

/**
 * R25.147: the upload as a whole — 'status' before any file, 'uploading' while one still runs,
 * then 'fail' if any failed, else 'success'.
 */
export function uploadStatus(items: readonly UploadFileItem[]): UploadStatus {
  if (items.length === 0) return 'status';
  if (items.some((item) => item.status === undefined)) return 'uploading';
  return items.some((item) => item.status === 'exception') ? 'fail' : 'success';
}

/** antd Progress's status for an item: R25.149 exception on failure; active while uploading. */
export function progressStatus(item: UploadFileItem): 'success' | 'exception' | 'active' {
  return item.status ?? 'active';
}

/** R25.148: a successful upload shows a check; every other state offers cancel. */
export function showsCheck(item: UploadFileItem): boolean {
  return item.status === 'success';
}

export function cancelLabel(name: string): string {
  return `Cancel upload of ${name}`;
}

export function clampPercentage(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)));
}
