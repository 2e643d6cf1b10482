import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PackageIndex } from '../../packages/package-index.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json';
const OCI_INDEX = 'application/vnd.oci.image.index.v1+json';
const SIGNATURE = 'application/vnd.example.signature.v1';
const REPO = 'docker-gc';
const CLEANUP = 'docker cleanup';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const digestOf = (data: string) => `sha256:${createHash('sha256').update(data).digest('hex')}`;

/**
 * The registry's cleanup (ADR 019): what no tag and no needed manifest references goes once its
 * grace has passed, and its blobs with it; nothing a tag, a needed manifest or a push in flight
 * needs is touched. This app keeps untagged manifests for no time at all; blobs pushed before
 * their manifest always wait 24 hours for it.
 */
let t: TestApp;

function call(app: TestApp, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: string, type?: string) {
  return app.server.inject({
    method,
    url,
    headers: { ...admin, ...(body === undefined ? {} : { 'content-type': type ?? 'application/octet-stream' }) },
    ...(body === undefined ? {} : { payload: body }),
  });
}

async function pushBlob(app: TestApp, image: string, data: string): Promise<string> {
  const digest = digestOf(data);
  const res = await call(app, 'POST', `/v2/${REPO}/${image}/blobs/uploads/?digest=${digest}`, data);
  expect(res.statusCode, res.body).toBe(201);
  return digest;
}

async function pushManifest(app: TestApp, image: string, reference: string | undefined, manifest: object) {
  const body = JSON.stringify(manifest);
  const digest = digestOf(body);
  const type = (manifest as { mediaType: string }).mediaType;
  const res = await call(app, 'PUT', `/v2/${REPO}/${image}/manifests/${reference ?? digest}`, body, type);
  expect(res.statusCode, res.body).toBe(201);
  return digest;
}

/** The manifest of an image whose config and layers are these blobs, pushed already. */
function imageManifest(
  config: { digest: string; size: number },
  layers: { digest: string; size: number }[],
  extra = {},
) {
  return {
    schemaVersion: 2,
    mediaType: OCI_MANIFEST,
    config: { mediaType: 'application/vnd.oci.image.config.v1+json', ...config },
    layers: layers.map((layer) => ({ mediaType: 'application/vnd.oci.image.layer.v1.tar', ...layer })),
    ...extra,
  };
}

/** Pushes an image of these layers' contents (the config named after the first) and returns its digest. */
async function pushImage(app: TestApp, image: string, tag: string | undefined, contents: string[], extra = {}) {
  const config = JSON.stringify({ architecture: 'amd64', os: 'linux', created_by: contents.join(',') });
  const configDigest = await pushBlob(app, image, config);
  const layers = [];
  for (const content of contents)
    layers.push({ digest: await pushBlob(app, image, content), size: Buffer.byteLength(content) });
  return pushManifest(app, image, tag, imageManifest({ digest: configDigest, size: config.length }, layers, extra));
}

/** A signature-like artifact whose subject is that manifest, pushed by its digest as oras attaches one. */
async function attachSignature(app: TestApp, image: string, subject: string, text: string) {
  const signature = await pushBlob(app, image, text);
  const empty = await pushBlob(app, image, '{}');
  const subjectBody = (await call(app, 'GET', `/v2/${REPO}/${image}/manifests/${subject}`)).body;
  return pushManifest(app, image, undefined, {
    ...imageManifest({ digest: empty, size: 2 }, [{ digest: signature, size: text.length }]),
    artifactType: SIGNATURE,
    subject: { mediaType: OCI_MANIFEST, digest: subject, size: Buffer.byteLength(subjectBody) },
  });
}

const manifestStatus = async (app: TestApp, image: string, digest: string) =>
  (await call(app, 'GET', `/v2/${REPO}/${image}/manifests/${digest}`)).statusCode;

/** Whether the blob store still holds this content, whichever item held it. */
async function stored(app: TestApp, digest: string): Promise<boolean> {
  const sha256 = digest.slice('sha256:'.length);
  const row = await app.database.db
    .selectFrom('blobs')
    .select('sha256')
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  return row !== undefined;
}

/** Makes everything stored below the image look written that long ago, as time passing would. */
async function age(app: TestApp, image: string, ms: number) {
  await app.database.db
    .updateTable('items')
    .set((eb) => ({ modified_at: eb('modified_at', '-', ms), created_at: eb('created_at', '-', ms) }))
    .where('repo_key', '=', REPO)
    .where((eb) => eb.or([eb('path', '=', image), eb('path', 'like', `${image}/%`)]))
    .execute();
}

async function versionsOf(app: TestApp, image: string): Promise<string[]> {
  const versions = await new PackageIndex(app.database.db).versionsIn(REPO, 'docker', image);
  return versions.map(({ version }) => version).sort();
}

beforeAll(async () => {
  t = await buildTestApp({ ARCA_DOCKER_UNTAGGED_RETENTION_DAYS: '0' });
  await t.createRepositories([REPO], { packageType: 'docker' });
});
afterAll(() => t.close());

