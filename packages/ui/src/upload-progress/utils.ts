import type { UploadFileItem } from './types.ts';

/** R25.147 (shell.md §3): upload status values. */
export const UPLOAD_STATUSES = ['status', 'uploading', 'success', 'fail'] as const;

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
