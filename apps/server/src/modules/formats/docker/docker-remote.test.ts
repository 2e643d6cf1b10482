import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PackageIndex } from '../../packages/package-index.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json';

/** A remote docker repository in front of a second Arca server's local one, on loopback; a virtual one over both. */
let upstream: TestApp;
let upstreamUrl: string;
let t: TestApp;

const digestOf = (data: Buffer | string) => `sha256:${createHash('sha256').update(data).digest('hex')}`;

function call(
  app: TestApp,
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: string,
  headers: Record<string, string> = {},
) {
  return app.server.inject({
    method,
    url,
    headers: { ...admin, ...headers },
    ...(body === undefined ? {} : { payload: body }),
  });
}

async function pushImage(app: TestApp, name: string, tag: string, layer: string) {
  const config = JSON.stringify({ architecture: 'amd64', os: 'linux', history: [{ created_by: 'ADD layer /' }] });
  for (const blob of [config, layer]) {
    const pushed = await call(app, 'POST', `/v2/${name}/blobs/uploads/?digest=${digestOf(blob)}`, blob, {
      'content-type': 'application/octet-stream',
    });
    expect(pushed.statusCode, pushed.body).toBe(201);
  }
  const manifest = JSON.stringify({
    schemaVersion: 2,
    mediaType: OCI_MANIFEST,
    config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: digestOf(config), size: config.length },
    layers: [{ mediaType: 'application/vnd.oci.image.layer.v1.tar', digest: digestOf(layer), size: layer.length }],
  });
  const response = await call(app, 'PUT', `/v2/${name}/manifests/${tag}`, manifest, { 'content-type': OCI_MANIFEST });
  expect(response.statusCode, response.body).toBe(201);
  return { manifest, digest: digestOf(manifest), layer: digestOf(layer) };
}

async function createRepository(key: string, config: Record<string, unknown>) {
  const res = await t.call('PUT', `/artifactory/api/repositories/${key}`, { packageType: 'docker', ...config });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  upstream = await buildTestApp();
  upstreamUrl = await upstream.server.listen({ port: 0, host: '127.0.0.1' });
  await upstream.createRepositories(['docker-local'], { packageType: 'docker' });
  t = await buildTestApp();
  await t.createRepositories(['docker-local'], { packageType: 'docker' });
  await createRepository('docker-remote', {
    rclass: 'remote',
    url: `${upstreamUrl}/docker-local`,
    username: 'admin',
    password: ADMIN_PASSWORD,
  });
  await createRepository('docker-virtual', {
    rclass: 'virtual',
    repositories: ['docker-local', 'docker-remote'],
    defaultDeploymentRepo: 'docker-local',
  });
});
afterAll(async () => {
  await t.close();
  await upstream.close();
});

