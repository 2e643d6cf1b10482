import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { boundaryOf, readMultipart } from './multipart.ts';

const BOUNDARY = '----formdata-boundary';

function body(file: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\narca\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="keywords"\r\n\r\na\r\nb\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="content"; filename="a \\"b\\".tar.gz"\r\n`),
    Buffer.from('Content-Type: application/octet-stream\r\n\r\n'),
    file,
    Buffer.from(`\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="after"\r\n\r\nlast\r\n--${BOUNDARY}--\r\n`),
  ]);
}

async function* chunked(bytes: Buffer, size: (index: number) => number): AsyncGenerator<Buffer> {
  let index = 0;
  for (let start = 0; start < bytes.length; index += 1) {
    const end = Math.min(bytes.length, start + Math.max(1, size(index)));
    yield bytes.subarray(start, end);
    start = end;
  }
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function read(source: AsyncIterable<Buffer>) {
  const fields: [string, string][] = [];
  const files: { name: string; filename: string; bytes: Buffer }[] = [];
  await readMultipart(source, BOUNDARY, {
    field: (name, value) => fields.push([name, value]),
    file: async (name, filename, content) => {
      files.push({ name, filename, bytes: await collect(content) });
    },
  });
  return { fields, files };
}

describe('reading multipart/form-data as it arrives', () => {
  // Bytes that look like the start of a delimiter, so a split inside one is tested too.
  const file = Buffer.concat([randomBytes(70_000), Buffer.from(`\r\n--${BOUNDARY.slice(0, 10)}`), randomBytes(5000)]);

  for (const [label, size] of [
    ['one piece', () => 1 << 30],
    ['single bytes', () => 1],
    ['uneven pieces', (index: number) => (index * 7919) % 3001],
  ] as const) {
    it(`gives the same fields and file bytes in ${label}`, async () => {
      const { fields, files } = await read(chunked(body(file), size));
      expect(fields).toEqual([
        ['name', 'arca'],
        ['keywords', 'a\r\nb'],
        ['after', 'last'],
      ]);
      expect(files.map((entry) => [entry.name, entry.filename])).toEqual([['content', 'a "b".tar.gz']]);
      expect(files[0]?.bytes.equals(file)).toBe(true);
    });
  }

  it('refuses a form that ends before its closing delimiter', async () => {
    const whole = body(file);
    await expect(read(chunked(whole.subarray(0, whole.length - 30), () => 4096))).rejects.toThrow(
      'the form ends early',
    );
  });

  it('stops reading when the file handler gives up, without waiting for the rest', async () => {
    const endless = async function* () {
      const start = body(Buffer.alloc(0));
      const marker = 'application/octet-stream\r\n\r\n';
      yield start.subarray(0, start.indexOf(marker) + marker.length);
      for (;;) yield Buffer.alloc(64 * 1024, 1);
    };
    const refused = readMultipart(endless(), BOUNDARY, {
      field: () => undefined,
      file: async () => {
        throw new Error('refused');
      },
    });
    await expect(refused).rejects.toThrow('refused');
  });

  it('finds the boundary of a multipart/form-data type only', () => {
    expect(boundaryOf(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(boundaryOf('multipart/form-data; boundary="a b"; charset=utf-8')).toBe('a b');
    expect(boundaryOf('application/json')).toBeUndefined();
    expect(boundaryOf(undefined)).toBeUndefined();
  });
});
