import type { LogData } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { appendLogData, type LogTail } from './log-tail.ts';

function read(from: number, text: string, at = 1000): LogData {
  return {
    log_content: text,
    file_size: from + new TextEncoder().encode(text).length,
    last_update_modified: at,
    last_update_label: at + 1,
  };
}

describe('log tail', () => {
  it('starts a file with what the first read returned', () => {
    expect(appendLogData(undefined, 0, read(0, 'one\n'))).toEqual({
      content: 'one\n',
      fileSize: 4,
      lastModified: 1000,
      lastUpdated: 1001,
    });
  });

  it('R19.24 appends what comes after the size already shown, counting bytes not characters', () => {
    const first = appendLogData(undefined, 0, read(0, 'é one\n'));
    expect(first.fileSize).toBe(7);
    const second = appendLogData(first, first.fileSize, read(first.fileSize, 'two\n', 2000));
    expect(second).toEqual({ content: 'é one\ntwo\n', fileSize: 11, lastModified: 2000, lastUpdated: 2001 });
  });

  it('keeps the text when nothing new was written', () => {
    const tail: LogTail = { content: 'one\n', fileSize: 4, lastModified: 1, lastUpdated: 2 };
    expect(appendLogData(tail, 4, read(4, '', 5)).content).toBe('one\n');
  });

  it('replaces the text when the file was rotated and the server read the new one from its start', () => {
    const tail: LogTail = { content: 'old line\n', fileSize: 9, lastModified: 1, lastUpdated: 2 };
    expect(appendLogData(tail, 9, read(0, 'new\n')).content).toBe('new\n');
  });

  it('drops the oldest whole lines beyond the limit', () => {
    const tail: LogTail = { content: 'aaaa\nbbbb\n', fileSize: 10, lastModified: 1, lastUpdated: 2 };
    expect(appendLogData(tail, 10, read(10, 'cccc\n'), 12).content).toBe('bbbb\ncccc\n');
    expect(appendLogData(tail, 10, read(10, 'cccc\n'), 10).content).toBe('bbbb\ncccc\n');
    expect(appendLogData(tail, 10, read(10, 'cccc\n'), 9).content).toBe('cccc\n');
  });
});
