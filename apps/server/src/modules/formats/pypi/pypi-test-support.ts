import { createHash } from 'node:crypto';
import { crc32, deflateRawSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ADMIN_PASSWORD, basic, type TestApp } from '../../../test/build-test-app.ts';

export const PYPI_API = '/artifactory/api/pypi';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** twine's upload of one sdist holding `bytes`, which is expected to be stored (`postSdist`). */
export async function uploadSdist(
  app: TestApp,
  repoKey: string,
  name: string,
  version: string,
  bytes: Buffer,
  extra: [string, string][] = [],
): Promise<void> {
  const res = await postSdist(app, repoKey, name, version, bytes, extra);
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * twine's upload of one sdist holding `bytes`, as the first administrator: its metadata fields
 * (and any `extra` ones, such as requires_python), then the file, in one multipart POST. Answers
 * the response, whatever it is.
 */
export function postSdist(
  app: TestApp,
  repoKey: string,
  name: string,
  version: string,
  bytes: Buffer,
  extra: [string, string][] = [],
): Promise<LightMyRequestResponse> {
  return postFile(
    app,
    repoKey,
    { name, version, filename: `${name}-${version}.tar.gz`, filetype: 'sdist' },
    bytes,
    extra,
  );
}

/** twine's upload of one distribution file (see postSdist). */
export function postFile(
  app: TestApp,
  repoKey: string,
  file: { name: string; version: string; filename: string; filetype: 'sdist' | 'bdist_wheel' },
  bytes: Buffer,
  extra: [string, string][] = [],
): Promise<LightMyRequestResponse> {
  const { name, version, filename, filetype } = file;
  const boundary = 'sdist-upload-boundary';
  const fields: [string, string][] = [
    [':action', 'file_upload'],
    ['protocol_version', '1'],
    ['name', name],
    ['version', version],
    ['filetype', filetype],
    ...extra,
    ['sha256_digest', sha256(bytes)],
  ];
  const parts = fields.map(
    ([field, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="content"; filename="${filename}"\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  // An injected request starts once awaited: a promise of it starts it now.
  return Promise.resolve(
    app.server.inject({
      method: 'POST',
      url: `${PYPI_API}/${repoKey}`,
      headers: { ...basic('admin', ADMIN_PASSWORD), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    }),
  );
}

/** A zip of these entries, as a wheel is: deflated ones (the default) and stored ones. */
export function zipOf(entries: { name: string; content: string; stored?: boolean }[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const content = Buffer.from(entry.content);
    const data = entry.stored ? content : deflateRawSync(content);
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc32(content), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(entry.stored ? 0 : 8, 10);
    header.writeUInt32LE(crc32(content), 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(content.length, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(header, name);
    offset += local.length + name.length + data.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, central, end]);
}

/** A gzipped tar of these files, as an sdist is. */
export function tarGzOf(files: { name: string; content: string }[]): Buffer {
  const blocks: Buffer[] = [];
  for (const file of files) {
    const content = Buffer.from(file.content);
    const header = Buffer.alloc(512);
    header.write(file.name, 0);
    header.write('0000644\0', 100);
    header.write(`${content.length.toString(8).padStart(11, '0')}\0`, 124);
    header.write('0', 156);
    header.write('ustar\x0000', 257);
    header.fill(' ', 148, 156);
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    blocks.push(header, content, Buffer.alloc((512 - (content.length % 512)) % 512));
  }
  return gzipSync(Buffer.concat([...blocks, Buffer.alloc(1024)]));
}
