import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArcaProcess, startArcaProcess } from './arca-process.ts';
import {
  api,
  blobFiles,
  bytesOf,
  crashAt,
  createRepository,
  eventually,
  heldRequest,
  queryDatabase,
  sha256Of,
} from './crash-helpers.ts';

// An upload session is a row of the database naming its chunks, each a part in the blob store: it
// survives a restart. After a crash the client asks where the upload stands (GET on its location
// answers the Range of the chunks that counted: a chunk cut midway counts not at all) and goes on
// from there; an upload nobody continues is dropped after a day, and so is the part of a cut chunk.
// Its bytes become a blob only at the final PUT, so nothing of an unfinished upload is ever served.

const REPO = 'images';
const MiB = 1024 * 1024;
const MANIFEST_TYPE = 'application/vnd.oci.image.manifest.v1+json';

let arca: ArcaProcess;
beforeAll(async () => {
  arca = await startArcaProcess();
});
afterAll(() => arca?.dispose());

const digestOf = (data: Buffer | string) => `sha256:${sha256Of(data)}`;
const pathOf = (location: string | null) => {
  const url = new URL(location ?? '', arca.baseUrl);
  return `${url.pathname}${url.search}`;
};
/** The parts of uploads, and their sizes. */
const partsDir = () => join(arca.dataDir, 'blobs', '.parts');
const parts = () => readdirSync(partsDir()).map((name) => ({ name, size: statSync(join(partsDir(), name)).size }));

async function startUpload(target = arca): Promise<string> {
  const res = await api(target, 'POST', `/v2/${REPO}/app/blobs/uploads/`);
  expect(res.status, await res.text()).toBe(202);
  return pathOf(res.headers.get('location'));
}

async function patch(location: string, data: Buffer, start: number, target = arca) {
  const res = await api(target, 'PATCH', location, data, {
    'content-type': 'application/octet-stream',
    'content-range': `${start}-${start + data.length - 1}`,
  });
  expect(res.status, await res.text()).toBe(202);
  return pathOf(res.headers.get('location'));
}

const completion = (location: string, data: Buffer) =>
  `${location}${location.includes('?') ? '&' : '?'}digest=${digestOf(data)}`;

async function complete(location: string, data: Buffer) {
  const res = await api(arca, 'PUT', completion(location, data));
  expect(res.status, await res.text()).toBe(201);
}

async function pushImage(tag: string, layer: Buffer) {
  const config = Buffer.from(JSON.stringify({ architecture: 'amd64', os: 'linux', tag }));
  for (const blob of [config, layer]) {
    const res = await api(arca, 'POST', `/v2/${REPO}/app/blobs/uploads/?digest=${digestOf(blob)}`, blob, {
      'content-type': 'application/octet-stream',
    });
    expect(res.status, await res.text()).toBe(201);
  }
  const manifest = JSON.stringify({
    schemaVersion: 2,
    mediaType: MANIFEST_TYPE,
    config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: digestOf(config), size: config.length },
    layers: [{ mediaType: 'application/vnd.oci.image.layer.v1.tar+gzip', digest: digestOf(layer), size: layer.length }],
  });
  const res = await api(arca, 'PUT', `/v2/${REPO}/app/manifests/${tag}`, manifest, { 'content-type': MANIFEST_TYPE });
  expect(res.status, await res.text()).toBe(201);
  return manifest;
}

async function blobStatus(data: Buffer): Promise<number> {
  return (await api(arca, 'HEAD', `/v2/${REPO}/app/blobs/${digestOf(data)}`)).status;
}

async function rowsOf(data: Buffer) {
  const sha256 = sha256Of(data);
  const items = await queryDatabase(arca, 'select id from items where sha256 = ?', [sha256]);
  const blobs = await queryDatabase(arca, 'select sha256 from blobs where sha256 = ?', [sha256]);
  return items.length + blobs.length;
}

