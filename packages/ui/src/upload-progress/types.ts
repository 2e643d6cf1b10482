import type { UPLOAD_STATUSES } from './utils.ts';

/** R25.147 (shell.md §3): the status of an upload as a whole. */
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** R25.146: how one file ended; absent while it is still uploading. */
export type UploadItemStatus = 'success' | 'exception';

/** R25.146 (admin-and-widgets.md §3): one file being uploaded. */
export interface UploadFileItem {
  uid: string;
  name: string;
  /** 0–100. */
  percentage: number;
  status?: UploadItemStatus;
}

export interface UploadProgressProps {
  items: readonly UploadFileItem[];
  /** Cancels (or removes) a file that has not succeeded. */
  onCancel: (uid: string) => void;
  ariaLabel?: string;
}
