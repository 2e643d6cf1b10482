import { appendFileSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { hostname, release } from 'node:os';
import { join } from 'node:path';
import {
  SUPPORT_BUNDLE_LIMITS,
  type SupportBundle,
  type SupportBundleCreated,
  supportBundleMessages,
  supportBundlePaths,
  webhookPaths,
} from '@arca/contract';
import { readZip } from '@arca/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, buildSecondNode, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { OUTBOX_FILE } from '../mail/mailer.ts';

let t: TestApp;
const dana = basic('dana', 'Dana-Passw0rd!');
const messages = (res: { json(): { errors: { message: string }[] } }) => res.json().errors.map((e) => e.message);

/** Secrets planted in every place configuration keeps one; none may reach a bundle. */
const planted = {
  admin: 'Planted-Admin-Secret-41f',
  smtp: 'Planted-Smtp-Secret-9c2',
  proxy: 'Planted-Proxy-Secret-d70',
  remote: 'Planted-Remote-Secret-5ab',
  webhook: 'Planted-Webhook-Secret-e13',
  header: 'Planted-Header-Secret-22c',
};

/** A bundle with no logs and no dumps: quick to make. */
const small = { parameters: { logs: { include: false }, thread_dump: { count: 0 } } };

async function generate(body: object) {
  return t.call('POST', supportBundlePaths.generate, body);
}

async function list(): Promise<SupportBundle[]> {
  const res = await t.call('GET', supportBundlePaths.list);
  expect(res.statusCode).toBe(200);
  return (res.json() as { bundles: SupportBundle[] }).bundles;
}

async function finished(id: string): Promise<SupportBundle> {
  for (let i = 0; i < 300; i++) {
    const bundle = (await list()).find((b) => b.id === id);
    if (bundle && bundle.status !== 'in progress') return bundle;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`bundle ${id} did not finish`);
}

async function download(id: string): Promise<Map<string, Buffer>> {
  const res = await t.call('GET', supportBundlePaths.download(id));
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="support-bundle-${id}.zip"`);
  return readZip(res.rawPayload);
}

beforeAll(async () => {
  t = await buildTestApp({
    ARCA_ADMIN_PASSWORD: planted.admin,
    ARCA_SMTP_URL: `smtp://mailer:${planted.smtp}@127.0.0.1:2525`,
    ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  });
  await t.createUser('dana', 'Dana-Passw0rd!');
  const proxy = { key: 'corp', host: 'proxy.example.com', port: 3128, username: 'u', password: planted.proxy };
  expect((await t.call('POST', '/artifactory/api/proxies', proxy)).statusCode).toBe(201);
  const remote = {
    rclass: 'remote',
    packageType: 'generic',
    url: 'http://127.0.0.1:9/',
    username: 'u',
    password: planted.remote,
  };
  expect((await t.call('PUT', '/artifactory/api/repositories/upstream', remote)).statusCode).toBe(200);
  const webhook = {
    key: 'notify',
    description: '',
    enabled: true,
    event_filter: {
      domain: 'artifact',
      event_types: ['deployed'],
      criteria: {
        anyLocal: true,
        anyRemote: false,
        anyFederated: false,
        repoKeys: [],
        includePatterns: [],
        excludePatterns: [],
      },
    },
    handlers: [
      {
        handler_type: 'webhook',
        url: 'http://127.0.0.1:9/hook',
        secret: planted.webhook,
        use_secret_for_signing: false,
        custom_http_headers: [{ name: 'X-Team', value: planted.header }],
      },
    ],
  };
  expect((await t.call('POST', webhookPaths.subscriptions, webhook)).statusCode).toBe(201);
});
afterAll(() => t.close());

