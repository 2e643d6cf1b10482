export type { UploadFileItem, UploadItemStatus, UploadProgressProps, UploadStatus } from './types.ts';
export { UploadProgress } from './upload-progress.tsx';
export { UPLOAD_STATUSES, uploadStatus } from './utils.ts';
