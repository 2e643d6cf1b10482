import { createHash } from 'node:crypto';
import { apiPaths, metadataPaths } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dockerDigestFolders } from '../../../db/migrations/038-docker-digest-folders.ts';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PackageIndex } from '../../packages/package-index.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const READER_PASSWORD = 'Reader-Passw0rd!';
const reader = basic('reader', READER_PASSWORD);
const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json';
const OCI_INDEX = 'application/vnd.oci.image.index.v1+json';
const REPO = 'docker-pins';

const digestOf = (data: Buffer | string) => `sha256:${createHash('sha256').update(data).digest('hex')}`;
const folderOf = (digest: string) => digest.replace(':', '__');

/**
 * Manifests addressed by content (ADR 019): a digest stays pullable whatever happens to the tags
 * that pointed at it, until it is deleted by digest. The reader may read the repository's images
 * but not their `internal` tags.
 */
let t: TestApp;

function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, as = admin, body?: string, type?: string) {
  return t.server.inject({
    method,
    url,
    headers: { ...as, ...(body === undefined ? {} : { 'content-type': type ?? 'application/octet-stream' }) },
    ...(body === undefined ? {} : { payload: body }),
  });
}

async function pushBlob(image: string, data: string): Promise<string> {
  const digest = digestOf(data);
  const res = await call('POST', `/v2/${REPO}/${image}/blobs/uploads/?digest=${digest}`, admin, data);
  expect(res.statusCode, res.body).toBe(201);
  return digest;
}

/** An image whose one layer is `content`; pushed by its digest when no tag is given. */
async function pushImage(image: string, tag: string | undefined, content: string, extra: object = {}) {
  const config = JSON.stringify({ architecture: 'amd64', os: 'linux', history: [{ created_by: `ADD ${content}` }] });
  const configDigest = await pushBlob(image, config);
  const layer = await pushBlob(image, content);
  const manifest = JSON.stringify({
    schemaVersion: 2,
    mediaType: OCI_MANIFEST,
    config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: configDigest, size: config.length },
    layers: [{ mediaType: 'application/vnd.oci.image.layer.v1.tar', digest: layer, size: content.length }],
    ...extra,
  });
  const digest = digestOf(manifest);
  const res = await call('PUT', `/v2/${REPO}/${image}/manifests/${tag ?? digest}`, admin, manifest, OCI_MANIFEST);
  expect(res.statusCode, res.body).toBe(201);
  return { manifest, digest, layer };
}

async function pullable(image: string, pushed: { manifest: string; digest: string; layer: string }, as = admin) {
  const manifest = await call('GET', `/v2/${REPO}/${image}/manifests/${pushed.digest}`, as);
  if (manifest.statusCode !== 200) return false;
  expect(manifest.body).toBe(pushed.manifest);
  const layer = await call('GET', `/v2/${REPO}/${image}/blobs/${pushed.layer}`, as);
  return layer.statusCode === 200;
}

async function tagsOf(image: string, as = admin): Promise<string[]> {
  return (await call('GET', `/v2/${REPO}/${image}/tags/list`, as)).json().tags;
}

async function versionsOf(image: string): Promise<string[]> {
  const versions = await new PackageIndex(t.database.db).versionsIn(REPO, 'docker', image);
  return versions.map(({ version }) => version).sort();
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories([REPO], { packageType: 'docker' });
  await t.createUser('reader', READER_PASSWORD);
  const granted = await t.call('POST', apiPaths.accessPermissions, {
    name: 'reader-pins',
    resources: {
      artifact: {
        targets: { [REPO]: { include_patterns: ['**'], exclude_patterns: ['*/internal/**'] } },
        actions: { users: { reader: ['READ'] }, groups: {} },
      },
    },
  });
  expect(granted.statusCode, granted.body).toBe(201);
});
afterAll(() => t.close());

