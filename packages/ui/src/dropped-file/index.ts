export { DroppedFile } from './dropped-file.tsx';
export type { DroppedFileError, DroppedFileProps, ReadFileText } from './types.ts';
export {
  FILE_TOO_LARGE_TEXT,
  MAX_DROPPED_FILE_BYTES,
  READ_FAILURE_TEXT,
  readFileText,
  SECURITY_ERROR_NOTE,
} from './utils.ts';
