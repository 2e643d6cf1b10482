import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Invalid } from '../../../lib/errors.ts';

/** Field values are metadata (a long description at most); files stream and are not limited here. */
const FIELDS_LIMIT = 8 * 1024 * 1024;
const HEADERS_LIMIT = 16 * 1024;

export interface FormHandlers {
  field(name: string, value: string): void;
  /** Consumes the file's bytes; the form is read on only once this settles. */
  file(name: string, filename: string, content: Readable): Promise<void>;
}

/** The boundary of a `multipart/form-data` content type, or undefined for any other type. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

function dispositionOf(headers: string): { name: string; filename?: string } {
  const line = headers.split('\r\n').find((header) => /^content-disposition\s*:/i.test(header)) ?? '';
  const param = (key: string) => {
    const match = new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"|;\\s*${key}=([^;\\s]+)`, 'i').exec(line);
    const value = match?.[1] ?? match?.[2];
    return value?.replace(/\\(.)/g, '$1');
  };
  const name = param('name');
  if (name === undefined) throw new Invalid('a form part has no name');
  const filename = param('filename');
  return filename === undefined ? { name } : { name, filename };
}

/**
 * Reads a `multipart/form-data` body as it arrives: fields whole, files as streams handed on while
 * the rest of the body waits, so a large upload is never held in memory.
 */
export async function readMultipart(source: AsyncIterable<Buffer>, boundary: string, handlers: FormHandlers) {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const chunks = source[Symbol.asyncIterator]();
  // The body's first delimiter has no line break before it.
  let buffer: Buffer = Buffer.from('\r\n');
  let fieldBytes = 0;

  const more = async (): Promise<void> => {
    const next = await chunks.next();
    if (next.done) throw new Invalid('the form ends early');
    buffer = buffer.length === 0 ? next.value : Buffer.concat([buffer, next.value]);
  };

  /** Hands on the bytes before the next delimiter, keeping back what may be its start. */
  const copyPart = async (write: (bytes: Buffer) => Promise<void>): Promise<void> => {
    for (;;) {
      const end = buffer.indexOf(delimiter);
      if (end !== -1) {
        if (end > 0) await write(buffer.subarray(0, end));
        buffer = buffer.subarray(end + delimiter.length);
        return;
      }
      const safe = buffer.length - (delimiter.length - 1);
      if (safe > 0) {
        await write(buffer.subarray(0, safe));
        buffer = buffer.subarray(safe);
      }
      await more();
    }
  };

  await copyPart(async () => undefined);
  for (;;) {
    while (buffer.length < 2) await more();
    if (buffer.subarray(0, 2).toString() === '--') return;
    let headersEnd = buffer.indexOf('\r\n\r\n');
    while (headersEnd === -1) {
      if (buffer.length > HEADERS_LIMIT) throw new Invalid('a form part has too long headers');
      await more();
      headersEnd = buffer.indexOf('\r\n\r\n');
    }
    // Skips the rest of the delimiter line (transport padding) before the part's headers.
    const headers = buffer.subarray(buffer.indexOf('\r\n') + 2, headersEnd + 2).toString('utf8');
    buffer = buffer.subarray(headersEnd + 4);
    const part = dispositionOf(headers);

    if (part.filename === undefined) {
      const pieces: Buffer[] = [];
      await copyPart(async (bytes) => {
        fieldBytes += bytes.length;
        if (fieldBytes > FIELDS_LIMIT) throw new Invalid('the form fields are too large');
        pieces.push(Buffer.from(bytes));
      });
      handlers.field(part.name, Buffer.concat(pieces).toString('utf8'));
      continue;
    }

    const content = new PassThrough();
    const handled = handlers.file(part.name, part.filename, content);
    // A handler that gives up early (a refused upload) stops the reading; it is awaited below.
    const failed = handled.then(
      () => {
        // A handler that is done before the part is: the rest of the part is read and dropped.
        content.resume();
        return new Promise<never>(() => undefined);
      },
      (error: unknown) => Promise.reject(error),
    );
    failed.catch(() => undefined);
    await copyPart(async (bytes) => {
      if (!content.write(bytes)) await Promise.race([once(content, 'drain'), failed]);
    }).catch((error: unknown) => {
      content.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
    content.end();
    await handled;
  }
}