describe('a pinned digest', () => {
  it('survives a re-push of its tag with other content, manifest and layers, and the tag list shows no digest', async () => {
    const first = await pushImage('moved', '1.0', 'first build');
    const second = await pushImage('moved', '1.0', 'second build');

    expect(await pullable('moved', first)).toBe(true);
    expect(await pullable('moved', second)).toBe(true);
    expect((await call('GET', `/v2/${REPO}/moved/manifests/1.0`)).body).toBe(second.manifest);
    expect(await tagsOf('moved')).toEqual(['1.0']);
    // The tree keeps Artifactory's tag folder, beside the digest folders the manifests live in.
    const paths = await t.storedPaths(REPO);
    for (const folder of ['1.0', folderOf(first.digest), folderOf(second.digest)])
      expect(paths).toContain(`moved/${folder}/manifest.json`);
    expect(paths).toContain(`moved/${folderOf(first.digest)}/${folderOf(first.layer)}`);
    expect(paths).not.toContain(`moved/1.0/${folderOf(first.layer)}`);
  });

  it('survives deletes of its tags, and a delete by digest removes it with every tag pointing at it', async () => {
    const pushed = await pushImage('dropped', 'a', 'dropped build');
    const retag = async (tag: string) => {
      const res = await call('PUT', `/v2/${REPO}/dropped/manifests/${tag}`, admin, pushed.manifest, OCI_MANIFEST);
      expect(res.statusCode, res.body).toBe(201);
    };
    await retag('b');

    for (const tag of ['a', 'b'])
      expect((await call('DELETE', `/v2/${REPO}/dropped/manifests/${tag}`)).statusCode).toBe(202);
    expect((await call('GET', `/v2/${REPO}/dropped/tags/list`)).json().tags).toEqual([]);
    expect(await pullable('dropped', pushed)).toBe(true);

    await retag('c');
    await retag('d');
    expect((await call('DELETE', `/v2/${REPO}/dropped/manifests/${pushed.digest}`)).statusCode).toBe(202);
    expect(await pullable('dropped', pushed)).toBe(false);
    expect((await call('GET', `/v2/${REPO}/dropped/manifests/c`)).statusCode).toBe(404);
    const left = (await t.storedPaths(REPO)).filter((path) => path.startsWith('dropped/'));
    expect(left.filter((path) => !path.startsWith('dropped/_uploads/'))).toEqual([]);
    expect(await versionsOf('dropped')).toEqual([]);
  });

  it('keeps the referrers of a manifest whose tag moved on', async () => {
    const subject = await pushImage('signed', 'latest', 'signed build');
    const signature = await pushImage('signed', undefined, 'signature', {
      artifactType: 'application/vnd.example.signature',
      subject: { mediaType: OCI_MANIFEST, digest: subject.digest, size: subject.manifest.length },
    });
    await pushImage('signed', 'latest', 'next build');

    expect(await pullable('signed', subject)).toBe(true);
    const referrers = await call('GET', `/v2/${REPO}/signed/referrers/${subject.digest}`);
    expect(referrers.json().manifests.map((descriptor: { digest: string }) => descriptor.digest)).toEqual([
      signature.digest,
    ]);
  });

  it('is read as the paths it was pushed to allow: a hidden tag stays hidden by its digest after it moves', async () => {
    const hidden = await pushImage('guarded', 'internal', 'hidden build');
    const shown = await pushImage('guarded', '1.0', 'shown build');
    await pushImage('guarded', 'internal', 'next hidden build');
    await pushImage('guarded', '1.0', 'next shown build');

    expect(await pullable('guarded', hidden, reader)).toBe(false);
    expect(await pullable('guarded', hidden)).toBe(true);
    expect(await pullable('guarded', shown, reader)).toBe(true);
    expect(await tagsOf('guarded', reader)).toEqual(['1.0']);

    // Pushed by its digest too, the manifest is read by its digest folder's own path.
    const res = await call(
      'PUT',
      `/v2/${REPO}/guarded/manifests/${hidden.digest}`,
      admin,
      hidden.manifest,
      OCI_MANIFEST,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await pullable('guarded', hidden, reader)).toBe(true);
  });
});