describe('making a bundle', () => {
  it('R15.04 R28.120 R28.117 R28.119 creates a bundle from the creation payload, lists it and downloads its zip', async () => {
    const res = await generate({
      service: 'artifactory',
      name: 'slow uploads',
      description: 'uploads hang at 99%',
      parameters: { thread_dump: { count: 2, interval: 20 } },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as SupportBundleCreated;
    expect(created.artifactory.service_id).toMatch(/^jfrt@/);
    expect(created.artifactory.bundle_url).toMatch(new RegExp(`${supportBundlePaths.rest.archive(created.id)}$`));
    const bundle = await finished(created.id);
    expect(bundle).toMatchObject({ name: 'slow uploads', description: 'uploads hang at 99%', status: 'success' });
    expect(Math.abs(bundle.create_date - Date.now())).toBeLessThan(60_000);

    const entries = await download(created.id);
    const names = [...entries.keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        'logs/artifactory-service.log',
        'logs/artifactory-request.log',
        'configuration.json',
        'system.json',
        'thread-dumps/report-1.json',
        'thread-dumps/report-2.json',
      ]),
    );
    const system = JSON.parse(entries.get('system.json')?.toString() ?? '{}');
    expect(system.arca.version).toBe('0.0.0-test');
    expect(system.database.kind).toBe(t.database.dialect);
    expect(system.database.size_bytes).toBeGreaterThan(0);
    expect(system.memory.total).toBeGreaterThan(0);
    expect(system.os).toEqual({
      platform: process.platform,
      release: release(),
      arch: process.arch,
      hostname: hostname(),
      uptime_seconds: expect.any(Number),
    });
    expect(system.os.uptime_seconds).toBeGreaterThan(0);
    const volume = await statfs(t.config.dataDir);
    expect(system.disk).toEqual({
      path: t.config.dataDir,
      total: volume.blocks * volume.bsize,
      free: expect.any(Number),
    });
    expect(system.disk.total).toBeGreaterThan(0);
    expect(system.disk.free).toBeGreaterThan(0);
    expect(system.disk.free).toBeLessThanOrEqual(system.disk.total);
    expect(system.nodes.map((n: { node_id: string }) => n.node_id)).toEqual([t.config.nodeId]);
    const report = JSON.parse(entries.get('thread-dumps/report-1.json')?.toString() ?? '{}');
    expect(report.javascriptStack).toBeDefined();
    expect(report.environmentVariables).toBeUndefined();
    const configuration = JSON.parse(entries.get('configuration.json')?.toString() ?? '{}');
    expect(configuration.repositories.map((r: { repo_key: string }) => r.repo_key)).toContain('upstream');
    expect(configuration.proxies[0].password).toBe('[REDACTED]');
  });

  it('never puts a secret in a bundle: every planted secret is absent from every entry', async () => {
    const created = (await generate({ name: 'secrets' })).json() as SupportBundleCreated;
    await finished(created.id);
    const raw = (await t.call('GET', supportBundlePaths.download(created.id))).rawPayload;
    const entries = readZip(raw);
    expect(entries.size).toBeGreaterThan(3);
    const text = [...entries.values()].map((data) => data.toString('utf8')).join('\n');
    expect(text).toContain('proxy.example.com');
    for (const secret of Object.values(planted)) {
      expect(text).not.toContain(secret);
      expect(raw.includes(secret)).toBe(false);
    }
  });

  it('R15.05 takes thread-dump count and interval given as whole-number text', async () => {
    const res = await generate({
      parameters: { logs: { include: false }, thread_dump: { count: '1', interval: '0' } },
    });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as SupportBundleCreated).id;
    expect((await finished(id)).status).toBe('success');
    expect([...(await download(id)).keys()].filter((name) => name.startsWith('thread-dumps/'))).toHaveLength(1);
  });

  it('takes only the logs last written in the date range', async () => {
    const res = await generate({
      parameters: { logs: { start_date: '2001-01-01', end_date: '2001-01-02' }, thread_dump: { count: 0 } },
    });
    const id = (res.json() as SupportBundleCreated).id;
    await finished(id);
    // Today's logs were written after the range, but live files may still hold its lines.
    const names = [...(await download(id)).keys()];
    expect(names).toContain('logs/artifactory-service.log');

    const future = await generate({
      parameters: { logs: { start_date: '2999-01-01', end_date: '2999-01-02' }, thread_dump: { count: 0 } },
    });
    const futureId = (future.json() as SupportBundleCreated).id;
    await finished(futureId);
    expect([...(await download(futureId)).keys()].some((name) => name.startsWith('logs/'))).toBe(false);
  });
});

