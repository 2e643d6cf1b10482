import { describe, expect, it } from 'vitest';
import {
  describeReadError,
  FILE_TOO_LARGE_TEXT,
  isTooLarge,
  MAX_DROPPED_FILE_BYTES,
  READ_FAILURE_TEXT,
  readFileText,
  SECURITY_ERROR_NOTE,
} from './utils.ts';

describe('dropped file utils', () => {
  it('R25.152 R27.25 the limit is 400 KB and only larger files are too large', () => {
    expect(MAX_DROPPED_FILE_BYTES).toBe(409_600);
    expect(isTooLarge({ size: 400 * 1024 })).toBe(false);
    expect(isTooLarge({ size: 400 * 1024 + 1 })).toBe(true);
    expect(FILE_TOO_LARGE_TEXT).toBe('File exceeds the maximum size of 400 KB');
  });

  it('R25.153 R25.154 a read failure has the message, plus a note only for a security error', () => {
    expect(describeReadError(new Error('boom'))).toEqual({ message: 'Unable to access license file.' });
    expect(describeReadError('odd')).toEqual({ message: READ_FAILURE_TEXT });
    expect(describeReadError(new DOMException('denied', 'SecurityError'))).toEqual({
      message: READ_FAILURE_TEXT,
      note: SECURITY_ERROR_NOTE,
    });
  });

  it('reads a file as text', async () => {
    expect(await readFileText(new File(['LICENSE-KEY-123'], 'art.lic'))).toBe('LICENSE-KEY-123');
  });
});
