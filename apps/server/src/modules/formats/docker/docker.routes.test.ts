import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PackageIndex } from '../../packages/package-index.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const READER_PASSWORD = 'Reader-Passw0rd!';
const reader = basic('reader', READER_PASSWORD);
const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json';
const OCI_INDEX = 'application/vnd.oci.image.index.v1+json';
const DOCKER_MANIFEST = 'application/vnd.docker.distribution.manifest.v2+json';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['docker-local', 'docker-other'], { packageType: 'docker' });
  await t.createRepositories(['generic-local']);
  await t.createUser('reader', READER_PASSWORD);
  await t.grant('docker-readers', ['docker-local'], { reader: ['READ'] });
});
afterAll(() => t.close());

const digestOf = (data: Buffer | string) => `sha256:${createHash('sha256').update(data).digest('hex')}`;
const sha512Of = (data: Buffer | string) => `sha512:${createHash('sha512').update(data).digest('hex')}`;
const fileName = (digest: string) => digest.replace(':', '__');

function call(
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: Buffer | string,
  headers: Record<string, string> = {},
  as: Record<string, string> = admin,
) {
  return t.server.inject({
    method,
    url,
    headers: { ...as, ...(body === undefined ? {} : { 'content-type': 'application/octet-stream' }), ...headers },
    ...(body === undefined ? {} : { payload: body }),
  });
}

async function pushBlob(name: string, data: Buffer | string): Promise<string> {
  const digest = digestOf(data);
  const response = await call('POST', `/v2/${name}/blobs/uploads/?digest=${digest}`, data);
  expect(response.statusCode, response.body).toBe(201);
  return digest;
}

function imageManifest(config: { digest: string; size: number; mediaType?: string }, layers: Buffer[], extra = {}) {
  return JSON.stringify({
    schemaVersion: 2,
    mediaType: OCI_MANIFEST,
    config: { mediaType: 'application/vnd.oci.image.config.v1+json', ...config },
    layers: layers.map((layer) => ({
      mediaType: 'application/vnd.oci.image.layer.v1.tar+gzip',
      digest: digestOf(layer),
      size: layer.length,
    })),
    ...extra,
  });
}