describe('bad requests', () => {
  it('refuses thread-dump counts and intervals out of bounds or not whole numbers', async () => {
    for (const thread_dump of [{ count: 11 }, { count: -1 }, { count: 1.5 }, { count: 'two' }]) {
      const res = await generate({ parameters: { thread_dump } });
      expect(res.statusCode, JSON.stringify(thread_dump)).toBe(400);
      expect(messages(res)).toEqual([supportBundleMessages.threadDumpCount]);
    }
    for (const interval of [30_001, 'soon', -5]) {
      const res = await generate({ parameters: { thread_dump: { count: 1, interval } } });
      expect(res.statusCode).toBe(400);
      expect(messages(res)).toEqual([supportBundleMessages.threadDumpInterval]);
    }
  });

  it('refuses bad dates, a reversed range and another service', async () => {
    const bad = await generate({ parameters: { logs: { start_date: '2026-02-30' } } });
    expect(messages(bad)).toEqual([supportBundleMessages.badDate('logs.start_date')]);
    const reversed = await generate({ parameters: { logs: { start_date: '2026-03-02', end_date: '2026-03-01' } } });
    expect(messages(reversed)).toEqual([supportBundleMessages.dateOrder]);
    const xray = await generate({ service: 'xray' });
    expect(xray.statusCode).toBe(400);
    expect(messages(xray)).toEqual([supportBundleMessages.serviceNotHere('xray')]);
    expect((await generate({ name: 'n'.repeat(SUPPORT_BUNDLE_LIMITS.nameMaxLength + 1) })).statusCode).toBe(400);
  });

  it('answers 404 for a bundle that does not exist, whatever its id holds', async () => {
    // `..` alone is resolved by the URL itself: no bundle route is reached.
    expect((await t.call('GET', supportBundlePaths.download('..'))).statusCode).toBe(404);
    // An id longer than any route parameter is refused by the router.
    expect((await t.call('GET', supportBundlePaths.download('a'.repeat(200)))).statusCode).toBe(414);
    for (const id of ['20260101T000000-deadbeef', '../master.key', '..%2F..%2Fmaster.key', 'a'.repeat(90)]) {
      const download = await t.call('GET', supportBundlePaths.download(id));
      expect(download.statusCode, id).toBe(404);
      expect(messages(download)).toEqual([supportBundleMessages.notFound(id)]);
      expect((await t.call('DELETE', supportBundlePaths.delete(id))).statusCode, id).toBe(404);
    }
  });

  it('queues at most a few bundles: of 20 requests at once the rest get 429, and the server stays well', async () => {
    const slow = { parameters: { logs: { include: false }, thread_dump: { count: 2, interval: 200 } } };
    const answers = await Promise.all(Array.from({ length: 20 }, () => generate(slow)));
    const accepted = answers.filter((res) => res.statusCode === 201);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(accepted).toHaveLength(SUPPORT_BUNDLE_LIMITS.maxPending);
    expect(refused).toHaveLength(20 - SUPPORT_BUNDLE_LIMITS.maxPending);
    expect(messages(refused[0] as never)).toEqual([supportBundleMessages.busy]);
    expect(refused[0]?.headers['retry-after']).toBeDefined();
    for (const res of accepted)
      expect((await finished((res.json() as SupportBundleCreated).id)).status).toBe('success');
    expect((await generate(small)).statusCode).toBe(201);
  });

  it('keeps the bundle calls to administrators', async () => {
    expect((await t.call('GET', supportBundlePaths.list, undefined, dana)).statusCode).toBe(403);
    expect((await t.call('POST', supportBundlePaths.generate, small, dana)).statusCode).toBe(403);
    const id = (await list())[0]?.id ?? '';
    expect((await t.call('GET', supportBundlePaths.download(id), undefined, dana)).statusCode).toBe(403);
    expect((await t.call('DELETE', supportBundlePaths.delete(id), undefined, dana)).statusCode).toBe(403);
    expect((await t.call('GET', supportBundlePaths.rest.list, undefined, {})).statusCode).toBe(401);
  });
});

describe('keeping and deleting', () => {
  it('R28.118 deletes a bundle and its file', async () => {
    const id = ((await generate(small)).json() as SupportBundleCreated).id;
    await finished(id);
    expect((await t.call('DELETE', supportBundlePaths.delete(id))).statusCode).toBe(204);
    expect((await list()).some((b) => b.id === id)).toBe(false);
    expect((await t.call('GET', supportBundlePaths.download(id))).statusCode).toBe(404);
  });

  it(`keeps the newest ${SUPPORT_BUNDLE_LIMITS.kept} bundles`, async () => {
    for (let n = 0; n < SUPPORT_BUNDLE_LIMITS.kept + 1; n++)
      await finished(((await generate(small)).json() as SupportBundleCreated).id);
    expect(await list()).toHaveLength(SUPPORT_BUNDLE_LIMITS.kept);
  });

  it('turns a bundle left in progress by a stopped server into a failure when it starts again', async () => {
    await t.database.db
      .insertInto('support_bundles')
      .values({
        bundle_id: 'interrupted',
        name: 'interrupted',
        description: '',
        status: 'in progress',
        node_id: t.config.nodeId,
        size: null,
        error: null,
        created_at: Date.now() + 1000,
      })
      .execute();
    await t.stop();
    t = await buildTestApp({}, t);
    expect((await list()).find((b) => b.id === 'interrupted')?.status).toBe('failure');
  });
});

