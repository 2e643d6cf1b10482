import { describe, expect, it } from 'vitest';
import { formatFieldValue, formatLogTime, readableLogLine, splitLogLines } from './log-line-format.ts';

/** A local time, so the expected text holds in any time zone. */
const localMillis = new Date(2026, 10, 26, 9, 5, 7, 42).getTime();

describe('log line format', () => {
  it('formats epoch milliseconds as local YYYY-MM-DD HH:mm:ss.SSS', () => {
    expect(formatLogTime(localMillis)).toBe('2026-11-26 09:05:07.042');
  });

  it('reads a pino line as level, time, message and the other fields', () => {
    const line = JSON.stringify({
      level: 30,
      time: localMillis,
      service: 'artifactory',
      user: 'admin',
      msg: 'started',
    });
    expect(readableLogLine(line)).toEqual({
      kind: 'entry',
      level: { name: 'info', label: 'info' },
      time: '2026-11-26 09:05:07.042',
      message: 'started',
      fields: [
        { key: 'service', value: 'artifactory' },
        { key: 'user', value: 'admin' },
      ],
    });
  });

  it('names each pino level', () => {
    const names = [10, 20, 30, 40, 50, 60].map((level) => {
      const read = readableLogLine(JSON.stringify({ level, msg: 'x' }));
      return read.kind === 'entry' ? read.level : undefined;
    });
    expect(names.map((level) => level?.name)).toEqual(['trace', 'debug', 'info', 'warn', 'error', 'fatal']);
  });

  it('keeps a custom level number, and a label written as text', () => {
    expect(readableLogLine('{"level":35,"msg":"x"}')).toMatchObject({ level: { name: null, label: '35' } });
    expect(readableLogLine('{"level":"WARN","msg":"x"}')).toMatchObject({ level: { name: 'warn', label: 'warn' } });
  });

  it('reads a line without a message, such as a request line, as its fields', () => {
    const line = '{"level":30,"time":1795900172928,"method":"POST","path":"/ui/api/v1/ui/auth/login","status":200}';
    expect(readableLogLine(line)).toMatchObject({
      message: '',
      fields: [
        { key: 'method', value: 'POST' },
        { key: 'path', value: '/ui/api/v1/ui/auth/login' },
        { key: 'status', value: '200' },
      ],
    });
  });

  it('keeps among the fields a level, time or message it cannot place', () => {
    expect(readableLogLine('{"level":{"n":1},"time":"soon","msg":42}')).toEqual({
      kind: 'entry',
      level: null,
      time: null,
      message: '',
      fields: [
        { key: 'level', value: '{"n":1}' },
        { key: 'time', value: 'soon' },
        { key: 'msg', value: '42' },
      ],
    });
  });

  it('quotes text with spaces or line breaks and writes objects as JSON', () => {
    expect(formatFieldValue('GET')).toBe('GET');
    expect(formatFieldValue('two words')).toBe('"two words"');
    expect(formatFieldValue('at a\n  at b')).toBe('"at a\\n  at b"');
    expect(formatFieldValue('')).toBe('""');
    expect(formatFieldValue({ type: 'TypeError', message: 'boom' })).toBe('{"type":"TypeError","message":"boom"}');
    expect(formatFieldValue(null)).toBe('null');
    expect(formatFieldValue(false)).toBe('false');
  });

  it('shows lines that are not JSON objects as they are', () => {
    for (const line of ['plain text from a shell script', '{"cut": tru', '[1,2]', '42', '"text"', '']) {
      expect(readableLogLine(line)).toEqual({ kind: 'text', text: line });
    }
  });

  it('splits the text into lines without an empty one after the final newline', () => {
    expect(splitLogLines('')).toEqual([]);
    expect(splitLogLines('a\nb\n')).toEqual(['a', 'b']);
    expect(splitLogLines('a\n\nb')).toEqual(['a', '', 'b']);
  });
});