describe('untagged manifests in the package index', () => {
  it('are versions named by their digest until a tag points at them again; an index keeps its children', async () => {
    const first = await pushImage('loose', '1.0', 'loose first');
    const second = await pushImage('loose', '1.0', 'loose second');
    expect(await versionsOf('loose')).toEqual(['1.0', first.digest].sort());
    // No release: the image's latest version is its tag.
    const listed = await t.server.inject({
      method: 'POST',
      url: metadataPaths.query,
      headers: admin,
      payload: { query: '{ packages(filter: { name: "loose" }) { edges { node { latestVersion versionsCount } } } }' },
    });
    expect(listed.json().data.packages.edges[0].node).toEqual({ latestVersion: '1.0', versionsCount: 2 });

    const res = await call('PUT', `/v2/${REPO}/loose/manifests/old`, admin, first.manifest, OCI_MANIFEST);
    expect(res.statusCode, res.body).toBe(201);
    expect(await versionsOf('loose')).toEqual(['1.0', 'old']);

    // A tag folder deleted as an artifact leaves its manifest shown by digest, as the registry's delete does.
    expect((await call('DELETE', `/artifactory/${REPO}/loose/1.0`)).statusCode).toBe(204);
    expect(await versionsOf('loose')).toEqual(['old', second.digest].sort());
    expect((await call('DELETE', `/v2/${REPO}/loose/manifests/old`)).statusCode).toBe(202);
    expect(await versionsOf('loose')).toEqual([first.digest, second.digest].sort());

    const amd = await pushImage('multi', undefined, 'amd64 build');
    const index = JSON.stringify({
      schemaVersion: 2,
      mediaType: OCI_INDEX,
      manifests: [{ mediaType: OCI_MANIFEST, digest: amd.digest, size: amd.manifest.length }],
    });
    expect(await versionsOf('multi')).toEqual([amd.digest]);
    const indexed = await call('PUT', `/v2/${REPO}/multi/manifests/2.0`, admin, index, OCI_INDEX);
    expect(indexed.statusCode, indexed.body).toBe(201);
    expect(await versionsOf('multi')).toEqual(['2.0']);
  });
});

describe('migration 038', () => {
  it('gives a tag folder stored before it a digest folder, so a re-push of the tag leaves the old digest pullable', async () => {
    const old = await pushImage('legacy', 'internal', 'legacy build');
    const index = JSON.stringify({
      schemaVersion: 2,
      mediaType: OCI_INDEX,
      manifests: [{ mediaType: OCI_MANIFEST, digest: old.digest, size: old.manifest.length }],
    });
    expect((await call('PUT', `/v2/${REPO}/legacy/manifests/list`, admin, index, OCI_INDEX)).statusCode).toBe(201);
    // The layout before: manifests only in their tags' folders.
    for (const digest of [old.digest, digestOf(index)])
      await t.database.db
        .deleteFrom('items')
        .where('repo_key', '=', REPO)
        .where((eb) =>
          eb.or([
            eb('path', '=', `legacy/${folderOf(digest)}`),
            eb.and([eb('path', '=', 'legacy'), eb('name', '=', folderOf(digest))]),
          ]),
        )
        .execute();
    expect((await t.storedPaths(REPO)).some((path) => path.startsWith('legacy/sha256__'))).toBe(false);

    await dockerDigestFolders(t.database.dialect).up(t.database.db);

    const paths = await t.storedPaths(REPO);
    expect(paths).toContain(`legacy/${folderOf(old.digest)}/manifest.json`);
    expect(paths).toContain(`legacy/${folderOf(old.digest)}/${folderOf(old.layer)}`);
    expect(paths).toContain(`legacy/${folderOf(digestOf(index))}/list.manifest.json`);
    await pushImage('legacy', 'internal', 'legacy rebuild');
    expect(await pullable('legacy', old)).toBe(true);
    // Still read as the tag's path it was pushed to; a second run finds nothing left to do.
    expect(await pullable('legacy', old, reader)).toBe(false);
    const migrated = await t.storedPaths(REPO);
    await dockerDigestFolders(t.database.dialect).up(t.database.db);
    expect(await t.storedPaths(REPO)).toEqual(migrated);
  });
});
