import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { metadataPaths } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildSecondNode, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { until } from '../../test/until.ts';
import { PENDING } from './blob-hasher.ts';
import { FileBlobStore, SMALL_BLOB_BYTES } from './blob-store.ts';
import { PendingChecksums } from './pending-checksums.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const hex = (algorithm: string, data: Buffer) => createHash(algorithm).update(data).digest('hex');

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['docker-local'], { packageType: 'docker' });
  await t.createRepositories(['files-local']);
});
afterAll(() => t.close());

const digestOf = (data: Buffer | string) => `sha256:${hex('sha256', Buffer.from(data))}`;

/** Pushes `data` as a blob of the image in one request. */
async function pushBlob(image: string, data: Buffer | string): Promise<void> {
  const pushed = await t.server.inject({
    method: 'POST',
    url: `/v2/docker-local/${image}/blobs/uploads/?digest=${digestOf(data)}`,
    headers: { ...admin, 'content-type': 'application/octet-stream' },
    payload: data,
  });
  expect(pushed.statusCode, pushed.body).toBe(201);
}

/** A layer pushed in one request, larger than content hashed in full at once; its file's path. */
async function pushLayer(image: string): Promise<{ data: Buffer; path: string }> {
  const data = randomBytes(SMALL_BLOB_BYTES * 4 + 17);
  await pushBlob(image, data);
  return { data, path: `${image}/_uploads/sha256__${hex('sha256', data)}` };
}

/** Sets the content's sha1 and md5 back to pending, as a node that stopped before computing them leaves them. */
async function markPending(data: Buffer): Promise<void> {
  await t.database.db
    .updateTable('blobs')
    .set({ sha1: PENDING, md5: PENDING })
    .where('sha256', '=', hex('sha256', data))
    .execute();
}

