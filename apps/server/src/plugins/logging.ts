import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import { RotatingFile } from '../lib/rotating-file.ts';

export interface LogFiles {
  service: Logger;
  request: Logger;
  /** Who did what to which artifact, and how it ended. */
  audit: Logger;
  /** Writes out what is still gathered: readers of the files call it first. */
  flush(): void;
  close(): void;
}

const ROTATION = { maxBytes: 25 * 1024 * 1024, keep: 10 };
/** How long request log lines gather before they are written together. */
const REQUEST_LOG_BATCH_MS = 200;

/** Secrets never reach a log line, whatever a caller passes. */
const REDACT = {
  paths: [
    'password',
    '*.password',
    'token',
    '*.token',
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
  ],
  censor: '[REDACTED]',
};

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Readable one-line output for a person watching the terminal; the files keep the JSON. */
function humanLine(json: string): string {
  try {
    const entry = JSON.parse(json) as {
      level: number;
      time: number;
      msg?: string;
      reqId?: string;
      err?: { message?: string };
    };
    const time = new Date(entry.time).toISOString().slice(11, 19);
    const level = (LEVEL_NAMES[entry.level] ?? String(entry.level)).padEnd(5);
    const req = entry.reqId ? ` [${entry.reqId}]` : '';
    const err = entry.err?.message ? ` — ${entry.err.message}` : '';
    return `${time} ${level}${req} ${entry.msg ?? ''}${err}\n`;
  } catch {
    return json;
  }
}

export function createLogFiles(dataDir: string, level: string, toStdout: boolean): LogFiles {
  const logsDir = join(dataDir, 'logs');
  const serviceFile = new RotatingFile(join(logsDir, 'artifactory-service.log'), ROTATION);
  // A line per request: written in batches. The audit and service logs go out line by line.
  const requestFile = new RotatingFile(join(logsDir, 'artifactory-request.log'), {
    ...ROTATION,
    batchMs: REQUEST_LOG_BATCH_MS,
  });
  const auditFile = new RotatingFile(join(logsDir, 'artifactory-audit.log'), ROTATION);
  const stdout = { write: (line: string) => process.stdout.write(humanLine(line)) };
  const streams: pino.StreamEntry[] = [{ stream: serviceFile, level: level as pino.Level }];
  if (toStdout) streams.push({ stream: stdout, level: level as pino.Level });
  const service = pino({ level, redact: REDACT, base: { service: 'artifactory' } }, pino.multistream(streams));
  // Its lines are logRequest's fixed fields, none of them a key REDACT names: redaction would only
  // cost every request its walk over the line.
  const request = pino({ level: 'info', base: null }, requestFile);
  const audit = pino({ level: 'info', redact: REDACT, base: null }, auditFile);
  return {
    service,
    request,
    audit,
    flush() {
      serviceFile.flush();
      requestFile.flush();
      auditFile.flush();
    },
    close() {
      serviceFile.end();
      requestFile.end();
      auditFile.end();
    },
  };
}
