import { createHash, createHmac } from 'node:crypto';
import {
  apiPaths,
  BUILD_INFO_MEDIA_TYPE,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  DEFAULT_SECURITY_CONFIG,
  type WebhookDelivery,
  type WebhookListEntry,
  webhookMessages,
  webhookPaths,
} from '@arca/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startReceiver, type TestReceiver } from '../test-receiver.ts';
import { DELIVERY_JOB } from './webhook-dispatch.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const ENV = { ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' };
const SECRET = 'Receiver-Secret-1';
let t: TestApp;
let receiver: TestReceiver;

async function subscribe(key: string, url: string, criteria: Record<string, unknown> = { anyLocal: true }) {
  const res = await t.call('POST', webhookPaths.subscriptions, {
    key,
    enabled: true,
    event_filter: { domain: 'artifact', event_types: ['deployed', 'deleted'], criteria },
    handlers: [{ handler_type: 'webhook', url, secret: SECRET, use_secret_for_signing: true }],
  });
  expect(res.statusCode, res.body).toBe(201);
}

const deploy = async (path: string, body = path) =>
  expect(
    (await t.server.inject({ method: 'PUT', url: `/artifactory/${path}`, headers: admin, payload: body })).statusCode,
  ).toBe(201);

async function deliveries(key: string) {
  const res = await t.call('GET', webhookPaths.deliveries(key));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WebhookDelivery[]>();
}

const POLL = { timeout: 10_000, interval: 50 };

/**
 * Lets the backoff pass: once the failed attempt is settled (its job back to pending), the next
 * one becomes due now, as if its wait were over.
 */
async function hurryRetries() {
  await expect
    .poll(async () => {
      const result = await t.database.db
        .updateTable('jobs')
        .set({ run_at: Date.now() - 1 })
        .where('kind', '=', DELIVERY_JOB)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    }, POLL)
    .toBeGreaterThan(0);
}

/** The delivery jobs of one subscription, newest first. */
async function deliveryJobsOf(subscriptionKey: string) {
  const jobs = await t.database.db
    .selectFrom('jobs')
    .select(['status', 'payload'])
    .where('kind', '=', DELIVERY_JOB)
    .orderBy('id', 'desc')
    .execute();
  return jobs.filter(
    (job) => (JSON.parse(job.payload) as { subscriptionKey?: string }).subscriptionKey === subscriptionKey,
  );
}

beforeAll(async () => {
  t = await buildTestApp(ENV);
  await t.createRepositories(['libs-local', 'other-local']);
});
afterEach(async () => {
  await receiver?.close();
});
afterAll(() => t.close());

const digestOf = (data: string) => `sha256:${createHash('sha256').update(data).digest('hex')}`;

