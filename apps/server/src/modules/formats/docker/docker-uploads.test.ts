import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { until } from '../../../test/until.ts';

const admin = basic('admin', ADMIN_PASSWORD);

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['docker-local'], { packageType: 'docker' });
});
afterAll(() => t.close());

const hex = (algorithm: string, data: Buffer) => createHash(algorithm).update(data).digest('hex');
const digestOf = (data: Buffer) => `sha256:${hex('sha256', data)}`;
const blobFile = (data: Buffer) => {
  const sha256 = hex('sha256', data);
  return join(t.dataDir, 'blobs', sha256.slice(0, 2), sha256.slice(2, 4), sha256);
};
/** The parts of uploads in progress, in the blob store. */
const partsDir = () => join(t.dataDir, 'blobs', '.parts');
const parts = () => (existsSync(partsDir()) ? readdirSync(partsDir()) : []);
const incoming = () => readdirSync(join(t.dataDir, 'blobs', '.incoming'));

function call(
  method: 'POST' | 'PUT' | 'PATCH' | 'GET' | 'DELETE',
  url: string,
  body?: Buffer,
  headers: Record<string, string> = {},
) {
  return t.server.inject({
    method,
    url,
    headers: { ...admin, ...(body ? { 'content-type': 'application/octet-stream' } : {}), ...headers },
    ...(body ? { payload: body } : {}),
  });
}

async function startUpload(image: string): Promise<string> {
  const start = await call('POST', `/v2/docker-local/${image}/blobs/uploads/`);
  expect(start.statusCode).toBe(202);
  return start.headers.location as string;
}

/** PATCHes `data` in `pieces` chunks, in order. */
async function patchAll(location: string, data: Buffer, pieces: number) {
  const step = Math.ceil(data.length / pieces);
  for (let offset = 0; offset < data.length; offset += step) {
    const response = await call('PATCH', location, data.subarray(offset, offset + step));
    expect(response.statusCode, response.body).toBe(202);
  }
}

async function storedChecksums(sha256: string) {
  return t.database.db
    .selectFrom('blobs')
    .select(['sha1', 'md5', 'sha256', 'size'])
    .where('sha256', '=', sha256)
    .executeTakeFirst();
}

/** The blob's checksums once its sha1 and md5, computed after the push answered (ADR 034), are in. */
async function computedChecksums(sha256: string) {
  await until(async () => Boolean((await storedChecksums(sha256))?.md5), 'its sha1 and md5 are computed');
  return storedChecksums(sha256);
}

