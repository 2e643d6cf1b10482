import { describe, expect, it } from 'vitest';
import type { UploadFileItem } from './types.ts';
import { cancelLabel, clampPercentage, progressStatus, showsCheck, UPLOAD_STATUSES, uploadStatus } from './utils.ts';

describe('upload progress utils', () => {
  it('R25.147 an upload as a whole is status, uploading, success or fail', () => {
    const done: UploadFileItem = { uid: 'a', name: 'lodash.tgz', percentage: 100, status: 'success' };
    const failed: UploadFileItem = { uid: 'b', name: 'core.tgz', percentage: 30, status: 'exception' };
    const running: UploadFileItem = { uid: 'c', name: 'web.jar', percentage: 45 };
    expect([[], [done, running], [done, failed], [done]].map(uploadStatus)).toEqual([
      'status',
      'uploading',
      'fail',
      'success',
    ]);
    expect(UPLOAD_STATUSES).toEqual(['status', 'uploading', 'success', 'fail']);
  });

  it('R25.146 an item has name, percentage, uid and a success or exception status', () => {
    const done: UploadFileItem = { uid: 'a', name: 'lodash.tgz', percentage: 100, status: 'success' };
    const failed: UploadFileItem = { uid: 'b', name: 'core.tgz', percentage: 30, status: 'exception' };
    const running: UploadFileItem = { uid: 'c', name: 'web.jar', percentage: 45 };
    expect([done, failed, running].map(progressStatus)).toEqual(['success', 'exception', 'active']);
    expect([done, failed, running].map(showsCheck)).toEqual([true, false, false]);
    expect(cancelLabel('web.jar')).toBe('Cancel upload of web.jar');
  });

  it('keeps the percentage within 0–100', () => {
    expect([-5, 44.6, 120].map(clampPercentage)).toEqual([0, 45, 100]);
  });
});