describe('the registry cleanup', () => {
  it('removes untagged manifests and their blobs, and keeps what tags, needed indexes and subjects need', async () => {
    const first = await pushImage(t, 'app', '1.0', ['shared layer', 'first build']);
    const second = await pushImage(t, 'app', '1.0', ['shared layer', 'second build']);
    const signed = await attachSignature(t, 'app', second, 'signature of the second build');
    const orphan = await attachSignature(t, 'app', first, 'signature of the first build');
    const amd = await pushImage(t, 'app', undefined, ['amd64 build']);
    const arm = await pushImage(t, 'app', undefined, ['arm64 build']);
    const child = (digest: string) => ({ mediaType: OCI_MANIFEST, digest, size: 1 });
    await pushManifest(t, 'app', '2.0', {
      schemaVersion: 2,
      mediaType: OCI_INDEX,
      manifests: [child(amd), child(arm)],
    });
    await age(t, 'app', 2 * DAY_MS);
    expect(await versionsOf(t, 'app')).toContain(first);

    await t.runTask(CLEANUP);

    for (const gone of [first, orphan]) expect(await manifestStatus(t, 'app', gone)).toBe(404);
    for (const kept of [second, signed, amd, arm]) expect(await manifestStatus(t, 'app', kept)).toBe(200);
    expect(await stored(t, digestOf('first build'))).toBe(false);
    expect(await stored(t, digestOf('signature of the first build'))).toBe(false);
    for (const content of ['shared layer', 'second build', 'signature of the second build', 'arm64 build'])
      expect(await stored(t, digestOf(content))).toBe(true);
    const referrers = (await call(t, 'GET', `/v2/${REPO}/app/referrers/${second}`)).json();
    expect(referrers.manifests.map(({ digest }: { digest: string }) => digest)).toEqual([signed]);
    // What stays in _uploads is what a manifest that stays names; the package view forgets the removed.
    const uploads = (await t.storedPaths(REPO)).filter((path) => path.startsWith('app/_uploads/'));
    expect(uploads).not.toContain(`app/_uploads/${digestOf('first build').replace(':', '__')}`);
    expect(uploads).toContain(`app/_uploads/${digestOf('second build').replace(':', '__')}`);
    expect(await versionsOf(t, 'app')).not.toContain(first);
  });

  it('lets a push that shares a layer with an image deleted and cleaned up meanwhile complete and pull', async () => {
    const old = await pushImage(t, 'race', 'old', ['layer both images share', 'layer only the old image has']);
    await age(t, 'race', 2 * DAY_MS);
    // The new push is in flight: its config and layers are uploaded, its manifest not yet.
    const config = JSON.stringify({ architecture: 'amd64', os: 'linux', created_by: 'the new image' });
    const configDigest = await pushBlob(t, 'race', config);
    const shared = await pushBlob(t, 'race', 'layer both images share');

    expect((await call(t, 'DELETE', `/v2/${REPO}/race/manifests/old`)).statusCode).toBe(202);
    await t.runTask(CLEANUP);
    expect(await manifestStatus(t, 'race', old)).toBe(404);
    expect(await stored(t, digestOf('layer only the old image has'))).toBe(false);

    const manifest = imageManifest({ digest: configDigest, size: config.length }, [
      { digest: shared, size: 'layer both images share'.length },
    ]);
    await pushManifest(t, 'race', 'new', manifest);
    expect((await call(t, 'GET', `/v2/${REPO}/race/manifests/new`)).body).toBe(JSON.stringify(manifest));
    expect((await call(t, 'GET', `/v2/${REPO}/race/blobs/${shared}`)).body).toBe('layer both images share');
    expect((await call(t, 'GET', `/v2/${REPO}/race/blobs/${configDigest}`)).body).toBe(config);
  });

  it('removes a blob pushed without a manifest once it has waited a day for one', async () => {
    const waiting = await pushBlob(t, 'abandoned', 'a layer whose manifest never came');
    await t.runTask(CLEANUP);
    expect(await stored(t, waiting)).toBe(true);
    await age(t, 'abandoned', DAY_MS);
    await t.runTask(CLEANUP);
    expect(await stored(t, waiting)).toBe(false);
  });
});

describe('the retention of untagged manifests', () => {
  let kept: TestApp;
  beforeAll(async () => {
    kept = await buildTestApp({ ARCA_DOCKER_UNTAGGED_RETENTION_DAYS: '7' });
    await kept.createRepositories([REPO], { packageType: 'docker' });
  });
  afterAll(() => kept.close());

  it('counts from when a manifest lost its last tag, not from when it was pushed', async () => {
    const first = await pushImage(kept, 'app', '1.0', ['first build']);
    await age(kept, 'app', 30 * DAY_MS);
    await pushImage(kept, 'app', '1.0', ['second build']);
    await kept.runTask(CLEANUP);
    expect(await manifestStatus(kept, 'app', first)).toBe(200);

    // Eight days after the tag moved on.
    await kept.database.db
      .updateTable('package_versions')
      .set((eb) => ({ created_at: eb('created_at', '-', 8 * DAY_MS) }))
      .where('version', '=', first)
      .execute();
    await kept.runTask(CLEANUP);
    expect(await manifestStatus(kept, 'app', first)).toBe(404);
    expect(await stored(kept, digestOf('first build'))).toBe(false);
  });
});