async function aql(query: string) {
  const answer = await t.server.inject({
    method: 'POST',
    url: '/artifactory/api/search/aql',
    headers: { ...admin, 'content-type': 'text/plain' },
    payload: query,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().results;
}

async function storedRow(data: Buffer) {
  return t.database.db
    .selectFrom('blobs')
    .select(['sha1', 'md5'])
    .where('sha256', '=', hex('sha256', data))
    .executeTakeFirstOrThrow();
}

const own = (data: Buffer) => ({ sha1: hex('sha1', data), md5: hex('md5', data) });

/**
 * A layer whose sha1 and md5 are pending, as a node that stopped before computing them leaves it:
 * pushed, computed in the background, then set back.
 */
async function pendingLayer(image: string): Promise<{ data: Buffer; path: string }> {
  const layer = await pushLayer(image);
  await until(async () => (await storedRow(layer.data)).md5 !== PENDING, 'the push is computed');
  await markPending(layer.data);
  return layer;
}

describe('sha1 and md5 computed after a registry push (ADR 034)', () => {
  it('computes them in the background once the push has answered, with no read asking', async () => {
    const { data } = await pushLayer('background');
    await until(async () => (await storedRow(data)).md5 !== PENDING, 'the sha1 and md5 are computed');
    expect(await storedRow(data)).toEqual(own(data));
  });

  it('completes them for the storage API, a download and a folder listing, and records them', async () => {
    const { data, path } = await pendingLayer('read');
    const info = await t.call('GET', `/artifactory/api/storage/docker-local/${path}`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().checksums).toMatchObject({ ...own(data), sha256: hex('sha256', data) });
    expect(await storedRow(data)).toEqual(own(data));

    const again = await pendingLayer('download');
    const download = await t.call('GET', `/artifactory/docker-local/${again.path}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['x-checksum-sha1']).toBe(hex('sha1', again.data));
    expect(download.headers['x-checksum-md5']).toBe(hex('md5', again.data));

    const listed = await pendingLayer('listed');
    const list = await t.call('GET', '/artifactory/api/storage/docker-local/listed/_uploads?list&deep=1');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().files).toEqual([expect.objectContaining({ sha1: hex('sha1', listed.data) })]);
  });

  it('finds content by the md5 or sha1 that was pending, through AQL and the checksum search', async () => {
    const { data, path } = await pendingLayer('searched');
    expect(await aql(`items.find({"actual_md5":"${hex('md5', data)}"}).include("name","actual_sha1")`)).toEqual([
      expect.objectContaining({ name: path.slice(path.lastIndexOf('/') + 1), actual_sha1: hex('sha1', data) }),
    ]);

    const other = await pendingLayer('searched-sha1');
    const search = await t.call('GET', `/artifactory/api/search/checksum?sha1=${hex('sha1', other.data)}`);
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().results).toEqual([{ uri: expect.stringContaining(other.path) }]);
  });

  it('shows them in AQL results, computing only the results', async () => {
    const shown = await pendingLayer('aql-shown');
    const elsewhere = await pendingLayer('aql-elsewhere');
    const shownPath = '{"repo":"docker-local","path":"aql-shown/_uploads"}';
    expect(await aql(`items.find(${shownPath}).include("name","actual_md5","actual_sha1")`)).toEqual([
      expect.objectContaining({ actual_md5: hex('md5', shown.data), actual_sha1: hex('sha1', shown.data) }),
    ]);
    expect(await storedRow(elsewhere.data)).toEqual({ sha1: PENDING, md5: PENDING });
  });

  it('shows them among the files of an image, and finds the image by them, in the metadata queries', async () => {
    const { data } = await pendingLayer('shown');
    const config = JSON.stringify({ architecture: 'amd64', os: 'linux', rootfs: { type: 'layers', diff_ids: [] } });
    await pushBlob('shown', config);
    const manifest = JSON.stringify({
      schemaVersion: 2,
      mediaType: 'application/vnd.oci.image.manifest.v1+json',
      config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: digestOf(config), size: config.length },
      layers: [{ mediaType: 'application/vnd.oci.image.layer.v1.tar+gzip', digest: digestOf(data), size: data.length }],
    });
    const tagged = await t.server.inject({
      method: 'PUT',
      url: '/v2/docker-local/shown/manifests/1.0',
      headers: { ...admin, 'content-type': 'application/vnd.oci.image.manifest.v1+json' },
      payload: manifest,
    });
    expect(tagged.statusCode, tagged.body).toBe(201);
    await markPending(data);

    const query = async (text: string, variables: Record<string, unknown>) => {
      const answer = await t.server.inject({
        method: 'POST',
        url: metadataPaths.query,
        headers: admin,
        payload: { query: text, variables },
      });
      expect(answer.json().errors).toBeUndefined();
      return answer.json().data;
    };
    const found = await query(
      'query ($query: PackageQuery) { packages(query: $query) { edges { node { id name } } } }',
      { query: { checksum: hex('md5', data) } },
    );
    expect(found.packages.edges).toEqual([{ node: { id: expect.any(String), name: 'shown' } }]);
    await markPending(data);
    const versions = await query(
      'query ($filter: VersionFilter) { versions(filter: $filter) { edges { node { files { sha256 md5 sha1 } } } } }',
      { filter: { packageId: found.packages.edges[0].node.id, includeFiles: true } },
    );
    const files = versions.versions.edges.flatMap((edge: { node: { files: unknown[] } }) => edge.node.files);
    expect(files).toContainEqual({ sha256: hex('sha256', data), ...own(data) });
  });

  it('completes them at once when the same content is deployed in full', async () => {
    const { data } = await pendingLayer('deployed-again');
    const deployed = await t.server.inject({
      method: 'PUT',
      url: '/artifactory/files-local/same-bytes.bin',
      headers: admin,
      payload: data,
    });
    expect(deployed.statusCode, deployed.body).toBe(201);
    expect(await storedRow(data)).toEqual(own(data));
  });

  it('computes, once started again, what a stopped node left pending', async () => {
    const { data } = await pendingLayer('restarted');
    await t.stop();
    t = await buildTestApp({}, t);
    await until(async () => (await storedRow(data)).md5 !== PENDING, 'the restarted node computes them');
    expect(await storedRow(data)).toEqual(own(data));
  });

  it('leaves content it cannot read pending, says so, and still answers searches', async () => {
    const { data } = await pendingLayer('lost');
    const sha256 = hex('sha256', data);
    rmSync(join(t.dataDir, 'blobs', sha256.slice(0, 2), sha256.slice(2, 4), sha256));
    const lostPath = '{"repo":"docker-local","path":"lost/_uploads"}';
    expect(await aql(`items.find(${lostPath}).include("name","actual_md5")`)).toEqual([
      expect.objectContaining({ name: `sha256__${sha256}`, actual_md5: PENDING }),
    ]);
    expect(await storedRow(data)).toEqual({ sha1: PENDING, md5: PENDING });
    expect(await t.readLogs()).toContain('could not compute the sha1 and md5 of a stored content');
  });

  it('computes a blob once for readers that ask at the same time', async () => {
    const { data } = await pendingLayer('twice');
    let reads = 0;
    const files = new FileBlobStore(join(t.dataDir, 'blobs'));
    const counting = Object.assign(Object.create(files) as FileBlobStore, {
      serve: (sha256: string, size: number): Readable => {
        reads++;
        return files.serve(sha256, size);
      },
    });
    const checksums = new PendingChecksums(t.database.db, counting, (error) => {
      throw error;
    });
    const [first, second] = await Promise.all([
      checksums.complete(hex('sha256', data)),
      checksums.complete(hex('sha256', data)),
    ]);
    expect(first).toEqual(own(data));
    expect(second).toEqual(own(data));
    expect(reads).toBe(1);
    expect(await checksums.complete(hex('sha256', randomBytes(8)))).toBeUndefined();
    await files.close();
  });

  it('takes no background work once closed, leaving it pending for the next start', async () => {
    const { data } = await pendingLayer('closed');
    const files = new FileBlobStore(join(t.dataDir, 'blobs'));
    const checksums = new PendingChecksums(t.database.db, files, (error) => {
      throw error;
    });
    await checksums.close();
    checksums.later(hex('sha256', data));
    checksums.resume();
    await checksums.idle();
    expect(await storedRow(data)).toEqual({ sha1: PENDING, md5: PENDING });
    await files.close();
  });

  it('is completed by another node sharing the content', async () => {
    const { data, path } = await pendingLayer('across');
    const second = await buildSecondNode(t, {}, { sharingBlobs: true });
    try {
      const info = await second.call('GET', `/artifactory/api/storage/docker-local/${path}`);
      expect(info.statusCode, info.body).toBe(200);
      expect(info.json().checksums).toMatchObject(own(data));
      expect(await storedRow(data)).toEqual(own(data));
    } finally {
      await second.close();
    }
  });
});
