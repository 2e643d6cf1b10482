import { createHash } from 'node:crypto';
import { apiPaths } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const VIEWER_PASSWORD = 'Viewer-Passw0rd!';
const viewer = basic('viewer', VIEWER_PASSWORD);
const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json';
const EMPTY_CONFIG = '{}';

const digestOf = (data: Buffer | string) => `sha256:${createHash('sha256').update(data).digest('hex')}`;

/**
 * One image in a local repository, read through a remote repository in front of it (this same
 * server as its upstream) and a virtual one over it. The viewer reads the image but not its
 * internal tags' folders.
 */
let t: TestApp;

function call(method: 'GET' | 'POST' | 'PUT', url: string, as: Record<string, string>, body?: string) {
  return t.server.inject({
    method,
    url,
    headers: { ...as, ...(body === undefined ? {} : { 'content-type': OCI_MANIFEST }) },
    ...(body === undefined ? {} : { payload: body }),
  });
}

async function push(reference: string, manifest: string) {
  const res = await call('PUT', `/v2/docker-team/app/manifests/${reference}`, admin, manifest);
  expect(res.statusCode, res.body).toBe(201);
}

/** A manifest without layers; with `subject`, an artifact that refers to that manifest. */
function manifestOf(artifactType: string, subject?: string) {
  return JSON.stringify({
    schemaVersion: 2,
    mediaType: OCI_MANIFEST,
    artifactType,
    config: { mediaType: 'application/vnd.oci.empty.v1+json', digest: digestOf(EMPTY_CONFIG), size: 2 },
    layers: [],
    ...(subject ? { subject: { mediaType: OCI_MANIFEST, digest: subject, size: 1 } } : {}),
  });
}

async function tagsOf(repoKey: string, as: Record<string, string>) {
  const res = await call('GET', `/v2/${repoKey}/app/tags/list`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().tags;
}

async function referrersOf(subject: string, as: Record<string, string>) {
  const res = await call('GET', `/v2/docker-team/app/referrers/${subject}`, as);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().manifests as { digest: string }[]).map((descriptor) => descriptor.digest).sort();
}

beforeAll(async () => {
  t = await buildTestApp();
  const url = await t.server.listen({ port: 0, host: '127.0.0.1' });
  await t.createRepositories(['docker-team'], { packageType: 'docker' });
  for (const [key, config] of [
    ['docker-mirror', { rclass: 'remote', url: `${url}/docker-team`, username: 'admin', password: ADMIN_PASSWORD }],
    ['docker-all', { rclass: 'virtual', repositories: ['docker-team'] }],
  ] as const) {
    const res = await t.call('PUT', `/artifactory/api/repositories/${key}`, { packageType: 'docker', ...config });
    expect(res.statusCode, res.body).toBe(200);
  }
  await t.createUser('viewer', VIEWER_PASSWORD);
  const target = { include_patterns: ['app/**'], exclude_patterns: ['app/internal-*/**'] };
  const granted = await t.call('POST', apiPaths.accessPermissions, {
    name: 'viewer-app',
    resources: {
      artifact: {
        targets: { 'docker-team': target, 'docker-mirror': target },
        actions: { users: { viewer: ['READ'] }, groups: {} },
      },
    },
  });
  expect(granted.statusCode, granted.body).toBe(201);
  const config = await t.server.inject({
    method: 'POST',
    url: `/v2/docker-team/app/blobs/uploads/?digest=${digestOf(EMPTY_CONFIG)}`,
    headers: { ...admin, 'content-type': 'application/octet-stream' },
    payload: EMPTY_CONFIG,
  });
  expect(config.statusCode, config.body).toBe(201);
});
afterAll(() => t.close());

describe('registry listings', () => {
  it('M1 lists only the tags and referrers a path-limited grant reaches', async () => {
    const image = manifestOf('application/vnd.example.image');
    await push('1.0', image);
    await push('internal-rc', manifestOf('application/vnd.example.candidate'));
    const signature = manifestOf('application/vnd.example.signature', digestOf(image));
    const sbom = manifestOf('application/vnd.example.sbom', digestOf(image));
    // The signature is held both under a hidden tag and by its digest, where the viewer reads it.
    await push('internal-sig', signature);
    await push(digestOf(signature), signature);
    await push('internal-sbom', sbom);

    expect(await tagsOf('docker-team', admin)).toEqual(['1.0', 'internal-rc', 'internal-sbom', 'internal-sig']);
    for (const repoKey of ['docker-team', 'docker-mirror', 'docker-all'])
      expect(await tagsOf(repoKey, viewer), repoKey).toEqual(['1.0']);

    expect(await referrersOf(digestOf(image), admin)).toEqual([digestOf(signature), digestOf(sbom)].sort());
    expect(await referrersOf(digestOf(image), viewer)).toEqual([digestOf(signature)]);
  });
});
