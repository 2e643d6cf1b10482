import type { LogData } from '@arca/contract';

/** What the viewer holds of a file: the text shown and where the next read starts. */
export interface LogTail {
  content: string;
  /** Bytes of the file already shown: the `file_size` of the next read (R19.24). */
  fileSize: number;
  lastModified: number;
  lastUpdated: number;
}

/**
 * How much text the viewer keeps: a day of busy logs would otherwise grow the page without bound.
 * The oldest lines go first; the whole file stays in the support zone's downloads.
 */
export const LOG_TAIL_MAX_CHARS = 2 * 1024 * 1024;

const encoder = new TextEncoder();

/** Drops whole lines from the front until the text fits. */
function keepEnd(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.length - max;
  // From the line break before the cut, so a cut that falls at a line's start keeps that line.
  const lineEnd = text.indexOf('\n', cut - 1);
  return lineEnd === -1 ? text.slice(cut) : text.slice(lineEnd + 1);
}

/**
 * The tail after a read from `offset`. The server reads a rotated file (shorter than the offset)
 * from its start; the bytes it sent then do not end where the offset said, and the text replaces
 * what was shown instead of following it.
 */
export function appendLogData(
  previous: LogTail | undefined,
  offset: number,
  data: LogData,
  max = LOG_TAIL_MAX_CHARS,
): LogTail {
  const readFrom = data.file_size - encoder.encode(data.log_content).length;
  const continues = previous !== undefined && readFrom === offset;
  const content = continues ? previous.content + data.log_content : data.log_content;
  return {
    content: keepEnd(content, max),
    fileSize: data.file_size,
    lastModified: data.last_update_modified,
    lastUpdated: data.last_update_label,
  };
}
