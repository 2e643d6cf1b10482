/**
 * How the log viewer reads a line of the server's logs: pino JSON lines (`level` number, `time` in
 * epoch milliseconds, `msg`, then any fields) become a level, a local time, the message and the
 * remaining fields; anything else stays the text it is.
 */

export const LOG_LEVEL_NAMES = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
export type LogLevelName = (typeof LOG_LEVEL_NAMES)[number];

/** pino's numbers: 10 trace … 60 fatal. */
const LEVELS_BY_NUMBER = new Map<number, LogLevelName>(LOG_LEVEL_NAMES.map((name, index) => [(index + 1) * 10, name]));

export interface LogLevel {
  /** The known level, or null for a custom one, which keeps its own label. */
  name: LogLevelName | null;
  label: string;
}

export interface LogField {
  key: string;
  value: string;
}

export type ReadableLogLine =
  | { kind: 'entry'; level: LogLevel | null; time: string | null; message: string; fields: LogField[] }
  | { kind: 'text'; text: string };

/** The lines of the text read so far; the newline that ends the last one opens no empty line. */
export function splitLogLines(content: string): string[] {
  if (content === '') return [];
  const lines = content.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

function readLevel(value: unknown): LogLevel | null {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const name = LEVELS_BY_NUMBER.get(value) ?? null;
    return { name, label: name ?? String(value) };
  }
  // pino writes the label instead of the number when its level formatter says so.
  if (typeof value === 'string' && value !== '') {
    const name = LOG_LEVEL_NAMES.find((known) => known === value.toLowerCase()) ?? null;
    return { name, label: name ?? value };
  }
  return null;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Epoch milliseconds as local `YYYY-MM-DD HH:mm:ss.SSS`: sortable, and exact enough to match requests. */
export function formatLogTime(epochMillis: number): string {
  const date = new Date(epochMillis);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`
  );
}

function readTime(value: unknown): string | null {
  // pino's isoTime writes a string; its default, epoch milliseconds.
  const millis = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(millis) ? formatLogTime(millis) : null;
}

const BARE_VALUE = /^[^\s"=]+$/;

/**
 * A field's value as `key=value` shows it: a plain word as it is, text with spaces, quotes or line
 * breaks quoted (so a stack trace stays on its line), objects as compact JSON.
 */
export function formatFieldValue(value: unknown): string {
  if (typeof value === 'string') return BARE_VALUE.test(value) ? value : JSON.stringify(value);
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? String(value);
}

function parseObject(line: string): Record<string, unknown> | null {
  if (!line.trimStart().startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(line);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** One line, readable: a JSON object's level, time, message and fields; any other line as it is. */
export function readableLogLine(line: string): ReadableLogLine {
  const entry = parseObject(line);
  if (entry === null) return { kind: 'text', text: line };
  const { level: rawLevel, time: rawTime, msg, ...rest } = entry;
  const level = readLevel(rawLevel);
  const time = readTime(rawTime);
  const message = typeof msg === 'string' ? msg : '';
  // What cannot be shown in its own place stays visible among the fields.
  const kept: Record<string, unknown> = {
    ...(rawLevel !== undefined && level === null ? { level: rawLevel } : {}),
    ...(rawTime !== undefined && time === null ? { time: rawTime } : {}),
    ...(msg !== undefined && typeof msg !== 'string' ? { msg } : {}),
    ...rest,
  };
  const fields = Object.entries(kept).map(([key, value]) => ({ key, value: formatFieldValue(value) }));
  return { kind: 'entry', level, time, message, fields };
}