describe('blob uploads', () => {
  it('completes an upload of several PATCHes by combining its parts into one blob, with every checksum of the content', async () => {
    const data = randomBytes(700 * 1024 + 13);
    const location = await startUpload('layers');
    await patchAll(location, data, 5);
    expect(parts()).toHaveLength(5);
    const done = await call('PUT', `${location}?digest=${digestOf(data)}`);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.headers['docker-content-digest']).toBe(digestOf(data));
    expect(await computedChecksums(hex('sha256', data))).toEqual({
      sha1: hex('sha1', data),
      md5: hex('md5', data),
      sha256: hex('sha256', data),
      size: data.length,
    });
    expect((await call('GET', `/v2/docker-local/layers/blobs/${digestOf(data)}`)).rawPayload.equals(data)).toBe(true);
    expect(parts()).toEqual([]);
  });

  it('completes streamed and chunked uploads named by their sha512 at the end, moving a streamed one’s part as for a sha256', async () => {
    const data = randomBytes(300 * 1024 + 7);
    const sha512 = `sha512:${hex('sha512', data)}`;
    for (const [image, pieces] of [
      ['long-stream', 1],
      ['long-chunked', 3],
    ] as const) {
      const location = await startUpload(image);
      await patchAll(location, data, pieces);
      const { ino } = statSync(join(partsDir(), parts()[0] as string));
      const done = await call('PUT', `${location}?digest=${sha512}`);
      expect(done.statusCode, done.body).toBe(201);
      expect(done.headers['docker-content-digest']).toBe(sha512);
      // The one part, renamed: the content was not written a second time.
      if (image === 'long-stream') expect(statSync(blobFile(data)).ino).toBe(ino);
      const fetched = await call('GET', `/v2/docker-local/${image}/blobs/${sha512}`);
      expect(fetched.headers['docker-content-digest']).toBe(sha512);
      expect(fetched.rawPayload.equals(data)).toBe(true);
    }
    const location = await startUpload('long-refused');
    await patchAll(location, data, 2);
    const refused = await call('PUT', `${location}?digest=sha512:${hex('sha512', randomBytes(8))}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].code).toBe('DIGEST_INVALID');
    expect(parts()).toEqual([]);
  });

  it('refuses a wrong digest at completion and leaves no upload, blob or item behind', async () => {
    const data = randomBytes(200 * 1024);
    const wrong = randomBytes(16);
    const before = await t.storedPaths('docker-local');
    const location = await startUpload('refused');
    await patchAll(location, data, 3);
    const done = await call('PUT', `${location}?digest=${digestOf(wrong)}`, data.subarray(0, 10));
    expect(done.statusCode).toBe(400);
    expect(done.json().errors[0].code).toBe('DIGEST_INVALID');
    expect(parts()).toEqual([]);
    expect(incoming()).toEqual([]);
    expect(await storedChecksums(hex('sha256', data))).toBeUndefined();
    expect(() => statSync(blobFile(data))).toThrow();
    expect(await t.storedPaths('docker-local')).toEqual(before);
  });

  it('answers an out-of-order chunk, on PATCH and on the closing PUT, with 416 and where the upload stands, keeping what it holds', async () => {
    const data = randomBytes(3000);
    const location = await startUpload('ordered');
    const first = await call('PATCH', location, data.subarray(0, 1000), { 'content-range': '0-999' });
    expect(first.statusCode, first.body).toBe(202);
    for (const url of [location, `${location}?digest=${digestOf(data)}`]) {
      const skipping = await call(url === location ? 'PATCH' : 'PUT', url, data.subarray(2000), {
        'content-range': '2000-2999',
      });
      expect(skipping.statusCode, url).toBe(416);
      expect(skipping.json().errors[0].code).toBe('RANGE_INVALID');
      expect(skipping.headers.location).toBe(location);
      expect(skipping.headers.range).toBe('0-999');
    }
    expect((await call('GET', location)).headers.range).toBe('0-999');
    const second = await call('PATCH', location, data.subarray(1000, 2000), { 'content-range': '1000-1999' });
    expect(second.headers.range).toBe('0-1999');
    const done = await call('PUT', `${location}?digest=${digestOf(data)}`, data.subarray(2000), {
      'content-range': '2000-2999',
    });
    expect(done.statusCode, done.body).toBe(201);
    expect((await call('GET', `/v2/docker-local/ordered/blobs/${digestOf(data)}`)).rawPayload.equals(data)).toBe(true);
  });

  it('cancels an upload with DELETE: 204, its bytes are gone and the upload is unknown from then on', async () => {
    const location = await startUpload('cancelled');
    await patchAll(location, randomBytes(1000), 1);
    const id = location.split('/').pop() as string;
    const cancelled = await call('DELETE', location);
    expect(cancelled.statusCode).toBe(204);
    expect(parts().filter((name) => name.startsWith(id))).toEqual([]);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const after = await call(method, location, method === 'PATCH' ? randomBytes(10) : undefined);
      expect(after.statusCode, method).toBe(404);
      expect(after.json().errors[0].code).toBe('BLOB_UPLOAD_UNKNOWN');
    }
  });

  it('drops an upload whose blob is stored already, keeping the stored file', async () => {
    const data = randomBytes(150 * 1024);
    const first = await call('POST', `/v2/docker-local/original/blobs/uploads/?digest=${digestOf(data)}`, data);
    expect(first.statusCode, first.body).toBe(201);
    const { ino } = statSync(blobFile(data));
    const location = await startUpload('duplicate');
    await patchAll(location, data, 2);
    const done = await call('PUT', `${location}?digest=${digestOf(data)}`);
    expect(done.statusCode, done.body).toBe(201);
    expect(statSync(blobFile(data)).ino).toBe(ino);
    expect(parts()).toEqual([]);
    expect(await t.storedPaths('docker-local')).toContain(`duplicate/_uploads/${digestOf(data).replace(':', '__')}`);
  });

  it('completes an upload begun before a restart, hashing what the previous process received', async () => {
    const data = randomBytes(300 * 1024);
    const location = await startUpload('restarted');
    await patchAll(location, data.subarray(0, 100 * 1024), 2);
    await t.stop();
    t = await buildTestApp({}, t);
    await patchAll(location, data.subarray(100 * 1024, 200 * 1024), 1);
    const done = await call('PUT', `${location}?digest=${digestOf(data)}`, data.subarray(200 * 1024));
    expect(done.statusCode, done.body).toBe(201);
    expect(await computedChecksums(hex('sha256', data))).toEqual({
      sha1: hex('sha1', data),
      md5: hex('md5', data),
      sha256: hex('sha256', data),
      size: data.length,
    });
    expect((await call('GET', `/v2/docker-local/restarted/blobs/${digestOf(data)}`)).rawPayload.equals(data)).toBe(
      true,
    );
  });
});
