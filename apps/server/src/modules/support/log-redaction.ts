import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { redact, redactText } from './redact.ts';

/** Redacted lines go to the zip in batches of about this many characters rather than one by one. */
const BATCH_CHARS = 64 * 1024;

/**
 * One log line with its secrets replaced. Log lines are JSON entries: their fields are redacted
 * by name and their text by content, as a configuration is; a line that is not JSON by its content.
 */
export function redactLogLine(line: string): string {
  const entry = jsonEntry(line);
  return entry === undefined ? redactText(line) : JSON.stringify(redact(entry));
}

function jsonEntry(line: string): object | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const entry: unknown = JSON.parse(line);
    return entry !== null && typeof entry === 'object' ? entry : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A log file as it goes into a support bundle: line by line, redacted. Logs are meant to hold no
 * secret, but a bundle leaves the instance, so what one let through by mistake stops here.
 */
export function redactedLog(source: Readable): Readable {
  return Readable.from(redactedBatches(source), { objectMode: false });
}

async function* redactedBatches(source: Readable): AsyncGenerator<Buffer> {
  let batch = '';
  for await (const line of createInterface({ input: source, crlfDelay: Number.POSITIVE_INFINITY })) {
    batch += `${redactLogLine(line)}\n`;
    if (batch.length >= BATCH_CHARS) {
      yield Buffer.from(batch, 'utf8');
      batch = '';
    }
  }
  if (batch) yield Buffer.from(batch, 'utf8');
}
