import { createHash, randomBytes } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockName } from '../../../db/cluster-lock.ts';
import {
  ADMIN_PASSWORD,
  basic,
  buildSecondNode,
  buildTestApp,
  type TestApp,
  testDatabaseUrl,
} from '../../../test/build-test-app.ts';
import { s3NodeSettings, testBucket } from '../../../test/test-s3.ts';
import { until } from '../../../test/until.ts';
import { imageKey } from './docker.service.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const digestOf = (data: Buffer | string) => `sha256:${createHash('sha256').update(data).digest('hex')}`;
const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json';
/** Untagged manifests are removable at once: a cleanup turn judges every one of them. */
const UNTAGGED_AT_ONCE = { ARCA_DOCKER_UNTAGGED_RETENTION_DAYS: '0' };

function call(
  node: TestApp,
  method: 'POST' | 'PUT' | 'PATCH' | 'GET' | 'HEAD',
  url: string,
  body?: Buffer | string,
  headers: Record<string, string> = {},
) {
  return node.server.inject({
    method,
    url,
    headers: { ...admin, ...(body !== undefined ? { 'content-type': 'application/octet-stream' } : {}), ...headers },
    ...(body !== undefined ? { payload: body } : {}),
  });
}

/** The backends of the database waiting for a cluster lock's key, as PostgreSQL sees them. */
async function waitingFor(schema: string | undefined, key: string): Promise<number> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select pid from pg_locks where locktype = 'advisory' and not granted
         and ((classid::bigint << 32) | objid::bigint) = hashtextextended($1, 0)`,
      [lockName(schema ?? '', key)],
    );
    return rows.length;
  } finally {
    await client.end();
  }
}

async function startUpload(node: TestApp, image: string): Promise<string> {
  const start = await call(node, 'POST', `/v2/docker-local/${image}/blobs/uploads/`);
  expect(start.statusCode, start.body).toBe(202);
  return start.headers.location as string;
}

/**
 * Two nodes on one database and one blob store, as behind a balancer that sends each request to
 * any node: pushes whose requests land on either, and image changes on one while the other's
 * cleanup judges the image. On SQLite one process serves the database (ADR 016): both are the
 * same node there, and no other node can wait on it.
 */
describe.each([
  ['a disk store on a shared file system', false],
  ['an S3 bucket', true],
])('a registry on two nodes, blobs in %s', (_store, inBucket) => {
  let a: TestApp;
  let b: TestApp;
  let bucket: { client: S3Client; bucket: string } | undefined;

  beforeAll(async () => {
    bucket = inBucket ? await testBucket() : undefined;
    const settings = { ...UNTAGGED_AT_ONCE, ...(bucket ? s3NodeSettings(bucket.bucket) : {}) };
    a = await buildTestApp(settings);
    await a.createRepositories(['docker-local'], { packageType: 'docker' });
    b = testDatabaseUrl ? await buildSecondNode(a, settings, { sharingBlobs: !inBucket }) : a;
  });
  afterAll(async () => {
    if (b !== a) await b?.close();
    await a?.close();
    bucket?.client.destroy();
  });

  it('A2 takes the POST on one node, the chunks on either, the closing PUT on the other, and serves the blob from both', async () => {
    const data = randomBytes(300 * 1024 + 11);
    const location = await startUpload(a, 'chunked');
    const first = await call(b, 'PATCH', location, data.subarray(0, 100 * 1024), {
      'content-range': `0-${100 * 1024 - 1}`,
    });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.headers.range).toBe(`0-${100 * 1024 - 1}`);
    // A chunk at the wrong offset is refused wherever it lands, and the upload keeps what it has.
    const skipping = await call(a, 'PATCH', location, data.subarray(200 * 1024), {
      'content-range': `${200 * 1024}-${data.length - 1}`,
    });
    expect(skipping.statusCode).toBe(416);
    expect(skipping.headers.range).toBe(`0-${100 * 1024 - 1}`);
    const second = await call(a, 'PATCH', location, data.subarray(100 * 1024, 200 * 1024));
    expect(second.statusCode, second.body).toBe(202);
    expect((await call(b, 'GET', location)).headers.range).toBe(`0-${200 * 1024 - 1}`);
    const done = await call(b, 'PUT', `${location}?digest=${digestOf(data)}`, data.subarray(200 * 1024), {
      'content-range': `${200 * 1024}-${data.length - 1}`,
    });
    expect(done.statusCode, done.body).toBe(201);
    for (const node of [a, b]) {
      const read = await call(node, 'GET', `/v2/docker-local/chunked/blobs/${digestOf(data)}`);
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(data)).toBe(true);
    }
    // The upload is over for every node.
    expect((await call(a, 'GET', location)).statusCode).toBe(404);
  });

  it('A2 completes a one-PATCH push and a push whose content comes with the closing PUT on the other node', async () => {
    const streamed = randomBytes(200 * 1024);
    const location = await startUpload(a, 'streamed');
    expect((await call(a, 'PATCH', location, streamed)).statusCode).toBe(202);
    expect((await call(b, 'PUT', `${location}?digest=${digestOf(streamed)}`)).statusCode).toBe(201);

    const closing = randomBytes(90 * 1024);
    const monolithic = await startUpload(b, 'monolithic');
    const put = await call(a, 'PUT', `${monolithic}?digest=${digestOf(closing)}`, closing);
    expect(put.statusCode, put.body).toBe(201);
    for (const node of [a, b])
      for (const [image, content] of [
        ['streamed', streamed],
        ['monolithic', closing],
      ] as const)
        expect(
          (await call(node, 'GET', `/v2/docker-local/${image}/blobs/${digestOf(content)}`)).rawPayload.equals(content),
        ).toBe(true);
  });

  it('A2 mounts on one node a blob another node stored', async () => {
    const data = randomBytes(120 * 1024);
    const stored = await call(a, 'POST', `/v2/docker-local/source/blobs/uploads/?digest=${digestOf(data)}`, data);
    expect(stored.statusCode, stored.body).toBe(201);
    const mounted = await call(
      b,
      'POST',
      `/v2/docker-local/target/blobs/uploads/?mount=${digestOf(data)}&from=docker-local/source`,
    );
    expect(mounted.statusCode).toBe(201);
    expect((await call(a, 'GET', `/v2/docker-local/target/blobs/${digestOf(data)}`)).rawPayload.equals(data)).toBe(
      true,
    );
  });
  // Another node waiting on a lock is seen in PostgreSQL's lock table; SQLite has no other node.
  if (testDatabaseUrl)
    it('A5 tags on one node an untagged manifest the other node’s cleanup is judging only once it is done, and the tag keeps every file', async () => {
      const config = JSON.stringify({ architecture: 'amd64', os: 'linux' });
      const layer = randomBytes(70 * 1024);
      for (const blob of [config, layer])
        expect(
          (await call(a, 'POST', `/v2/docker-local/judged/blobs/uploads/?digest=${digestOf(blob)}`, blob)).statusCode,
        ).toBe(201);
      const manifest = JSON.stringify({
        schemaVersion: 2,
        mediaType: OCI_MANIFEST,
        config: {
          mediaType: 'application/vnd.oci.image.config.v1+json',
          digest: digestOf(config),
          size: config.length,
        },
        layers: [{ mediaType: 'application/vnd.oci.image.layer.v1.tar', digest: digestOf(layer), size: layer.length }],
      });
      const putManifest = (node: TestApp, reference: string) =>
        node.server.inject({
          method: 'PUT',
          url: `/v2/docker-local/judged/manifests/${reference}`,
          headers: { ...admin, 'content-type': OCI_MANIFEST },
          payload: manifest,
        });
      // Pushed by digest only: untagged, so the cleanup removes it unless a tag comes first.
      expect((await putManifest(a, digestOf(manifest))).statusCode).toBe(201);

      // B holds the image's lock, as its cleanup does while it judges and removes.
      let release = () => {};
      const judging = new Promise<void>((resolve) => {
        release = resolve;
      });
      const held = b.database.locks.run(imageKey('docker-local', 'judged'), () => judging);
      // An injected request starts once awaited: `then` it now.
      const tagging = Promise.resolve(putManifest(a, 'v1'));
      try {
        await until(
          async () => (await waitingFor(a.schema, imageKey('docker-local', 'judged'))) === 1,
          'A waits to tag',
          300,
        );
      } finally {
        release();
      }
      const cleaning = b.runTask('docker cleanup');
      await held;
      expect((await tagging).statusCode).toBe(201);
      await cleaning;

      // Whichever went first, the tag points at a manifest and blobs that are all there.
      for (const node of [a, b]) {
        const tagged = await call(node, 'GET', '/v2/docker-local/judged/manifests/v1', undefined, {
          accept: OCI_MANIFEST,
        });
        expect(tagged.statusCode).toBe(200);
        expect(tagged.body).toBe(manifest);
        expect((await call(node, 'GET', `/v2/docker-local/judged/manifests/${digestOf(manifest)}`)).statusCode).toBe(
          200,
        );
        expect(
          (await call(node, 'GET', `/v2/docker-local/judged/blobs/${digestOf(layer)}`)).rawPayload.equals(layer),
        ).toBe(true);
      }
    });
});