/** An image with one layer, pushed by its digest when no tag is given; its config history names the layer's command. */
async function pushImage(name: string, tag: string | undefined, layer: Buffer, extra = {}) {
  const config = JSON.stringify({
    architecture: 'amd64',
    os: 'linux',
    created: '2026-01-02T03:04:05Z',
    config: { Labels: { 'org.opencontainers.image.description': 'A test image' } },
    history: [
      { created: '2026-01-01T00:00:00Z', created_by: 'ENV A=b', empty_layer: true },
      { created: '2026-01-02T03:04:05Z', created_by: 'COPY hello.txt /' },
    ],
    rootfs: { type: 'layers', diff_ids: [digestOf(layer)] },
  });
  const configDigest = await pushBlob(name, config);
  await pushBlob(name, layer);
  const manifest = imageManifest({ digest: configDigest, size: config.length }, [layer], extra);
  const response = await call('PUT', `/v2/${name}/manifests/${tag ?? digestOf(manifest)}`, manifest, {
    'content-type': OCI_MANIFEST,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { manifest, digest: digestOf(manifest), configDigest };
}

describe('the registry base', () => {
  it('answers {} to a known caller and challenges an anonymous one', async () => {
    const known = await call('GET', '/v2/');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({});
    expect(known.headers['docker-distribution-api-version']).toBe('registry/2.0');
    const anonymous = await t.server.inject({ method: 'GET', url: '/v2/' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toEqual([
      'Bearer realm="http://localhost:80/v2/token",service="localhost"',
      'Basic realm="Artifactory Realm"',
    ]);
    expect(anonymous.headers['docker-distribution-api-version']).toBe('registry/2.0');
    expect(anonymous.json().errors[0].code).toBe('UNAUTHORIZED');
  });
});

describe('blobs', () => {
  const data = randomBytes(300 * 1024);

  it('stores a monolithic upload in the docker layout and serves it whole, by HEAD and by range', async () => {
    const digest = await pushBlob('docker-local/mono/app', data);
    expect(await t.storedPaths('docker-local')).toContain(`mono/app/_uploads/${digest.replace(':', '__')}`);
    const head = await call('HEAD', `/v2/docker-local/mono/app/blobs/${digest}`);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(data.length));
    expect(head.headers['docker-content-digest']).toBe(digest);
    expect(head.body).toBe('');
    const whole = await call('GET', `/v2/docker-local/mono/app/blobs/${digest}`);
    expect(whole.rawPayload.equals(data)).toBe(true);
    const part = await call('GET', `/v2/docker-local/mono/app/blobs/${digest}`, undefined, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${data.length}`);
    expect(part.rawPayload.equals(data.subarray(10, 20))).toBe(true);
    const otherImage = await call('HEAD', `/v2/docker-local/mono/other/blobs/${digest}`);
    expect(otherImage.statusCode).toBe(404);
    // Downloads count through storage, which writes them once a second.
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .selectFrom('items')
              .select('downloads')
              .where('repo_key', '=', 'docker-local')
              .where('name', '=', digest.replace(':', '__'))
              .executeTakeFirstOrThrow()
          ).downloads,
        { timeout: 5000 },
      )
      .toBeGreaterThanOrEqual(1);
  });

  it('takes a chunked upload with Content-Range and verifies the digest on completion', async () => {
    const start = await call('POST', '/v2/docker-local/chunked/blobs/uploads/');
    expect(start.statusCode).toBe(202);
    expect(start.headers.range).toBe('0-0');
    const location = start.headers.location as string;
    expect(location).toMatch(/^\/v2\/docker-local\/chunked\/blobs\/uploads\/[0-9a-f-]{36}$/);
    expect(start.headers['docker-upload-uuid']).toBe(location.split('/').pop());
    const first = await call('PATCH', location, data.subarray(0, 1000), { 'content-range': '0-999' });
    expect(first.statusCode).toBe(202);
    expect(first.headers.range).toBe('0-999');
    const outOfOrder = await call('PATCH', location, data.subarray(2000, 3000), { 'content-range': '2000-2999' });
    expect(outOfOrder.statusCode).toBe(416);
    const second = await call('PATCH', location, data.subarray(1000, 200_000), { 'content-range': '1000-199999' });
    expect(second.headers.range).toBe('0-199999');
    const status = await call('GET', location);
    expect(status.statusCode).toBe(204);
    expect(status.headers.range).toBe('0-199999');
    const digest = digestOf(data);
    const done = await call('PUT', `${location}?digest=${digest}`, data.subarray(200_000));
    expect(done.statusCode, done.body).toBe(201);
    expect(done.headers['docker-content-digest']).toBe(digest);
    expect(done.headers.location).toBe(`/v2/docker-local/chunked/blobs/${digest}`);
    const fetched = await call('GET', done.headers.location as string);
    expect(fetched.rawPayload.equals(data)).toBe(true);
    expect((await call('GET', location)).json().errors[0].code).toBe('BLOB_UPLOAD_UNKNOWN');
  });

  it('refuses a chunked upload whose content does not match the digest, storing nothing', async () => {
    const before = await t.storedPaths('docker-local');
    const start = await call('POST', '/v2/docker-local/bad/blobs/uploads/');
    const location = start.headers.location as string;
    await call('PATCH', location, Buffer.from('some bytes'));
    const wrong = digestOf('other bytes');
    const done = await call('PUT', `${location}?digest=${wrong}`);
    expect(done.statusCode).toBe(400);
    expect(done.json().errors[0].code).toBe('DIGEST_INVALID');
    expect(await t.storedPaths('docker-local')).toEqual(before);
    expect((await call('HEAD', `/v2/docker-local/bad/blobs/${wrong}`)).statusCode).toBe(404);
  });

  it('mounts a blob from another image and another readable repository', async () => {
    const digest = await pushBlob('docker-other/source', 'mounted content');
    const mounted = await call(
      'POST',
      `/v2/docker-local/target/blobs/uploads/?mount=${digest}&from=docker-other/source`,
    );
    expect(mounted.statusCode).toBe(201);
    expect(mounted.headers.location).toBe(`/v2/docker-local/target/blobs/${digest}`);
    expect((await call('GET', `/v2/docker-local/target/blobs/${digest}`)).body).toBe('mounted content');
    // A blob the source does not have: the client gets an upload session instead.
    const missing = digestOf('nowhere');
    const fallback = await call(
      'POST',
      `/v2/docker-local/target/blobs/uploads/?mount=${missing}&from=docker-other/source`,
    );
    expect(fallback.statusCode).toBe(202);
  });

  it('mounts a blob without a source from wherever the caller may read it, and starts an upload when there is none', async () => {
    const digest = await pushBlob('docker-other/anywhere/source', 'found without a source');
    const mounted = await call('POST', `/v2/docker-local/anywhere/target/blobs/uploads/?mount=${digest}`);
    expect(mounted.statusCode, mounted.body).toBe(201);
    expect(mounted.headers['docker-content-digest']).toBe(digest);
    expect((await call('GET', `/v2/docker-local/anywhere/target/blobs/${digest}`)).body).toBe('found without a source');
    // A source that lacks it is no obstacle: the blob is looked for as without one.
    const elsewhere = await call(
      'POST',
      `/v2/docker-local/anywhere/second/blobs/uploads/?mount=${digest}&from=docker-local/anywhere/empty`,
    );
    expect(elsewhere.statusCode).toBe(201);
    const missing = await call('POST', `/v2/docker-local/anywhere/target/blobs/uploads/?mount=${digestOf('nowhere')}`);
    expect(missing.statusCode).toBe(202);
  });

  it('deletes a blob', async () => {
    const digest = await pushBlob('docker-local/doomed', 'short-lived');
    expect((await call('DELETE', `/v2/docker-local/doomed/blobs/${digest}`)).statusCode).toBe(202);
    expect((await call('HEAD', `/v2/docker-local/doomed/blobs/${digest}`)).statusCode).toBe(404);
  });
});

describe('manifests', () => {
  it('pushes an image by tag, serves it by tag and digest, and records the version with its layers', async () => {
    const layer = randomBytes(4096);
    const { manifest, digest, configDigest } = await pushImage('docker-local/web/app', '1.0', layer);
    const paths = await t.storedPaths('docker-local');
    for (const file of ['manifest.json', configDigest.replace(':', '__'), digestOf(layer).replace(':', '__')])
      expect(paths).toContain(`web/app/1.0/${file}`);

    for (const reference of ['1.0', digest]) {
      const got = await call('GET', `/v2/docker-local/web/app/manifests/${reference}`, undefined, {
        accept: `${OCI_MANIFEST}, ${DOCKER_MANIFEST}`,
      });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe(OCI_MANIFEST);
      expect(got.headers['docker-content-digest']).toBe(digest);
      expect(got.body).toBe(manifest);
    }
    const head = await call('HEAD', '/v2/docker-local/web/app/manifests/1.0');
    expect(head.headers['content-length']).toBe(String(manifest.length));
    const refused = await call('GET', '/v2/docker-local/web/app/manifests/1.0', undefined, { accept: DOCKER_MANIFEST });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errors[0].code).toBe('MANIFEST_UNKNOWN');

    const [version] = await new PackageIndex(t.database.db).versionsIn('docker-local', 'docker', 'web/app');
    expect(version?.version).toBe('1.0');
    expect(version?.files.find((file) => file.lead)?.path).toBe('web/app/1.0/manifest.json');
    const layers = await t.database.db.selectFrom('package_layers').select(['digest', 'size', 'command']).execute();
    expect(layers).toContainEqual({ digest: digestOf(layer), size: layer.length, command: 'COPY hello.txt /' });
    const described = await t.database.db
      .selectFrom('packages')
      .select('description')
      .where('name', '=', 'web/app')
      .executeTakeFirstOrThrow();
    expect(described.description).toBe('A test image');
  });

  it('refuses a manifest that names a blob the image lacks, storing nothing', async () => {
    const before = await t.storedPaths('docker-local');
    const config = await pushBlob('docker-local/broken', '{}');
    const manifest = imageManifest({ digest: config, size: 2 }, [Buffer.from('never uploaded')]);
    const response = await call('PUT', '/v2/docker-local/broken/manifests/1.0', manifest, {
      'content-type': OCI_MANIFEST,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      code: 'MANIFEST_BLOB_UNKNOWN',
      detail: digestOf('never uploaded'),
    });
    expect(await t.storedPaths('docker-local')).toEqual(
      [...before, `broken/_uploads/${config.replace(':', '__')}`].sort(),
    );
    const invalid = await call('PUT', '/v2/docker-local/broken/manifests/1.0', '{"schemaVersion":2}', {
      'content-type': OCI_MANIFEST,
    });
    expect(invalid.json().errors[0].code).toBe('MANIFEST_INVALID');
    const wrongDigest = await call('PUT', `/v2/docker-local/broken/manifests/${digestOf('x')}`, manifest, {
      'content-type': OCI_MANIFEST,
    });
    expect(wrongDigest.json().errors[0].code).toBe('DIGEST_INVALID');
  });

  it('answers a read by a reference that is neither tag nor digest as an unknown manifest, and refuses a push to one', async () => {
    await pushImage('docker-local/references', '1.0', Buffer.from('references layer'));
    for (const method of ['GET', 'HEAD'] as const) {
      const read = await call(method, '/v2/docker-local/references/manifests/.INVALID_MANIFEST_NAME');
      expect(read.statusCode, method).toBe(404);
    }
    const get = await call('GET', '/v2/docker-local/references/manifests/.INVALID_MANIFEST_NAME');
    expect(get.json().errors[0].code).toBe('MANIFEST_UNKNOWN');
    const config = await pushBlob('docker-local/references', '{}');
    const manifest = imageManifest({ digest: config, size: 2 }, []);
    const push = await call('PUT', '/v2/docker-local/references/manifests/.INVALID_MANIFEST_NAME', manifest, {
      'content-type': OCI_MANIFEST,
    });
    expect(push.statusCode).toBe(400);
    expect(push.json().errors[0].code).toBe('MANIFEST_INVALID');
  });

  it('pushes an index over manifests pushed by digest and refuses one naming an unknown manifest', async () => {
    const amd = await pushImage('docker-local/multi', undefined, Buffer.from('amd layer'));
    const arm = await pushImage('docker-local/multi', undefined, Buffer.from('arm layer'));
    const index = JSON.stringify({
      schemaVersion: 2,
      mediaType: OCI_INDEX,
      manifests: [
        {
          mediaType: OCI_MANIFEST,
          digest: amd.digest,
          size: amd.manifest.length,
          platform: { architecture: 'amd64', os: 'linux' },
        },
        {
          mediaType: OCI_MANIFEST,
          digest: arm.digest,
          size: arm.manifest.length,
          platform: { architecture: 'arm64', os: 'linux' },
        },
      ],
    });
    const pushed = await call('PUT', '/v2/docker-local/multi/manifests/2.0', index, { 'content-type': OCI_INDEX });
    expect(pushed.statusCode, pushed.body).toBe(201);
    const got = await call('GET', '/v2/docker-local/multi/manifests/2.0', undefined, { accept: OCI_INDEX });
    expect(got.headers['content-type']).toBe(OCI_INDEX);
    expect(got.body).toBe(index);
    const child = await call('GET', `/v2/docker-local/multi/manifests/${arm.digest}`);
    expect(child.body).toBe(arm.manifest);

    const unknown = JSON.stringify({
      schemaVersion: 2,
      mediaType: OCI_INDEX,
      manifests: [{ mediaType: OCI_MANIFEST, digest: digestOf('no such manifest'), size: 1 }],
    });
    const refused = await call('PUT', '/v2/docker-local/multi/manifests/3.0', unknown, { 'content-type': OCI_INDEX });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].code).toBe('MANIFEST_BLOB_UNKNOWN');
  });

  it('takes Docker v2 schema 2 manifests and manifest lists and serves them with their own media type', async () => {
    const DOCKER_LIST = 'application/vnd.docker.distribution.manifest.list.v2+json';
    const config = '{"architecture":"amd64","os":"linux"}';
    const layer = Buffer.from('docker layer');
    const configDigest = await pushBlob('docker-local/classic', config);
    await pushBlob('docker-local/classic', layer);
    const manifest = JSON.stringify({
      schemaVersion: 2,
      mediaType: DOCKER_MANIFEST,
      config: {
        mediaType: 'application/vnd.docker.container.image.v1+json',
        digest: configDigest,
        size: config.length,
      },
      layers: [
        { mediaType: 'application/vnd.docker.image.rootfs.diff.tar.gzip', digest: digestOf(layer), size: layer.length },
      ],
    });
    const pushed = await call('PUT', '/v2/docker-local/classic/manifests/1.0', manifest, {
      'content-type': DOCKER_MANIFEST,
    });
    expect(pushed.statusCode, pushed.body).toBe(201);
    const list = JSON.stringify({
      schemaVersion: 2,
      mediaType: DOCKER_LIST,
      manifests: [
        {
          mediaType: DOCKER_MANIFEST,
          digest: digestOf(manifest),
          size: manifest.length,
          platform: { architecture: 'amd64', os: 'linux' },
        },
      ],
    });
    expect(
      (await call('PUT', '/v2/docker-local/classic/manifests/multi', list, { 'content-type': DOCKER_LIST })).statusCode,
    ).toBe(201);
    const got = await call('GET', '/v2/docker-local/classic/manifests/1.0', undefined, { accept: DOCKER_MANIFEST });
    expect(got.headers['content-type']).toBe(DOCKER_MANIFEST);
    expect(got.body).toBe(manifest);
    const gotList = await call('GET', '/v2/docker-local/classic/manifests/multi', undefined, { accept: DOCKER_LIST });
    expect(gotList.headers['content-type']).toBe(DOCKER_LIST);
    expect(await t.storedPaths('docker-local')).toContain('classic/multi/list.manifest.json');
  });

  it('lists tags with n/last pagination', async () => {
    const layer = Buffer.from('tagged');
    for (const tag of ['b', 'a', 'c']) await pushImage('docker-local/tagged', tag, layer);
    expect((await call('GET', '/v2/docker-local/tagged/tags/list')).json()).toEqual({
      name: 'docker-local/tagged',
      tags: ['a', 'b', 'c'],
    });
    const first = await call('GET', '/v2/docker-local/tagged/tags/list?n=2');
    expect(first.json().tags).toEqual(['a', 'b']);
    expect(first.headers.link).toBe('</v2/docker-local/tagged/tags/list?n=2&last=b>; rel="next"');
    expect((await call('GET', '/v2/docker-local/tagged/tags/list?n=2&last=b')).json().tags).toEqual(['c']);
    expect((await call('GET', '/v2/docker-local/nothing/tags/list')).json().errors[0].code).toBe('NAME_UNKNOWN');

    // A tag deleted through the artifact API leaves the registry and the index alike.
    expect((await call('DELETE', '/artifactory/docker-local/tagged/a')).statusCode).toBe(204);
    expect((await call('GET', '/v2/docker-local/tagged/tags/list')).json().tags).toEqual(['b', 'c']);
    const versions = await t.database.db
      .selectFrom('package_versions as v')
      .innerJoin('packages as p', 'p.id', 'v.package_id')
      .select('v.version')
      .where('p.name', '=', 'tagged')
      .orderBy('v.version')
      .execute();
    expect(versions.map((row) => row.version)).toEqual(['b', 'c']);
  });

  it('answers referrers of a subject, filtered by artifact type', async () => {
    const subject = await pushImage('docker-local/signed', '1.0', Buffer.from('signed layer'));
    const emptyConfig = await pushBlob('docker-local/signed', '{}');
    const signature = JSON.stringify({
      schemaVersion: 2,
      mediaType: OCI_MANIFEST,
      artifactType: 'application/vnd.example.signature',
      config: { mediaType: 'application/vnd.oci.empty.v1+json', digest: emptyConfig, size: 2 },
      layers: [],
      subject: { mediaType: OCI_MANIFEST, digest: subject.digest, size: subject.manifest.length },
    });
    const pushed = await call('PUT', `/v2/docker-local/signed/manifests/${digestOf(signature)}`, signature, {
      'content-type': OCI_MANIFEST,
    });
    expect(pushed.statusCode, pushed.body).toBe(201);
    expect(pushed.headers['oci-subject']).toBe(subject.digest);
    const referrers = await call('GET', `/v2/docker-local/signed/referrers/${subject.digest}`);
    expect(referrers.headers['content-type']).toBe(OCI_INDEX);
    expect(referrers.json()).toEqual({
      schemaVersion: 2,
      mediaType: OCI_INDEX,
      manifests: [
        {
          mediaType: OCI_MANIFEST,
          digest: digestOf(signature),
          size: signature.length,
          artifactType: 'application/vnd.example.signature',
        },
      ],
    });
    const filtered = await call(
      'GET',
      `/v2/docker-local/signed/referrers/${subject.digest}?artifactType=application/vnd.example.sbom`,
    );
    expect(filtered.json().manifests).toEqual([]);
    expect(filtered.headers['oci-filters-applied']).toBe('artifactType');
  });

  it('deletes a tag, and a manifest by digest with every tag that holds it', async () => {
    const pushed = await pushImage('docker-local/gone', 'x', Buffer.from('gone layer'));
    await call('PUT', '/v2/docker-local/gone/manifests/y', pushed.manifest, { 'content-type': OCI_MANIFEST });
    expect((await call('DELETE', '/v2/docker-local/gone/manifests/x')).statusCode).toBe(202);
    expect((await call('GET', '/v2/docker-local/gone/tags/list')).json().tags).toEqual(['y']);
    expect((await call('DELETE', `/v2/docker-local/gone/manifests/${pushed.digest}`)).statusCode).toBe(202);
    expect((await call('GET', '/v2/docker-local/gone/manifests/y')).statusCode).toBe(404);
    expect(await new PackageIndex(t.database.db).versionsIn('docker-local', 'docker', 'gone')).toEqual([]);
  });
});

describe('sha512 digests', () => {
  /** The sha512s the database knows content by, for content with this sha256. */
  const knownSha512s = async (data: Buffer | string) =>
    (
      await t.database.db
        .selectFrom('blob_digests')
        .select('digest')
        .where('sha256', '=', digestOf(data).slice('sha256:'.length))
        .execute()
    ).map((row) => `sha512:${row.digest}`);

  it('stores a blob pushed by its sha512, serves it by that digest whole and by range, and refuses one that does not match', async () => {
    const data = randomBytes(100 * 1024);
    const digest = sha512Of(data);
    const pushed = await call('POST', `/v2/docker-local/long/app/blobs/uploads/?digest=${digest}`, data);
    expect(pushed.statusCode, pushed.body).toBe(201);
    expect(pushed.headers['docker-content-digest']).toBe(digest);
    expect(pushed.headers.location).toBe(`/v2/docker-local/long/app/blobs/${digest}`);
    expect(await t.storedPaths('docker-local')).toContain(`long/app/_uploads/${fileName(digest)}`);
    expect(await knownSha512s(data)).toEqual([digest]);

    const head = await call('HEAD', `/v2/docker-local/long/app/blobs/${digest}`);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(data.length));
    expect(head.headers['docker-content-digest']).toBe(digest);
    const whole = await call('GET', `/v2/docker-local/long/app/blobs/${digest}`);
    expect(whole.headers['docker-content-digest']).toBe(digest);
    expect(whole.rawPayload.equals(data)).toBe(true);
    const part = await call('GET', `/v2/docker-local/long/app/blobs/${digest}`, undefined, { range: 'bytes=5-9' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(data.subarray(5, 10))).toBe(true);

    const wrong = sha512Of('other content');
    const refused = await call('POST', `/v2/docker-local/long/app/blobs/uploads/?digest=${wrong}`, data);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].code).toBe('DIGEST_INVALID');
    expect((await call('HEAD', `/v2/docker-local/long/app/blobs/${wrong}`)).statusCode).toBe(404);
  });

  it('computes a sha512 only for content pushed by one, and forgets it with the blob', async () => {
    const plain = randomBytes(2048);
    await pushBlob('docker-local/long/plain', plain);
    expect(await knownSha512s(plain)).toEqual([]);

    const data = randomBytes(2048);
    const digest = sha512Of(data);
    expect((await call('POST', `/v2/docker-local/long/gone/blobs/uploads/?digest=${digest}`, data)).statusCode).toBe(
      201,
    );
    expect((await call('DELETE', `/v2/docker-local/long/gone/blobs/${digest}`)).statusCode).toBe(202);
    // What the sweep does with content no file holds: its sha512 goes with it.
    await t.database.db.deleteFrom('blobs').where('sha256', '=', digestOf(data).slice('sha256:'.length)).execute();
    expect(await knownSha512s(data)).toEqual([]);
    expect((await call('HEAD', `/v2/docker-local/long/gone/blobs/${digest}`)).statusCode).toBe(404);
  });

  it('mounts a blob by its sha512 from another repository', async () => {
    const data = randomBytes(1024);
    const digest = sha512Of(data);
    await call('POST', `/v2/docker-other/long/source/blobs/uploads/?digest=${digest}`, data);
    const mounted = await call(
      'POST',
      `/v2/docker-local/long/target/blobs/uploads/?mount=${digest}&from=docker-other/long/source`,
    );
    expect(mounted.statusCode, mounted.body).toBe(201);
    expect(mounted.headers['docker-content-digest']).toBe(digest);
    const fetched = await call('GET', `/v2/docker-local/long/target/blobs/${digest}`);
    expect(fetched.headers['docker-content-digest']).toBe(digest);
    expect(fetched.rawPayload.equals(data)).toBe(true);
  });

  it('takes a manifest pushed by its sha512 naming sha512 blobs, serves it by that digest, and tags it by the tag parameter', async () => {
    const config = '{"architecture":"amd64","os":"linux"}';
    const layer = randomBytes(512);
    for (const blob of [config, layer])
      await call('POST', `/v2/docker-local/long/image/blobs/uploads/?digest=${sha512Of(blob)}`, blob);
    const manifest = JSON.stringify({
      schemaVersion: 2,
      mediaType: OCI_MANIFEST,
      config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: sha512Of(config), size: config.length },
      layers: [{ mediaType: 'application/vnd.oci.image.layer.v1.tar', digest: sha512Of(layer), size: layer.length }],
    });
    const digest = sha512Of(manifest);
    const pushed = await call('PUT', `/v2/docker-local/long/image/manifests/${digest}?tag=v1&tag=v2`, manifest, {
      'content-type': OCI_MANIFEST,
    });
    expect(pushed.statusCode, pushed.body).toBe(201);
    expect(pushed.headers['docker-content-digest']).toBe(digest);
    expect(pushed.headers.location).toBe(`/v2/docker-local/long/image/manifests/${digest}`);
    expect(String(pushed.headers['oci-tag']).split(/,\s*/)).toEqual(['v1', 'v2']);
    const paths = await t.storedPaths('docker-local');
    for (const folder of [fileName(digest), 'v1', 'v2'])
      for (const file of ['manifest.json', fileName(sha512Of(config)), fileName(sha512Of(layer))])
        expect(paths).toContain(`long/image/${folder}/${file}`);

    // By its digest and by the tags pushed with it, the manifest is known by its sha512.
    for (const reference of [digest, 'v1', 'v2'])
      for (const method of ['GET', 'HEAD'] as const) {
        const read = await call(method, `/v2/docker-local/long/image/manifests/${reference}`);
        expect(read.statusCode, `${method} ${reference}`).toBe(200);
        expect(read.headers['docker-content-digest'], `${method} ${reference}`).toBe(digest);
        expect(read.headers['content-type']).toBe(OCI_MANIFEST);
        if (method === 'GET') expect(read.body).toBe(manifest);
      }
    expect((await call('GET', '/v2/docker-local/long/image/tags/list')).json().tags).toEqual(['v1', 'v2']);
    // Its sha256 finds the same content, and says so in its own digest.
    const bySha256 = await call('GET', `/v2/docker-local/long/image/manifests/${digestOf(manifest)}`);
    expect(bySha256.headers['docker-content-digest']).toBe(digestOf(manifest));

    const mismatch = await call('PUT', `/v2/docker-local/long/image/manifests/${sha512Of('x')}`, manifest, {
      'content-type': OCI_MANIFEST,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0].code).toBe('DIGEST_INVALID');
  });
});

describe('non-distributable layers', () => {
  it('are taken without their blobs and never linked, and the manifest is served as pushed', async () => {
    const config = await pushBlob('docker-local/foreign', '{"architecture":"amd64","os":"windows"}');
    const ordinary = randomBytes(256);
    await pushBlob('docker-local/foreign', ordinary);
    const foreign = (mediaType: string, seed: string) => ({
      mediaType,
      digest: digestOf(seed),
      size: 123_456,
      urls: [`https://store.example.com/blobs/${digestOf(seed)}`],
    });
    const layers = [
      foreign('application/vnd.oci.image.layer.nondistributable.v1.tar+gzip', 'oci foreign layer'),
      foreign('application/vnd.docker.image.rootfs.foreign.diff.tar.gzip', 'docker foreign layer'),
      // An ordinary layer with `urls` may be fetched from them: taken without its blob too.
      foreign('application/vnd.oci.image.layer.v1.tar', 'layer kept elsewhere'),
      { mediaType: 'application/vnd.oci.image.layer.v1.tar', digest: digestOf(ordinary), size: ordinary.length },
    ];
    const manifest = JSON.stringify({
      schemaVersion: 2,
      mediaType: OCI_MANIFEST,
      config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: config, size: 39 },
      layers,
    });
    for (const reference of ['1.0', digestOf(manifest)]) {
      const pushed = await call('PUT', `/v2/docker-local/foreign/manifests/${reference}`, manifest, {
        'content-type': OCI_MANIFEST,
      });
      expect(pushed.statusCode, pushed.body).toBe(201);
      const read = await call('GET', `/v2/docker-local/foreign/manifests/${reference}`);
      expect(read.body).toBe(manifest);
    }
    const paths = (await t.storedPaths('docker-local')).filter((path) => path.startsWith('foreign/1.0/'));
    expect(paths).toEqual(
      ['manifest.json', fileName(config), fileName(digestOf(ordinary))].map((file) => `foreign/1.0/${file}`).sort(),
    );
    // An ordinary layer without `urls` that the image lacks is still refused.
    const lacking = JSON.stringify({
      schemaVersion: 2,
      mediaType: OCI_MANIFEST,
      config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: config, size: 39 },
      layers: [{ mediaType: 'application/vnd.oci.image.layer.v1.tar', digest: digestOf('absent'), size: 6 }],
    });
    const refused = await call('PUT', '/v2/docker-local/foreign/manifests/2.0', lacking, {
      'content-type': OCI_MANIFEST,
    });
    expect(refused.json().errors[0].code).toBe('MANIFEST_BLOB_UNKNOWN');
  });
});

