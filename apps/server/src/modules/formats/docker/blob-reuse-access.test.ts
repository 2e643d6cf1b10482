import { createHash, randomBytes } from 'node:crypto';
import { apiPaths } from '@arca/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const PUSHER_PASSWORD = 'Pusher-Passw0rd!';
const pusher = basic('pusher', PUSHER_PASSWORD);
const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json';

const hexOf = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const digestOf = (data: Buffer | string) => `sha256:${hexOf(data)}`;
const randomDigest = () => `sha256:${randomBytes(32).toString('hex')}`;

let t: TestApp;

/** The pusher's grant on one docker repository: actions within patterns. */
async function grant(name: string, repoKey: string, actions: string[], include: string[], exclude: string[] = []) {
  const res = await t.call('POST', apiPaths.accessPermissions, {
    name,
    resources: {
      artifact: {
        targets: { [repoKey]: { include_patterns: include, exclude_patterns: exclude } },
        actions: { users: { pusher: actions }, groups: {} },
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** Content an administrator put where the docker layout finds it, beside no other copy. */
async function plant(repoKey: string, folder: string, content: Buffer): Promise<string> {
  const digest = digestOf(content);
  const url = `/artifactory/${repoKey}/${folder}/${digest.replace(':', '__')}`;
  const res = await t.server.inject({ method: 'PUT', url, headers: admin, payload: content });
  expect(res.statusCode, res.body).toBe(201);
  return digest;
}

function call(
  method: 'GET' | 'HEAD' | 'POST' | 'PUT',
  url: string,
  body?: Buffer | string,
  headers: Record<string, string> = {},
) {
  return t.server.inject({
    method,
    url,
    headers: { ...pusher, ...(body === undefined ? {} : { 'content-type': 'application/octet-stream' }), ...headers },
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** What a client can compare of two answers: all but the request's own id, date and upload id, the digest masked. */
function seen(res: LightMyRequestResponse, digest: string) {
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
  const uploadId = String(res.headers['docker-upload-uuid'] ?? '');
  const mask = (text: string) =>
    (uploadId ? text.replaceAll(uploadId, '<upload>') : text).replaceAll(digest, '<digest>');
  return {
    status: res.statusCode,
    headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, mask(String(value))])),
    body: mask(res.body),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['docker-own', 'docker-shared', 'docker-private'], { packageType: 'docker' });
  await t.createUser('pusher', PUSHER_PASSWORD);
  await grant('pusher-own', 'docker-own', ['WRITE'], ['**'], ['app/secret/**']);
  await grant('pusher-shared', 'docker-shared', ['READ'], ['app/**'], ['app/secret/**']);
});
afterAll(() => t.close());

describe('content found by digest', () => {
  it('H1 answers blob HEAD and GET for a blob the caller may not read, here or in another repository, as an unknown blob', async () => {
    const excluded = await plant('docker-shared', 'app/secret', randomBytes(512));
    const elsewhere = await plant('docker-private', 'app/_uploads', randomBytes(512));
    for (const method of ['HEAD', 'GET'] as const) {
      const unknown = randomDigest();
      const random = seen(await call(method, `/v2/docker-shared/app/blobs/${unknown}`), unknown);
      const hidden = await call(method, `/v2/docker-shared/app/blobs/${excluded}`);
      expect(hidden.statusCode, method).toBe(404);
      expect(seen(hidden, excluded)).toEqual(random);

      const ownUnknown = randomDigest();
      const ownRandom = seen(await call(method, `/v2/docker-own/app/blobs/${ownUnknown}`), ownUnknown);
      expect(seen(await call(method, `/v2/docker-own/app/blobs/${elsewhere}`), elsewhere)).toEqual(ownRandom);
    }
  });

  it('H1 refuses a manifest naming a blob the pusher may not read, as a blob unknown to the registry', async () => {
    const config = JSON.stringify({ architecture: 'amd64', os: 'linux', rootfs: { type: 'layers', diff_ids: [] } });
    const pushed = await call('POST', `/v2/docker-own/app/blobs/uploads/?digest=${digestOf(config)}`, config);
    expect(pushed.statusCode, pushed.body).toBe(201);
    const layer = randomBytes(1024);
    const excluded = await plant('docker-own', 'app/secret', layer);
    const elsewhere = await plant('docker-private', 'app/_uploads', randomBytes(1024));
    const manifestWith = (layerDigest: string) =>
      JSON.stringify({
        schemaVersion: 2,
        mediaType: OCI_MANIFEST,
        config: {
          mediaType: 'application/vnd.oci.image.config.v1+json',
          digest: digestOf(config),
          size: config.length,
        },
        layers: [{ mediaType: 'application/vnd.oci.image.layer.v1.tar+gzip', digest: layerDigest, size: 1024 }],
      });
    const put = (layerDigest: string) =>
      call('PUT', '/v2/docker-own/app/manifests/1.0', manifestWith(layerDigest), { 'content-type': OCI_MANIFEST });

    const unknown = randomDigest();
    const random = seen(await put(unknown), unknown);
    expect(random.status).toBe(400);
    expect(seen(await put(excluded), excluded)).toEqual(random);
    expect(seen(await put(elsewhere), elsewhere)).toEqual(random);
    expect((await t.storedPaths('docker-own')).filter((path) => path.startsWith('app/1.0/'))).toEqual([]);
  });

  it('H1 answers a manifest the caller may not read, by tag or digest, as an unknown manifest', async () => {
    const manifest = JSON.stringify({
      schemaVersion: 2,
      mediaType: OCI_MANIFEST,
      config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: digestOf('{}'), size: 2 },
      layers: [],
    });
    await plant('docker-shared', 'app/_uploads', Buffer.from('{}'));
    const pushed = await t.server.inject({
      method: 'PUT',
      url: '/v2/docker-shared/app/manifests/secret',
      headers: { ...admin, 'content-type': OCI_MANIFEST },
      payload: manifest,
    });
    expect(pushed.statusCode, pushed.body).toBe(201);
    const read = (reference: string) => call('GET', `/v2/docker-shared/app/manifests/${reference}`);

    const unknown = randomDigest();
    const random = seen(await read(unknown), unknown);
    expect(random.status).toBe(404);
    expect(seen(await read(digestOf(manifest)), digestOf(manifest))).toEqual(random);
    expect(seen(await read('secret'), 'secret')).toEqual(seen(await read('absent'), 'absent'));
  });

  it('H1 starts a normal upload for a mount of a blob the pusher may not read, and mounts it once they may', async () => {
    const content = randomBytes(768);
    const excluded = await plant('docker-shared', 'app/secret', content);
    const elsewhere = await plant('docker-private', 'app/_uploads', randomBytes(768));
    const mount = (digest: string, from: string) =>
      call('POST', `/v2/docker-own/target/blobs/uploads/?mount=${digest}&from=${from}`);

    const unknown = randomDigest();
    const random = seen(await mount(unknown, 'docker-shared/app'), unknown);
    expect(random.status).toBe(202);
    expect(seen(await mount(excluded, 'docker-shared/app'), excluded)).toEqual(random);
    const privateUnknown = randomDigest();
    expect(seen(await mount(elsewhere, 'docker-private/app'), elsewhere)).toEqual(
      seen(await mount(privateUnknown, 'docker-private/app'), privateUnknown),
    );
    expect((await t.storedPaths('docker-own')).filter((path) => path.startsWith('target/'))).toEqual([]);

    await grant('pusher-secret', 'docker-shared', ['READ'], ['app/secret/**']);
    const mounted = await mount(excluded, 'docker-shared/app');
    expect(mounted.statusCode, mounted.body).toBe(201);
    expect((await call('GET', `/v2/docker-own/target/blobs/${excluded}`)).rawPayload.equals(content)).toBe(true);
  });

  it('H1 mounts a blob without a source only from a file the pusher may read, else starts an upload as for an unknown blob', async () => {
    // The pusher reads docker-shared's app/** only.
    const hidden = await plant('docker-shared', 'tools/_uploads', randomBytes(640));
    const elsewhere = await plant('docker-private', 'app/_uploads', randomBytes(640));
    const readable = await plant('docker-shared', 'app/open', randomBytes(640));
    const mount = (digest: string) => call('POST', `/v2/docker-own/auto/blobs/uploads/?mount=${digest}`);

    const unknown = randomDigest();
    const random = seen(await mount(unknown), unknown);
    expect(random.status).toBe(202);
    expect(seen(await mount(hidden), hidden)).toEqual(random);
    expect(seen(await mount(elsewhere), elsewhere)).toEqual(random);
    expect((await t.storedPaths('docker-own')).filter((path) => path.startsWith('auto/'))).toEqual([]);

    const mounted = await mount(readable);
    expect(mounted.statusCode, mounted.body).toBe(201);
    expect(await t.storedPaths('docker-own')).toContain(`auto/_uploads/${readable.replace(':', '__')}`);
  });
});
