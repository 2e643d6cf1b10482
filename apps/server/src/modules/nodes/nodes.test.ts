import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type HaStatus,
  type LogData,
  type NodeStatusItem,
  type RouterHealth,
  type ServiceStatus,
  systemLogMessages,
  systemLogPaths,
  systemStatusMessages,
  systemStatusPaths,
} from '@arca/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { processClock } from '../../db/database-clock.ts';
import { basic, buildSecondNode, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { SettingsRepository } from '../settings/settings.repository.ts';
import { NodeRegistry } from './node-registry.ts';
import { NODE_TOKEN_HEADER, NodeTokens } from './node-token.ts';
import { NodesRepository } from './nodes.repository.ts';

let first: TestApp;
const dana = basic('dana', 'Dana-Passw0rd!');
const messages = (res: { json(): { errors: { message: string }[] } }) => res.json().errors.map((e) => e.message);

async function services(app: TestApp) {
  const res = await app.call('GET', systemStatusPaths.services);
  expect(res.statusCode).toBe(200);
  return (res.json() as ServiceStatus).services.flatMap((service) => service.nodes);
}

beforeAll(async () => {
  first = await buildTestApp({ ARCA_NODE_ID: 'node-a' });
  await first.createUser('dana', 'Dana-Passw0rd!');
});
afterAll(() => first.close());

describe('one node', () => {
  it('R20.07 R28.042 reads the nodes status as items with service_id, state and node_id', async () => {
    const res = await first.call('GET', systemStatusPaths.nodes);
    expect(res.statusCode).toBe(200);
    const items = res.json() as NodeStatusItem[];
    expect(items).toEqual([
      { service_id: expect.stringMatching(/^jfrt@[0-9a-f]{26}$/), state: 'HEALTHY', node_id: 'node-a' },
    ]);
  });

  it('R20.02 describes a node with its status, heartbeat, uptime, micro-services and service id', async () => {
    const [node] = await services(first);
    expect(node).toMatchObject({
      node_id: 'node-a',
      status: 'Online',
      micro_services: expect.arrayContaining(['access', 'event', 'metadata']),
      address: expect.stringMatching(/^https?:\/\//),
      version: '0.0.0-test',
    });
    expect(Date.now() - (node?.last_heartbeat ?? 0)).toBeLessThan(60_000);
    expect(node?.uptime).toBeGreaterThanOrEqual(0);
    expect(node?.service_id).toMatch(/^jfrt@/);
  });

  it('R20.08 R28.043 answers the HA status: one node is not HA', async () => {
    const res = await first.call('GET', systemStatusPaths.ha);
    expect(res.json()).toEqual({ isHa: false, nodeCount: 1 } satisfies HaStatus);
  });

  it('keeps the status calls to administrators', async () => {
    for (const path of [systemStatusPaths.nodes, systemStatusPaths.ha, systemStatusPaths.services]) {
      expect((await first.call('GET', path, undefined, dana)).statusCode).toBe(403);
      expect((await first.call('GET', path, undefined, {})).statusCode).toBe(401);
    }
  });

  it('answers router health without authentication, in the shape load balancers read', async () => {
    const res = await first.call('GET', systemStatusPaths.health, undefined, {});
    expect(res.statusCode).toBe(200);
    const health = res.json() as RouterHealth;
    expect(health.router).toEqual({ node_id: 'node-a', state: 'HEALTHY', message: 'OK' });
    expect(health.services).toEqual([
      { service_id: expect.stringMatching(/^jfrt@/), node_id: 'node-a', state: 'HEALTHY', message: 'OK' },
    ]);
  });

  it('refuses to delete the node answering the call while it is online, and unknown nodes', async () => {
    const [node] = await services(first);
    const self = await first.call('DELETE', systemStatusPaths.deleteNode(node?.service_id ?? '', 'node-a'));
    expect(self.statusCode).toBe(409);
    expect(messages(self)).toEqual([systemStatusMessages.nodeOnline('node-a')]);
    const unknown = await first.call('DELETE', systemStatusPaths.deleteNode(node?.service_id ?? '', 'node-z'));
    expect(unknown.statusCode).toBe(404);
    expect(messages(unknown)).toEqual([systemStatusMessages.nodeNotFound('node-z')]);
    const wrongService = await first.call('DELETE', systemStatusPaths.deleteNode('jfxr@other', 'node-a'));
    expect(wrongService.statusCode).toBe(404);
    expect((await first.call('DELETE', systemStatusPaths.deleteNode('x', 'node-a'), undefined, dana)).statusCode).toBe(
      403,
    );
  });
});

describe('two nodes on one database', () => {
  let second: TestApp;
  let serviceId: string;
  beforeAll(async () => {
    second = await buildSecondNode(first, { ARCA_NODE_ID: 'node-b' });
    await first.server.listen({ host: '127.0.0.1', port: 0 });
    await second.server.listen({ host: '127.0.0.1', port: 0 });
    serviceId = (await services(first))[0]?.service_id ?? '';
  });
  afterAll(() => second.close());

  it('R20.01 lists both nodes under the artifact service, Online, with one service id', async () => {
    const res = await first.call('GET', systemStatusPaths.services);
    const status = res.json() as ServiceStatus;
    expect(status.services.map((s) => s.type)).toEqual(['artifactory']);
    expect(status.services[0]?.nodes.map((n) => [n.node_id, n.status, n.service_id])).toEqual([
      ['node-a', 'Online', serviceId],
      ['node-b', 'Online', serviceId],
    ]);
    expect((await second.call('GET', systemStatusPaths.ha)).json()).toEqual({ isHa: true, nodeCount: 2 });
  });

  it("R19.22 R19.23 answers another node's log config and data from that node", async () => {
    appendFileSync(join(second.dataDir, 'logs', 'artifactory-service.log'), '{"msg":"only on node-b"}\n');
    const config = await first.call('GET', `${systemLogPaths.config('artifactory')}?nodeId=node-b`);
    expect(config.statusCode).toBe(200);
    expect(config.json().logs[0]).toBe('artifactory-service.log');
    const there = await first.call(
      'GET',
      `${systemLogPaths.data('artifactory')}?nodeId=node-b&id=artifactory-service.log&file_size=0`,
    );
    expect(there.statusCode).toBe(200);
    expect((there.json() as LogData).log_content).toContain('only on node-b');
    const here = await first.call(
      'GET',
      `${systemLogPaths.data('artifactory')}?nodeId=node-a&id=artifactory-service.log&file_size=0`,
    );
    expect((here.json() as LogData).log_content).not.toContain('only on node-b');
  });

  it('refuses node-to-node calls with a forged or replayed token, or one made for another node', async () => {
    const url = `${systemLogPaths.config('artifactory')}?nodeId=node-b`;
    const forged = await second.call('GET', url, undefined, { [NODE_TOKEN_HEADER]: `${Date.now()}.nonce.forged` });
    expect(forged.statusCode).toBe(401);
    const tokens = new NodeTokens(Buffer.alloc(32, 7));
    const otherKey = await second.call('GET', url, undefined, {
      [NODE_TOKEN_HEADER]: tokens.sign('node-b', 'GET', url),
    });
    expect(otherKey.statusCode).toBe(401);
    const signed = tokens.sign('node-b', 'GET', url, 1_000);
    expect(tokens.verify(signed, 'node-b', 'GET', url, 1_000 + 61_000)).toBe(false);
    expect(tokens.verify(signed, 'node-b', 'GET', `${url}x`, 1_000)).toBe(false);
    expect(tokens.verify(signed, 'node-a', 'GET', url, 1_000)).toBe(false);
    expect(tokens.verify(signed, 'node-b', 'GET', url, 1_000 + 30_000)).toBe(true);
    // Taken once: the same token again, even within its minute, opens nothing.
    expect(tokens.verify(signed, 'node-b', 'GET', url, 1_000 + 30_001)).toBe(false);
    expect(tokens.verify(tokens.sign('node-b', 'GET', url, 1_000), 'node-b', 'GET', url, 1_000)).toBe(true);
  });

  it('C4 answers router health 503 while a node drains before it stops, and goes on serving', async () => {
    await second.server.draining.drain(0);
    const draining = await second.call('GET', systemStatusPaths.health, undefined, {});
    expect(draining.statusCode).toBe(503);
    expect((draining.json() as RouterHealth).router).toEqual({
      node_id: 'node-b',
      state: 'UNHEALTHY',
      message: 'The node is stopping',
    });
    expect((await second.call('GET', systemStatusPaths.services)).statusCode).toBe(200);
    expect((await first.call('GET', systemStatusPaths.health, undefined, {})).statusCode).toBe(200);
  });

  it('answers 404 for a node that is not registered', async () => {
    const res = await first.call('GET', `${systemLogPaths.config('artifactory')}?nodeId=node-q`);
    expect(res.statusCode).toBe(404);
    expect(messages(res)).toEqual([systemLogMessages.nodeNotFound('node-q')]);
  });

  it('R20.03 R20.06 R28.044 turns a stopped node Offline at once; then an administrator deletes it', async () => {
    await second.stop();
    const nodes = await services(first);
    expect(nodes.map((n) => [n.node_id, n.status, n.uptime === null])).toEqual([
      ['node-a', 'Online', false],
      ['node-b', 'Offline', true],
    ]);
    const status = (await first.call('GET', systemStatusPaths.nodes)).json() as NodeStatusItem[];
    expect(status.find((n) => n.node_id === 'node-b')?.state).toBe('UNHEALTHY');
    const unreachable = await first.call(
      'GET',
      `${systemLogPaths.data('artifactory')}?nodeId=node-b&id=artifactory-service.log`,
    );
    expect(unreachable.statusCode).toBe(502);
    expect(messages(unreachable)).toEqual([systemLogMessages.nodeUnreachable('node-b')]);

    const removed = await first.call('DELETE', systemStatusPaths.deleteNode(serviceId, 'node-b'));
    expect(removed.statusCode).toBe(204);
    expect((await services(first)).map((n) => n.node_id)).toEqual(['node-a']);
  });
});

describe('a node started with other settings than the cluster’s', () => {
  let odd: TestApp;
  beforeAll(async () => {
    odd = await buildSecondNode(first, {
      ARCA_NODE_ID: 'node-odd',
      ARCA_FEATURE_FLAGS: 'TESTED',
      ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      // Its own heartbeat period is no difference: each node is judged by its own.
      ARCA_NODE_HEARTBEAT_MILLIS: '2000',
    });
  });
  afterAll(() => odd.close());

  it('A10 says at start, in one line, which shared settings differ from an Online node’s', async () => {
    const warnings = (await odd.readLogs())
      .split('\n')
      .filter((line) => line.includes('start every node of a cluster with the same'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0] ?? '{}')).toMatchObject({
      level: 40,
      settings: ['ARCA_FEATURE_FLAGS', 'ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS'],
      nodes: ['node-a'],
      msg: 'ARCA_FEATURE_FLAGS, ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS differ from the Online node node-a: start every node of a cluster with the same, or they answer differently',
    });
    expect(await first.readLogs()).not.toContain('start every node of a cluster with the same');
  });

  it('A10 R20.02 flags the nodes that differ on the service status', async () => {
    const nodes = await services(first);
    const differing = ['ARCA_FEATURE_FLAGS', 'ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS'];
    expect(nodes.find((node) => node.node_id === 'node-a')?.settings_differ).toEqual(differing);
    expect(nodes.find((node) => node.node_id === 'node-odd')?.settings_differ).toEqual(differing);
    await odd.stop();
    // An Offline node's settings no longer count.
    expect((await services(first)).find((node) => node.node_id === 'node-a')).not.toHaveProperty('settings_differ');
  });
});

describe('heartbeats', () => {
  it('R20.03 turns a node whose heartbeats stop Offline after three missed periods, and back Online when one comes', async () => {
    let now = 1_000_000;
    const nodes = new NodesRepository(
      first.database.db,
      processClock(() => now),
    );
    const registry = new NodeRegistry({
      nodes,
      settings: new SettingsRepository(first.database.db),
      self: { nodeId: 'node-crash', address: 'http://127.0.0.1:1', version: '1.0.0' },
      heartbeatMillis: 1000,
      settingsFingerprint: {},
      log: first.server.log,
    });
    await registry.start();
    await registry.stop().catch(() => undefined);
    // A crash leaves no stop mark: only the heartbeats end.
    await first.database.db
      .updateTable('nodes')
      .set({ stopped_at: null })
      .where('node_id', '=', 'node-crash')
      .execute();
    const status = async () => (await registry.list()).find((n) => n.node_id === 'node-crash')?.status;
    now += 3000;
    expect(await status()).toBe('Online');
    now += 1;
    expect(await status()).toBe('Offline');
    await nodes.heartbeat('node-crash');
    expect(await status()).toBe('Online');
    await nodes.delete(await registry.serviceId(), 'node-crash');
  });
});

describe('router health when the database does not answer', () => {
  let down: TestApp;
  beforeAll(async () => {
    down = await buildTestApp({ ARCA_NODE_ID: 'node-down' });
  });
  afterAll(async () => {
    // Stopping marks the node stopped in the database, which is gone: the stop fails, the rest is removed.
    await down.stop().catch(() => undefined);
    await down.close();
  });

  it('answers 503 with the router and its service UNHEALTHY, without authentication', async () => {
    const healthy = await down.call('GET', systemStatusPaths.health, undefined, {});
    expect(healthy.statusCode).toBe(200);
    const serviceId = (healthy.json() as RouterHealth).services[0]?.service_id ?? '';
    expect(serviceId).toMatch(/^jfrt@[0-9a-f]{26}$/);

    await down.database.close();
    const res = await down.call('GET', systemStatusPaths.health, undefined, {});
    expect(res.statusCode).toBe(503);
    const message = 'The database does not answer';
    expect(res.json()).toEqual({
      router: { node_id: 'node-down', state: 'UNHEALTHY', message },
      services: [{ service_id: serviceId, node_id: 'node-down', state: 'UNHEALTHY', message }],
    } satisfies RouterHealth);
  });
});

describe('a node that dies without stopping', () => {
  let dead: TestApp;
  beforeAll(async () => {
    dead = await buildSecondNode(first, { ARCA_NODE_ID: 'node-dead', ARCA_NODE_HEARTBEAT_MILLIS: '1000' });
  });
  afterAll(() => dead.close());

  /** Its process ends without the stop mark, its last heartbeat `agoMs` before the database's now. */
  async function crash(agoMs: number) {
    await dead.stop();
    await first.database.db
      .updateTable('nodes')
      .set({ stopped_at: null, last_heartbeat: sql<number>`last_heartbeat - ${agoMs}` })
      .where('node_id', '=', 'node-dead')
      .execute();
  }

  it('C3 has its router health answer 503 while its heartbeats do not reach the database, and 200 once they do', async () => {
    const heartbeat = NodesRepository.prototype.heartbeat;
    const failing = vi.spyOn(NodesRepository.prototype, 'heartbeat').mockImplementation(function (
      this: NodesRepository,
      nodeId: string,
    ) {
      if (nodeId === 'node-dead') return Promise.reject(new Error('could not extend file: No space left on device'));
      return heartbeat.call(this, nodeId);
    });
    try {
      await dead.runTask('node heartbeat');
      const failed = await dead.call('GET', systemStatusPaths.health, undefined, {});
      expect(failed.statusCode).toBe(503);
      expect((failed.json() as RouterHealth).router).toEqual({
        node_id: 'node-dead',
        state: 'UNHEALTHY',
        message: 'The node’s heartbeats do not reach the database',
      });
    } finally {
      failing.mockRestore();
    }
    await dead.runTask('node heartbeat');
    expect((await dead.call('GET', systemStatusPaths.health, undefined, {})).statusCode).toBe(200);
  });

  it('C3 R20.03 is judged Offline by its own heartbeat period, not the reader’s', async () => {
    // Four seconds without a heartbeat: three of its own one-second periods missed, not of the reader's five.
    await crash(4000);
    const dying = (await services(first)).find((node) => node.node_id === 'node-dead');
    expect(dying?.status).toBe('Offline');
  });

  it('C3 B6 has its running jobs and unfinished support bundles taken back by the cluster’s reaper, once', async () => {
    const bundleId = 'dead-node-bundle';
    await first.database.db
      .insertInto('support_bundles')
      .values({
        bundle_id: bundleId,
        name: 'made on the dead node',
        description: '',
        status: 'in progress',
        node_id: 'node-dead',
        size: null,
        error: null,
        created_at: Date.now(),
      })
      .execute();
    const job = await first.database.db
      .insertInto('jobs')
      .values({
        kind: 'left-running',
        payload: '{}',
        status: 'running',
        attempts: 1,
        run_at: Date.now(),
        created_at: Date.now(),
        locked_by: 'node-dead/worker-1',
        locked_until: Date.now() + 300_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await first.runTask('offline node reaper');
    const released = await first.database.db
      .selectFrom('jobs')
      .select(['status', 'locked_by', 'last_error'])
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(released).toEqual({ status: 'pending', locked_by: null, last_error: 'the process stopped' });
    const bundle = await first.database.db
      .selectFrom('support_bundles')
      .select(['status', 'error'])
      .where('bundle_id', '=', bundleId)
      .executeTakeFirstOrThrow();
    expect(bundle).toEqual({ status: 'failure', error: 'The server stopped before the bundle was complete' });
    // Taken care of once: the node is marked stopped, so later turns pass it by.
    const row = await first.database.db
      .selectFrom('nodes')
      .select('stopped_at')
      .where('node_id', '=', 'node-dead')
      .executeTakeFirstOrThrow();
    expect(row.stopped_at).not.toBeNull();
  });
});
