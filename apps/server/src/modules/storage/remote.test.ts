import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type StorageFileInfo, type StorageFileList, type StorageStats, serverMessages } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { StorageChange } from './storage-events.ts';

/** A remote repository in front of a second Arca server, started here on loopback. */
let upstream: TestApp;
let upstreamUrl: string;
let t: TestApp;
const admin = basic('admin', ADMIN_PASSWORD);

const get = (app: TestApp, url: string) => app.server.inject({ method: 'GET', url, headers: admin });
const put = (app: TestApp, url: string, body: string) =>
  app.server.inject({ method: 'PUT', url, headers: admin, payload: body });

async function remote(key: string, config: Record<string, unknown> = {}) {
  const res = await t.call('PUT', `/artifactory/api/repositories/${key}`, {
    rclass: 'remote',
    packageType: 'generic',
    url: `${upstreamUrl}/artifactory/origin`,
    username: 'admin',
    password: ADMIN_PASSWORD,
    ...config,
  });
  expect(res.statusCode).toBe(200);
}

/** How often the upstream served a file: its own download count. */
async function upstreamDownloads(path: string): Promise<number> {
  const res = await get(upstream, `/artifactory/api/storage/origin/${path}?stats`);
  return res.json<StorageStats>().downloadCount;
}

beforeAll(async () => {
  upstream = await buildTestApp();
  upstreamUrl = await upstream.server.listen({ port: 0, host: '127.0.0.1' });
  await upstream.createRepositories(['origin']);
  await put(upstream, '/artifactory/origin/lib/a.txt', 'upstream a');
  await put(upstream, '/artifactory/origin/lib/b.txt', 'upstream b');
  t = await buildTestApp();
  await remote('proxy');
});
afterAll(async () => {
  await t.close();
  await upstream.close();
});

