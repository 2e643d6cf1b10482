import type { DroppedFileError } from './types.ts';

/** R25.152 / R27.25 (admin-and-widgets.md §5, §9): dropped files over 400 KB are rejected. */
export const MAX_DROPPED_FILE_BYTES = 400 * 1024;

/** R25.152: the oversize message. */
export const FILE_TOO_LARGE_TEXT = 'File exceeds the maximum size of 400 KB';

/** R25.153: the read-failure message. */
export const READ_FAILURE_TEXT = 'Unable to access license file.';

/** R25.154: the spec asks for an extra note on a security error without giving its words; these are ours. */
export const SECURITY_ERROR_NOTE = 'The browser blocked access to the file; try choosing it again or copy its content.';

/** Label of the button that opens the file chooser, the drop zone's keyboard path. */
export const CHOOSE_FILE_TEXT = 'Choose file';

export const DEFAULT_HINT = 'Drop a file here';

export function isTooLarge(file: Pick<File, 'size'>): boolean {
  return file.size > MAX_DROPPED_FILE_BYTES;
}

/** Reading goes through here so tests can replace it with one that fails. */
export function readFileText(file: File): Promise<string> {
  return file.text();
}

/** R25.153, R25.154: the message for a failed read, with the note when the browser refused access. */
export function describeReadError(error: unknown): DroppedFileError {
  const security = error instanceof Error || error instanceof DOMException ? error.name === 'SecurityError' : false;
  return security ? { message: READ_FAILURE_TEXT, note: SECURITY_ERROR_NOTE } : { message: READ_FAILURE_TEXT };
}