describe('the Artifactory API', () => {
  it('creates, reads, lists, downloads and deletes a bundle in the shapes JFrog tools read', async () => {
    const res = await t.call('POST', supportBundlePaths.rest.create, small);
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as SupportBundleCreated;
    await finished(id);
    const one = await t.call('GET', supportBundlePaths.rest.bundle(id));
    expect(one.json()).toMatchObject({ id, status: 'success', created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(Object.keys(one.json()).sort()).toEqual(['created', 'description', 'id', 'name', 'status']);
    const all = (await t.call('GET', supportBundlePaths.rest.list)).json() as {
      bundles: { id: string }[];
      count: number;
    };
    expect(all.count).toBe(all.bundles.length);
    expect(all.bundles.find((b) => b.id === id)).toEqual(one.json());
    const archive = await t.call('GET', supportBundlePaths.rest.archive(id));
    expect(readZip(archive.rawPayload).has('configuration.json')).toBe(true);
    expect((await t.call('DELETE', supportBundlePaths.rest.bundle(id))).statusCode).toBe(204);
    expect((await t.call('GET', supportBundlePaths.rest.bundle(id))).statusCode).toBe(404);
  });
});

/** A port that was free a moment ago: connecting to it is refused. */
async function portNobodyListensOn(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a bundle made on one node of a cluster', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await buildSecondNode(t, { ARCA_NODE_ID: 'node-two', ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    await t.server.listen({ host: '127.0.0.1', port: 0 });
    await second.server.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => second.close());

  it('holds the other Online nodes’ logs, each under its node id, and says which node did not answer', async () => {
    appendFileSync(join(second.dataDir, 'logs', 'artifactory-service.log'), '{"msg":"only on node-two"}\n');
    const gone = `http://127.0.0.1:${await portNobodyListensOn()}`;
    // An Online node that cannot be reached: its heartbeat is fresh, its address answers nothing.
    await t.database.db
      .insertInto('nodes')
      .values({
        node_id: 'node-gone',
        service_id: 'jfrt@test',
        address: gone,
        version: '0.0.0-test',
        micro_services: '[]',
        started_at: Date.now(),
        last_heartbeat: Date.now(),
        stopped_at: null,
        heartbeat_ms: 60_000,
        settings_fingerprint: null,
      })
      .execute();
    try {
      const id = ((await generate({ parameters: { thread_dump: { count: 0 } } })).json() as SupportBundleCreated).id;
      expect((await finished(id)).status).toBe('success');
      const entries = await download(id);
      expect(entries.get('nodes/node-two/logs/artifactory-service.log')?.toString()).toContain('only on node-two');
      expect(entries.get('logs/artifactory-service.log')?.toString()).not.toContain('only on node-two');
      expect(entries.get('nodes/node-gone/not-gathered.txt')?.toString()).toBe(
        `Node node-gone (${gone}) did not list its log files for this bundle: ECONNREFUSED\n`,
      );
      expect([...entries.keys()].filter((name) => name.startsWith(`nodes/${t.config.nodeId}/`))).toEqual([]);
    } finally {
      await t.database.db.deleteFrom('nodes').where('node_id', '=', 'node-gone').execute();
    }
  });

  it('lets only an administrator or a node read a node’s log files', async () => {
    const listing = `${supportBundlePaths.nodeLogs}?from=0&to=${Date.now()}`;
    expect((await second.call('GET', listing, undefined, dana)).statusCode).toBe(403);
    expect(
      (await second.call('GET', supportBundlePaths.nodeLogFile('artifactory-service.log'), undefined, {})).statusCode,
    ).toBe(401);
    expect((await second.call('GET', supportBundlePaths.nodeLogFile(OUTBOX_FILE))).statusCode).toBe(404);
  });
});