/** A one-layer OCI image pushed to `{repo}/{image}:{tag}` as a registry client pushes it. */
async function pushImage(repo: string, image: string, tag: string) {
  const config = JSON.stringify({ architecture: 'amd64', os: 'linux', rootfs: { type: 'layers', diff_ids: [] } });
  const layer = `layer of ${image}`;
  for (const blob of [config, layer]) {
    const res = await t.server.inject({
      method: 'POST',
      url: `/v2/${repo}/${image}/blobs/uploads/?digest=${digestOf(blob)}`,
      headers: { ...admin, 'content-type': 'application/octet-stream' },
      payload: blob,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const manifest = JSON.stringify({
    schemaVersion: 2,
    mediaType: 'application/vnd.oci.image.manifest.v1+json',
    config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: digestOf(config), size: config.length },
    layers: [{ mediaType: 'application/vnd.oci.image.layer.v1.tar+gzip', digest: digestOf(layer), size: layer.length }],
  });
  const res = await t.server.inject({
    method: 'PUT',
    url: `/v2/${repo}/${image}/manifests/${tag}`,
    headers: { ...admin, 'content-type': 'application/vnd.oci.image.manifest.v1+json' },
    payload: manifest,
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('webhook delivery', () => {
  it('sends one signed POST with the event when an artifact is deployed, and records it', async () => {
    receiver = await startReceiver({ status: 200 });
    await subscribe('on-deploy', receiver.url, { anyLocal: false, repoKeys: ['libs-local'] });
    await deploy('libs-local/org/app/1.0/app-1.0.jar', 'jar bytes');
    await deploy('other-local/ignored.txt');
    await expect.poll(() => receiver.requests.length, POLL).toBe(1);
    const [request] = receiver.requests;
    const body = JSON.parse(request?.body.toString('utf8') ?? '{}');
    expect(body).toMatchObject({
      domain: 'artifact',
      event_type: 'deployed',
      subscription_key: 'on-deploy',
      data: { repo_key: 'libs-local', path: 'org/app/1.0/app-1.0.jar', name: 'app-1.0.jar', size: 9 },
    });
    expect(request?.headers['x-jfrog-event-auth']).toBe(
      createHmac('sha256', SECRET)
        .update(request?.body ?? '')
        .digest('hex'),
    );
    await expect
      .poll(async () => (await deliveries('on-deploy')).map((row) => row.outcome), POLL)
      .toEqual(['delivered']);
    const [row] = await deliveries('on-deploy');
    expect(row).toEqual({
      domain: 'artifact',
      event_type: 'deployed',
      attempt: 1,
      outcome: 'delivered',
      status_code: 200,
      duration_ms: expect.any(Number),
      error: null,
      delivered_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // Nothing more comes: it was delivered once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.requests).toHaveLength(1);
    expect((await t.call('DELETE', webhookPaths.subscription('on-deploy'))).statusCode).toBe(204);
  });

  it('tries again after a failure or a 5xx, and is delivered once the receiver is back', async () => {
    receiver = await startReceiver({ status: 503 });
    await subscribe('flaky', receiver.url);
    await deploy('libs-local/flaky.txt');
    await expect.poll(() => receiver.requests.length, POLL).toBe(1);
    await expect.poll(async () => (await deliveries('flaky'))[0]?.outcome, POLL).toBe('retrying');
    receiver.behave({ status: 204 });
    await hurryRetries();
    await expect.poll(() => receiver.requests.length, POLL).toBe(2);
    await expect
      .poll(async () => (await deliveries('flaky')).map((row) => [row.attempt, row.outcome, row.status_code]), POLL)
      .toEqual([
        [2, 'delivered', 204],
        [1, 'retrying', 503],
      ]);
    expect((await t.call('DELETE', webhookPaths.subscription('flaky'))).statusCode).toBe(204);
  });

  it('gives up at once on a 4xx, which another try would not mend', async () => {
    receiver = await startReceiver({ status: 404 });
    await subscribe('gone', receiver.url);
    await deploy('libs-local/gone.txt');
    await expect.poll(async () => (await deliveries('gone')).map((row) => row.outcome), POLL).toEqual(['failed']);
    // The attempt is recorded before its job settles: wait for the job, which must not be retried.
    await expect.poll(async () => (await deliveryJobsOf('gone')).map((job) => job.status), POLL).toEqual(['failed']);
    expect(receiver.requests).toHaveLength(1);
    expect((await t.call('DELETE', webhookPaths.subscription('gone'))).statusCode).toBe(204);
  });

  it('flags a webhook in the list while its latest delivery failed, with the reason, until one gets through', async () => {
    receiver = await startReceiver({ status: 404 });
    await subscribe('failing', receiver.url, { repoKeys: ['other-local'] });
    await subscribe('quiet', receiver.url, { repoKeys: ['nothing-deployed-here'] });
    const listed = async () => {
      const res = await t.call('GET', webhookPaths.subscriptions);
      expect(res.statusCode, res.body).toBe(200);
      const entries = res.json<WebhookListEntry[]>();
      return {
        failing: entries.find((entry) => entry.key === 'failing'),
        quiet: entries.find((e) => e.key === 'quiet'),
      };
    };

    await deploy('other-local/refused.txt');
    await expect.poll(async () => (await listed()).failing?.latest_failure?.status_code, POLL).toBe(404);
    const { failing, quiet } = await listed();
    expect(failing?.latest_failure?.error).toBe(webhookMessages.receiverAnswered(404));
    expect(Number.isNaN(Date.parse(failing?.latest_failure?.failed_at ?? ''))).toBe(false);
    expect(quiet).toBeDefined();
    expect(quiet?.latest_failure).toBeUndefined();

    receiver.behave({ status: 200 });
    await deploy('other-local/accepted.txt');
    await expect.poll(async () => (await deliveries('failing'))[0]?.outcome, POLL).toBe('delivered');
    expect((await listed()).failing?.latest_failure).toBeUndefined();
    for (const key of ['failing', 'quiet']) {
      expect((await t.call('DELETE', webhookPaths.subscription(key))).statusCode).toBe(204);
    }
  });

  it('survives a restart between the change and its delivery, and delivers it once', async () => {
    receiver = await startReceiver({ status: 200 });
    const url = receiver.url;
    await receiver.close();
    await subscribe('durable', url);
    await deploy('libs-local/durable.txt');
    // The receiver is down: the first attempt fails, and the server stops before the next.
    await expect.poll(async () => (await deliveries('durable'))[0]?.outcome, POLL).toBe('retrying');
    await t.stop();
    receiver = await startReceiver({ status: 200 });
    // The new receiver listens elsewhere; the subscription follows it, as an administrator would,
    // giving the secret again: a stored one never follows a URL to another origin.
    t = await buildTestApp(ENV, t);
    const current = (await t.call('GET', webhookPaths.subscription('durable'))).json();
    current.handlers[0].url = receiver.url;
    current.handlers[0].secret = SECRET;
    expect((await t.call('PUT', webhookPaths.subscription('durable'), current)).statusCode).toBe(200);
    await hurryRetries();
    await expect.poll(() => receiver.requests.length, POLL).toBe(1);
    expect(JSON.parse(receiver.requests[0]?.body.toString('utf8') ?? '{}').data.path).toBe('durable.txt');
    await expect
      .poll(async () => (await deliveries('durable')).map((row) => row.outcome), POLL)
      .toEqual(['delivered', 'retrying']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.requests).toHaveLength(1);
    expect((await t.call('DELETE', webhookPaths.subscription('durable'))).statusCode).toBe(204);
  });

  it('keeps the history for administrators only, and drops pending deliveries of a deleted webhook', async () => {
    receiver = await startReceiver({ status: 500 });
    await subscribe('short-lived', receiver.url);
    await deploy('libs-local/short-lived.txt');
    await expect.poll(() => receiver.requests.length, POLL).toBe(1);
    await t.createUser('viewer', 'Viewer-Passw0rd!');
    const denied = await t.call(
      'GET',
      webhookPaths.deliveries('short-lived'),
      undefined,
      basic('viewer', 'Viewer-Passw0rd!'),
    );
    expect(denied.statusCode).toBe(403);
    expect((await t.call('DELETE', webhookPaths.subscription('short-lived'))).statusCode).toBe(204);
    expect((await t.call('GET', webhookPaths.deliveries('short-lived'))).statusCode).toBe(404);
    await hurryRetries();
    await expect
      .poll(
        async () =>
          (await deliveryJobsOf('short-lived')).filter((job) => job.status === 'pending' || job.status === 'running'),
        POLL,
      )
      .toEqual([]);
    expect(receiver.requests).toHaveLength(1);
  });

  it('tells a docker tag pushed and deleted in the docker domain', async () => {
    receiver = await startReceiver({ status: 200 });
    await t.createRepositories(['images'], { packageType: 'docker' });
    const res = await t.call('POST', webhookPaths.subscriptions, {
      key: 'images-hook',
      enabled: true,
      event_filter: { domain: 'docker', event_types: ['pushed', 'deleted'], criteria: { repoKeys: ['images'] } },
      handlers: [{ handler_type: 'webhook', url: receiver.url }],
    });
    expect(res.statusCode, res.body).toBe(201);
    await pushImage('images', 'team/web', '1.0');
    await expect.poll(() => receiver.requests.length, POLL).toBe(1);
    expect(JSON.parse(receiver.requests[0]?.body.toString('utf8') ?? '{}')).toMatchObject({
      domain: 'docker',
      event_type: 'pushed',
      data: { repo_key: 'images', image_name: 'team/web', tag: '1.0', name: 'manifest.json', image_type: 'oci' },
    });
    const deleted = await t.server.inject({
      method: 'DELETE',
      url: '/v2/images/team/web/manifests/1.0',
      headers: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(202);
    await expect.poll(() => receiver.requests.length, POLL).toBe(2);
    expect(JSON.parse(receiver.requests[1]?.body.toString('utf8') ?? '{}')).toMatchObject({
      event_type: 'deleted',
      data: { image_name: 'team/web', tag: '1.0' },
    });
  });

  it('tells a build uploaded and deleted in the build domain, to the builds it selects', async () => {
    receiver = await startReceiver({ status: 200 });
    const res = await t.call('POST', webhookPaths.subscriptions, {
      key: 'builds-hook',
      enabled: true,
      event_filter: {
        domain: 'build',
        event_types: ['uploaded', 'deleted'],
        criteria: { selectedBuilds: ['web-app'] },
      },
      handlers: [{ handler_type: 'webhook', url: receiver.url }],
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const name of ['web-app', 'other-app']) {
      const published = await t.server.inject({
        method: 'PUT',
        url: '/artifactory/api/build',
        headers: { ...admin, 'content-type': BUILD_INFO_MEDIA_TYPE },
        payload: JSON.stringify({ name, number: '7', started: '2026-11-23T10:00:00.000+0000', modules: [] }),
      });
      expect(published.statusCode, published.body).toBe(204);
    }
    await expect.poll(() => receiver.requests.length, POLL).toBe(1);
    expect(JSON.parse(receiver.requests[0]?.body.toString('utf8') ?? '{}')).toMatchObject({
      domain: 'build',
      event_type: 'uploaded',
      data: { build_name: 'web-app', build_number: '7', build_started: '2026-11-23T10:00:00.000+0000' },
    });
    const removed = await t.call('POST', '/artifactory/api/build/delete', { buildName: 'web-app', deleteAll: true });
    expect(removed.statusCode).toBe(200);
    await expect.poll(() => receiver.requests.length, POLL).toBe(2);
    expect(JSON.parse(receiver.requests[1]?.body.toString('utf8') ?? '{}')).toMatchObject({
      event_type: 'deleted',
      data: { build_name: 'web-app', build_number: '7' },
    });
  });

  it('tells a user locked out after too many refused passwords, in the user domain', async () => {
    receiver = await startReceiver({ status: 200 });
    const res = await t.call('POST', webhookPaths.subscriptions, {
      key: 'lockouts',
      enabled: true,
      event_filter: { domain: 'user', event_types: ['locked'] },
      handlers: [{ handler_type: 'webhook', url: receiver.url }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const policy = { ...DEFAULT_SECURITY_CONFIG, userLockPolicy: { enabled: true, loginAttempts: 2, lockMinutes: 5 } };
    expect((await t.call('PUT', apiPaths.securityConfig, policy)).statusCode).toBe(200);
    await t.createUser('careless', 'Careless-Passw0rd!');
    for (const attempt of ['Wrong-1', 'Wrong-2']) {
      const login = await t.server.inject({
        method: 'POST',
        url: apiPaths.login,
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        payload: { user: 'careless', password: attempt, type: 'login' },
      });
      expect(login.statusCode).toBe(401);
    }
    await expect.poll(() => receiver.requests.length, POLL).toBe(1);
    expect(JSON.parse(receiver.requests[0]?.body.toString('utf8') ?? '{}')).toMatchObject({
      domain: 'user',
      event_type: 'locked',
      data: { user_name: 'careless' },
    });
  });
});