describe('remote docker repositories', () => {
  it('pulls a manifest and its layer from the upstream and caches them through storage', async () => {
    const pushed = await pushImage(upstream, 'docker-local/proxied/app', '1.0', 'upstream layer');
    const manifest = await call(t, 'GET', '/v2/docker-remote/proxied/app/manifests/1.0');
    expect(manifest.statusCode, manifest.body).toBe(200);
    expect(manifest.body).toBe(pushed.manifest);
    expect(manifest.headers['content-type']).toBe(OCI_MANIFEST);
    expect(manifest.headers['docker-content-digest']).toBe(pushed.digest);
    const layer = await call(t, 'GET', `/v2/docker-remote/proxied/app/blobs/${pushed.layer}`);
    expect(layer.body).toBe('upstream layer');
    const cached = await t.database.db
      .selectFrom('items')
      .select(['path', 'name', 'remote_url'])
      .where('repo_key', '=', 'docker-remote')
      .where('type', '=', 'file')
      .orderBy('path')
      .execute();
    expect(cached).toEqual([
      {
        path: 'proxied/app/1.0',
        name: 'manifest.json',
        remote_url: `${upstreamUrl}/v2/docker-local/proxied/app/manifests/1.0`,
      },
      {
        path: 'proxied/app/_uploads',
        name: pushed.layer.replace(':', '__'),
        remote_url: `${upstreamUrl}/v2/docker-local/proxied/app/blobs/${pushed.layer}`,
      },
    ]);
    expect((await call(t, 'GET', '/v2/docker-remote/proxied/app/tags/list')).json().tags).toEqual(['1.0']);
    const [version] = await new PackageIndex(t.database.db).versionsIn('docker-remote', 'docker', 'proxied/app');
    expect(version?.version).toBe('1.0');

    // Blobs are immutable: once cached, the upstream losing them does not matter.
    expect((await call(upstream, 'DELETE', `/v2/docker-local/proxied/app/manifests/${pushed.digest}`)).statusCode).toBe(
      202,
    );
    expect((await call(upstream, 'DELETE', `/v2/docker-local/proxied/app/blobs/${pushed.layer}`)).statusCode).toBe(202);
    expect((await call(t, 'GET', `/v2/docker-remote/proxied/app/blobs/${pushed.layer}`)).body).toBe('upstream layer');
    expect((await call(t, 'GET', `/v2/docker-remote/proxied/app/manifests/${pushed.digest}`)).body).toBe(
      pushed.manifest,
    );
  });

  it('asks the upstream for a tag again once the retrieval cache period is over', async () => {
    await createRepository('docker-fresh', {
      rclass: 'remote',
      url: `${upstreamUrl}/docker-local`,
      username: 'admin',
      password: ADMIN_PASSWORD,
      retrievalCachePeriodSecs: 0,
    });
    await pushImage(upstream, 'docker-local/moving', 'latest', 'first');
    await call(t, 'GET', '/v2/docker-fresh/moving/manifests/latest');
    await call(t, 'GET', '/v2/docker-remote/moving/manifests/latest');
    const second = await pushImage(upstream, 'docker-local/moving', 'latest', 'second');
    const fresh = await call(t, 'GET', '/v2/docker-fresh/moving/manifests/latest');
    expect(fresh.headers['docker-content-digest']).toBe(second.digest);
    // The default period (two hours) keeps the tag as it was first fetched.
    const kept = await call(t, 'GET', '/v2/docker-remote/moving/manifests/latest');
    expect(kept.headers['docker-content-digest']).not.toBe(second.digest);
  });

  it('answers MANIFEST_UNKNOWN for what neither the cache nor the upstream has, and refuses pushes', async () => {
    const missing = await call(t, 'GET', '/v2/docker-remote/proxied/none/manifests/1.0');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].code).toBe('MANIFEST_UNKNOWN');
    const push = await call(t, 'POST', '/v2/docker-remote/proxied/app/blobs/uploads/');
    expect(push.statusCode).toBe(405);
    expect(push.json().errors[0].code).toBe('UNSUPPORTED');
  });
});

describe('virtual docker repositories', () => {
  it('reads through its members in order, merges their tags and pushes to the default deployment repository', async () => {
    await pushImage(upstream, 'docker-local/shared', 'remote-only', 'from upstream');
    const local = await pushImage(t, 'docker-local/shared', 'both', 'local wins');
    await pushImage(upstream, 'docker-local/shared', 'both', 'upstream loses');
    expect((await call(t, 'GET', '/v2/docker-virtual/shared/manifests/both')).body).toBe(local.manifest);
    const viaRemote = await call(t, 'GET', '/v2/docker-virtual/shared/manifests/remote-only');
    expect(viaRemote.statusCode).toBe(200);
    expect((await call(t, 'GET', '/v2/docker-virtual/shared/tags/list')).json()).toEqual({
      name: 'docker-virtual/shared',
      tags: ['both', 'remote-only'],
    });

    const pushed = await pushImage(t, 'docker-virtual/pushed', '1.0', 'through the virtual');
    expect((await call(t, 'GET', '/v2/docker-local/pushed/manifests/1.0')).body).toBe(pushed.manifest);
    expect((await call(t, 'GET', `/v2/docker-virtual/pushed/blobs/${pushed.layer}`)).body).toBe('through the virtual');
  });

  it('lets a reader of one member read through the virtual repository, and challenges anonymous callers', async () => {
    const pushed = await pushImage(t, 'docker-local/members', '1.0', 'member layer');
    await t.createUser('reader', 'Reader-Passw0rd!');
    await t.grant('local-readers', ['docker-local'], { reader: ['READ'] });
    const asReader = await t.server.inject({
      method: 'GET',
      url: '/v2/docker-virtual/members/manifests/1.0',
      headers: basic('reader', 'Reader-Passw0rd!'),
    });
    expect(asReader.statusCode).toBe(200);
    expect(asReader.body).toBe(pushed.manifest);
    const anonymous = await t.server.inject({ method: 'GET', url: '/v2/docker-virtual/members/manifests/1.0' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors[0].code).toBe('UNAUTHORIZED');
  });
});
