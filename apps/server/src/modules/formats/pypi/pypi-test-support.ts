import { createHash } from 'node:crypto';
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
  const boundary = 'sdist-upload-boundary';
  const fields: [string, string][] = [
    [':action', 'file_upload'],
    ['protocol_version', '1'],
    ['name', name],
    ['version', version],
    ['filetype', 'sdist'],
    ...extra,
    ['sha256_digest', sha256(bytes)],
  ];
  const parts = fields.map(
    ([field, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="content"; filename="${name}-${version}.tar.gz"\r\n\r\n`,
    ),
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