describe('remote repositories', () => {
  it('tells storage listeners of an upstream file it stores as cached, not deployed', async () => {
    const seen: StorageChange[] = [];
    t.storageListeners.add({ changed: async (_tx, changes) => void seen.push(...changes) });
    await remote('events-proxy');
    expect((await get(t, '/artifactory/events-proxy/lib/b.txt')).statusCode).toBe(200);
    expect(seen).toEqual([
      expect.objectContaining({ type: 'cached', repoKey: 'events-proxy', path: 'lib/b.txt', size: 10 }),
    ]);
  });

  it('fetches a file from the upstream on a miss and records where it came from', async () => {
    const res = await get(t, '/artifactory/proxy/lib/a.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('upstream a');
    const info = await get(t, '/artifactory/api/storage/proxy/lib/a.txt');
    expect(info.json<StorageFileInfo>()).toMatchObject({
      repo: 'proxy',
      remoteUrl: `${upstreamUrl}/artifactory/origin/lib/a.txt`,
      checksums: { sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
  });

  it('serves the cached copy afterwards without asking the upstream again', async () => {
    const before = await upstreamDownloads('lib/a.txt');
    expect((await get(t, '/artifactory/proxy/lib/a.txt')).body).toBe('upstream a');
    expect(await upstreamDownloads('lib/a.txt')).toBe(before);
  });

  it('makes cached items browsable', async () => {
    const list = await get(t, '/artifactory/api/storage/proxy?list&deep=1');
    expect(list.json<StorageFileList>().files.map((file) => file.uri)).toEqual(['/lib/a.txt']);
  });

  it('answers 404 for what the upstream does not have, and remembers the miss', async () => {
    expect((await get(t, '/artifactory/proxy/lib/later.txt')).statusCode).toBe(404);
    await put(upstream, '/artifactory/origin/lib/later.txt', 'arrived later');
    expect((await get(t, '/artifactory/proxy/lib/later.txt')).statusCode).toBe(404);
  });

  it('asks again at once when misses are not to be remembered', async () => {
    await remote('eager', { missedRetrievalCachePeriodSecs: 0 });
    expect((await get(t, '/artifactory/eager/lib/soon.txt')).statusCode).toBe(404);
    await put(upstream, '/artifactory/origin/lib/soon.txt', 'soon');
    expect((await get(t, '/artifactory/eager/lib/soon.txt')).body).toBe('soon');
  });

  it('checks metadata again once its retrieval cache period has passed', async () => {
    await put(upstream, '/artifactory/origin/org/acme/maven-metadata.xml', '<metadata>1.0</metadata>');
    await remote('maven-fresh', { packageType: 'maven', retrievalCachePeriodSecs: 0 });
    await remote('maven-cached', { packageType: 'maven', retrievalCachePeriodSecs: 3600 });
    for (const key of ['maven-fresh', 'maven-cached'])
      expect((await get(t, `/artifactory/${key}/org/acme/maven-metadata.xml`)).body).toBe('<metadata>1.0</metadata>');
    await put(upstream, '/artifactory/origin/org/acme/maven-metadata.xml', '<metadata>1.1</metadata>');
    expect((await get(t, '/artifactory/maven-fresh/org/acme/maven-metadata.xml')).body).toBe(
      '<metadata>1.1</metadata>',
    );
    expect((await get(t, '/artifactory/maven-cached/org/acme/maven-metadata.xml')).body).toBe(
      '<metadata>1.0</metadata>',
    );
  });

  it('never contacts the upstream while offline', async () => {
    await remote('dark', { offline: true });
    const before = await upstreamDownloads('lib/b.txt');
    expect((await get(t, '/artifactory/dark/lib/b.txt')).statusCode).toBe(404);
    expect(await upstreamDownloads('lib/b.txt')).toBe(before);
  });

  it('answers 404 when the upstream refuses its credentials', async () => {
    await remote('wrong-password', { password: 'not-the-password' });
    expect((await get(t, '/artifactory/wrong-password/lib/b.txt')).statusCode).toBe(404);
  });

  it('resolves through a virtual repository whose members are local and remote', async () => {
    await t.createRepositories(['mine']);
    await put(t, '/artifactory/mine/lib/a.txt', 'local a');
    await t.call('PUT', '/artifactory/api/repositories/everything', {
      rclass: 'virtual',
      packageType: 'generic',
      repositories: ['mine', 'proxy'],
    });
    expect((await get(t, '/artifactory/everything/lib/a.txt')).body).toBe('local a');
    expect((await get(t, '/artifactory/everything/lib/b.txt')).body).toBe('upstream b');
  });

  it('serves from the cache when the upstream is down, and fails hard only when told to', async () => {
    await remote('hard', { hardFail: true });
    expect((await get(t, '/artifactory/hard/lib/a.txt')).statusCode).toBe(200);
    await upstream.server.close();

    expect((await get(t, '/artifactory/proxy/lib/a.txt')).body).toBe('upstream a');
    expect((await get(t, '/artifactory/proxy/lib/never-cached.txt')).statusCode).toBe(404);
    expect((await get(t, '/artifactory/hard/lib/a.txt')).body).toBe('upstream a');
    const hard = await get(t, '/artifactory/hard/lib/never-cached.txt');
    expect(hard.statusCode).toBe(502);
    expect(hard.json().errors[0].message).toContain("The upstream of remote repository 'hard' failed");
  });
});

describe('remote repositories behind the outbound guard', () => {
  it('refuse an upstream on loopback, private or link-local addresses unless the operator allows them', async () => {
    let hits = 0;
    const receiver = http.createServer((_request, response) => {
      hits++;
      response.end('internal');
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    const guarded = await buildTestApp({ ARCA_OUTBOUND_ALLOW_PRIVATE_TARGETS: 'false' });
    try {
      const targets = {
        loopback: `http://127.0.0.1:${port}`,
        'by-name': `http://localhost:${port}`,
        metadata: 'http://169.254.169.254/latest',
        mapped: `http://[::ffff:127.0.0.1]:${port}`,
      };
      for (const [key, url] of Object.entries(targets)) {
        const created = await guarded.call('PUT', `/artifactory/api/repositories/${key}`, {
          rclass: 'remote',
          packageType: 'generic',
          url,
          hardFail: true,
        });
        expect(created.statusCode, created.body).toBe(200);
        const res = await guarded.call('GET', `/artifactory/${key}/meta-data/secret.txt`);
        expect(res.statusCode, key).toBe(502);
        const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
        expect(res.json().errors[0].message, key).toContain(serverMessages.privateOutboundTarget(host));
      }
      expect(hits).toBe(0);
      // The test servers' own allowance (ARCA_OUTBOUND_ALLOW_PRIVATE_TARGETS=true) reaches it.
      const allowed = await buildTestApp();
      try {
        await allowed.call('PUT', '/artifactory/api/repositories/loopback', {
          rclass: 'remote',
          packageType: 'generic',
          url: targets.loopback,
        });
        expect((await allowed.call('GET', '/artifactory/loopback/a.txt')).body).toBe('internal');
        expect(hits).toBe(1);
      } finally {
        await allowed.close();
      }
    } finally {
      await guarded.close();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