describe('a server killed during a chunked OCI blob upload', () => {
  const small = bytesOf('pushed before the crash', 100 * 1024);
  const big = bytesOf('layer cut between chunks', 6 * MiB);
  let manifest: string;

  it('serves no blob of the cut upload, keeps the image pushed before, and lets the upload go on', async () => {
    await createRepository(arca, REPO, 'docker');
    manifest = await pushImage('1.0', small);

    let location = await startUpload();
    location = await patch(location, big.subarray(0, 2 * MiB), 0);
    // The second chunk is cut in the middle: half of it sent, the server writing it.
    const cut = heldRequest(arca, 'PATCH', location, big.subarray(2 * MiB, 4 * MiB), {
      'content-range': `${2 * MiB}-${4 * MiB - 1}`,
    });
    await cut.sendUpTo(MiB);
    const received = () => parts().reduce((sum, part) => sum + part.size, 0);
    await eventually(() => received() >= 2 * MiB + MiB / 2, 'the server has written part of the second chunk');
    const [counted] = parts().filter((part) => part.size === 2 * MiB);
    await arca.crash();
    await expect(cut.answer).rejects.toThrow();

    arca = await arca.restart();
    expect(await blobStatus(big)).toBe(404);
    expect(await rowsOf(big)).toBe(0);
    const tagged = await api(arca, 'GET', `/v2/${REPO}/app/manifests/1.0`, undefined, { accept: MANIFEST_TYPE });
    expect(tagged.status).toBe(200);
    expect(await tagged.text()).toBe(manifest);
    expect(await (await api(arca, 'GET', `/v2/${REPO}/app/tags/list`)).json()).toEqual({
      name: `${REPO}/app`,
      tags: ['1.0'],
    });
    expect(
      sha256Of(Buffer.from(await (await api(arca, 'GET', `/v2/${REPO}/app/blobs/${digestOf(small)}`)).arrayBuffer())),
    ).toBe(sha256Of(small));

    // The session survived: it answers the chunk that counted, and the upload goes on from there.
    const status = await api(arca, 'GET', location);
    expect(status.status).toBe(204);
    const kept = 2 * MiB;
    expect(status.headers.get('range')).toBe(`0-${kept - 1}`);
    location = await patch(location, big.subarray(kept), kept);
    await complete(location, big);
    expect(await blobStatus(big)).toBe(200);
    const downloaded = Buffer.from(
      await (await api(arca, 'GET', `/v2/${REPO}/app/blobs/${digestOf(big)}`)).arrayBuffer(),
    );
    expect(sha256Of(downloaded)).toBe(sha256Of(big));
    await pushImage('2.0', big);
    // Left: the cut chunk's part, which no upload names, for the sweep of parts a day old.
    const left = parts();
    expect(left).toHaveLength(1);
    expect(left[0]?.name).not.toBe(counted?.name);
  }, 30_000);

  it('forgets an upload whose blob was stored but not recorded when the process died, and takes it again', async () => {
    const layer = bytesOf('layer cut at its completion', 512 * 1024);
    await arca.crash();
    // A process that dies once the finished upload is in the blob store, before its item is written.
    let location = '';
    await crashAt(arca, 'deploy-blob-kept', async (crashing) => {
      location = await startUpload(crashing);
      location = await patch(location, layer, 0, crashing);
      await api(crashing, 'PUT', completion(location, layer));
    });
    expect(blobFiles(arca)).toContain(sha256Of(layer));

    arca = await arca.restart();
    expect(await blobStatus(layer)).toBe(404);
    expect(await rowsOf(layer)).toBe(0);
    const status = await api(arca, 'GET', location);
    expect(status.status).toBe(404);
    expect(((await status.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('BLOB_UPLOAD_UNKNOWN');
    expect(parts().filter((part) => location.includes(part.name.slice(0, part.name.indexOf('.'))))).toEqual([]);
    await eventually(() => !blobFiles(arca).includes(sha256Of(layer)), 'the unrecorded blob file is swept');

    location = await startUpload();
    location = await patch(location, layer, 0);
    await complete(location, layer);
    expect(await blobStatus(layer)).toBe(200);
    expect(await rowsOf(layer)).toBe(2);
  }, 30_000);
});