describe('names and permissions', () => {
  it('refuses a bad name and an unknown or non-docker repository', async () => {
    const bad = await call('GET', '/v2/docker-local/Bad_Name/tags/list');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].code).toBe('NAME_INVALID');
    for (const repo of ['nowhere', 'generic-local'])
      expect((await call('GET', `/v2/${repo}/image/tags/list`)).json().errors[0].code).toBe('NAME_UNKNOWN');
  });

  it('lets a reader pull but not push, and asks an anonymous caller to log in', async () => {
    await pushImage('docker-local/readable', '1.0', Buffer.from('readable layer'));
    const pulled = await call('GET', '/v2/docker-local/readable/manifests/1.0', undefined, {}, reader);
    expect(pulled.statusCode).toBe(200);
    const pushed = await call('POST', '/v2/docker-local/readable/blobs/uploads/', undefined, {}, reader);
    expect(pushed.statusCode).toBe(403);
    expect(pushed.json().errors[0].code).toBe('DENIED');
    const elsewhere = await call('GET', '/v2/docker-other/source/tags/list', undefined, {}, reader);
    expect(elsewhere.statusCode).toBe(403);
    const anonymous = await t.server.inject({ method: 'GET', url: '/v2/docker-local/readable/manifests/1.0' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toEqual([
      'Bearer realm="http://localhost:80/v2/token",service="localhost",scope="repository:docker-local/readable:pull"',
      'Basic realm="Artifactory Realm"',
    ]);
    expect(anonymous.json().errors[0].code).toBe('UNAUTHORIZED');
  });
});
