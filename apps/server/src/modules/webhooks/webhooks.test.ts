import { createHmac, randomBytes } from 'node:crypto';
import {
  serverMessages,
  type WebhookHandlerConfig,
  type WebhookSubscription,
  webhookDomains,
  webhookMessages,
  webhookPaths,
} from '@arca/contract';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SecretBox } from '../../lib/encryption.ts';
import { basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { Actor } from '../auth/actor.ts';
import { SettingsRepository } from '../settings/settings.repository.ts';
import { UsersRepository } from '../users/users.repository.ts';
import { startReceiver, type TestReceiver } from './test-receiver.ts';
import { createWebhooks } from './webhooks.module.ts';

let t: TestApp;
let receiver: TestReceiver;
const dana = basic('dana', 'Dana-Passw0rd!');

const call: TestApp['call'] = (...args) => t.call(...args);
const messages = (res: { json(): { errors: { message: string }[] } }) => res.json().errors.map((e) => e.message);

beforeAll(async () => {
  t = await buildTestApp({ ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  await t.createUser('dana', 'Dana-Passw0rd!');
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
beforeEach(() => {
  receiver.requests.length = 0;
  receiver.behave({ status: 200 });
});

function subscription(key: string, overrides: Partial<WebhookSubscription> = {}): WebhookSubscription {
  return {
    key,
    description: 'Deploys to the release repositories',
    enabled: true,
    event_filter: {
      domain: 'artifact',
      event_types: ['deployed', 'moved'],
      criteria: {
        anyLocal: true,
        anyRemote: false,
        anyFederated: false,
        repoKeys: ['libs-release'],
        includePatterns: ['org/**'],
        excludePatterns: ['**/*.tmp'],
      },
    },
    handlers: [
      {
        handler_type: 'webhook',
        url: receiver.url,
        secret: 'first-secret',
        use_secret_for_signing: false,
        custom_http_headers: [{ name: 'X-Team', value: 'platform' }],
      },
    ],
    ...overrides,
  };
}

function customHandler(secrets: { name?: string; value?: string }[]) {
  return {
    handler_type: 'custom-webhook' as const,
    url: receiver.url,
    method: 'POST' as const,
    secrets,
    http_headers: [{ name: 'Authorization', value: 'Bearer {{.secrets.token}}' }],
    payload: '{"repo":"{{.data.repo_key}}"}',
  };
}

describe('webhook subscriptions', () => {
  it('R28.127 R28.128 R28.129 create, read, list, update and delete in the wire shape, secrets never answered', async () => {
    const created = await call('POST', webhookPaths.subscriptions, subscription('Audits'));
    expect(created.statusCode).toBe(201);
    const expected = subscription('Audits');
    const answered = {
      ...expected,
      handlers: [{ ...expected.handlers[0], secret: '', custom_http_headers: [{ name: 'X-Team', value: '' }] }],
    };
    expect(created.json()).toEqual(answered);
    const read = await call('GET', webhookPaths.subscription('audits'));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(answered);
    expect(read.body).not.toContain('first-secret');
    const list = await call('GET', webhookPaths.subscriptions);
    expect(list.json()).toEqual([answered]);

    const changed = subscription('Audits', { description: 'Changed', enabled: false });
    const { secret: _blank, ...withoutSecret } = changed.handlers[0] as { secret?: string };
    const updated = await call('PUT', webhookPaths.subscription('Audits'), {
      ...changed,
      handlers: [withoutSecret],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ description: 'Changed', enabled: false, handlers: [{ secret: '' }] });

    // The secret left out of the update is still the one sent.
    const tested = await call('POST', webhookPaths.test, { ...changed, handlers: [withoutSecret] });
    expect(tested.statusCode).toBe(200);
    expect(receiver.requests[0]?.headers['x-jfrog-event-auth']).toBe('first-secret');

    expect((await call('DELETE', webhookPaths.subscription('AUDITS'))).statusCode).toBe(204);
    expect((await call('GET', webhookPaths.subscription('Audits'))).statusCode).toBe(404);
    expect((await call('GET', webhookPaths.subscriptions)).json()).toEqual([]);
  });

  it('keeps every secret sealed in the table and out of the logs; null removes a handler secret', async () => {
    const body = subscription('sealed-hook', {
      handlers: [
        { handler_type: 'webhook', url: receiver.url, secret: 'plain-handler-secret' },
        customHandler([{ name: 'token', value: 'plain-custom-secret' }]) as WebhookHandlerConfig,
      ],
    });
    expect((await call('POST', webhookPaths.subscriptions, body)).statusCode).toBe(201);
    const row = await t.database.db
      .selectFrom('webhook_subscriptions')
      .selectAll()
      .where('subscription_key', '=', 'sealed-hook')
      .executeTakeFirstOrThrow();
    expect(row.config).not.toContain('plain-handler-secret');
    expect(row.config).not.toContain('plain-custom-secret');
    const stored = JSON.parse(row.config) as WebhookSubscription;
    const box = SecretBox.fromDataDir(t.dataDir);
    const [plain, custom] = stored.handlers;
    expect(plain?.handler_type === 'webhook' && box.open(plain.secret ?? '')).toBe('plain-handler-secret');
    expect(custom?.handler_type === 'custom-webhook' && box.open(custom.secrets?.[0]?.value ?? '')).toBe(
      'plain-custom-secret',
    );

    const read = await call('GET', webhookPaths.subscription('sealed-hook'));
    expect(read.json().handlers[1].secrets).toEqual([{ name: 'token', value: '' }]);

    const removed = await call('PUT', webhookPaths.subscription('sealed-hook'), {
      ...body,
      handlers: [{ handler_type: 'webhook', url: receiver.url, secret: null }, customHandler([{ name: 'token' }])],
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().handlers[0]).not.toHaveProperty('secret');
    const tested = await call('POST', webhookPaths.test, { key: 'sealed-hook', ...removed.json() });
    expect(tested.statusCode).toBe(200);
    expect(receiver.requests[0]?.headers['x-jfrog-event-auth']).toBeUndefined();
    expect(receiver.requests[1]?.headers.authorization).toBe('Bearer plain-custom-secret');
    expect(receiver.requests[1]?.body.toString()).toBe('{"repo":"sample_repo"}');

    const logs = await t.readLogs();
    expect(logs).not.toContain('plain-handler-secret');
    expect(logs).not.toContain('plain-custom-secret');
  });

  it('R21.11 R21.13 refuses keys that break the name rule, and keys over 200 characters', async () => {
    for (const key of ['1hook', 'a', 'my hook', 'hook.name', '_hook']) {
      const res = await call('POST', webhookPaths.subscriptions, subscription(key));
      expect(res.statusCode, key).toBe(400);
      expect(messages(res)[0], key).toBe(webhookMessages.nameInvalid);
    }
    expect((await call('POST', webhookPaths.subscriptions, subscription('ab'))).statusCode).toBe(201);
    expect((await call('POST', webhookPaths.subscriptions, subscription('a_b-9'))).statusCode).toBe(201);
    const long = await call('POST', webhookPaths.subscriptions, subscription(`h${'x'.repeat(200)}`));
    expect(messages(long)).toEqual([webhookMessages.keyTooLong]);
    const missing = await call('POST', webhookPaths.subscriptions, { ...subscription('x'), key: '' });
    expect(messages(missing)).toEqual([webhookMessages.mandatory]);
  });

  it('R21.15 answers 409 for a key already used, in any case', async () => {
    expect((await call('POST', webhookPaths.subscriptions, subscription('dup-hook'))).statusCode).toBe(201);
    const again = await call('POST', webhookPaths.subscriptions, subscription('DUP-hook'));
    expect(again.statusCode).toBe(409);
    expect(messages(again)).toEqual([webhookMessages.nameExists]);
  });

  it('R21.16 R21.17 refuses URLs that are not absolute http(s) and headers without name or value', async () => {
    for (const url of ['ftp://example.com/hook', 'example.com/hook', 'http://', 'https://exa mple.com/']) {
      const res = await call('POST', webhookPaths.subscriptions, {
        ...subscription('bad-url'),
        handlers: [{ handler_type: 'webhook', url }],
      });
      expect(messages(res), url).toEqual([webhookMessages.urlInvalid]);
    }
    for (const header of [{ name: 'X-Only-Name' }, { value: 'only-value' }, { name: 'X-Empty', value: '' }]) {
      const res = await call('POST', webhookPaths.subscriptions, {
        ...subscription('bad-header'),
        handlers: [{ handler_type: 'webhook', url: receiver.url, custom_http_headers: [header] }],
      });
      expect(messages(res)).toEqual([webhookMessages.headerIncomplete]);
    }
    const custom = await call('POST', webhookPaths.subscriptions, {
      ...subscription('bad-header'),
      handlers: [{ ...customHandler([]), http_headers: [{ name: 'X-Only-Name' }] }],
    });
    expect(messages(custom)).toEqual([webhookMessages.headerIncomplete]);
  });

  it('R21.12 R21.18 R21.19 refuses custom secrets without a name or with a name breaking the rule', async () => {
    const send = (secrets: { name?: string; value?: string }[]) =>
      call('POST', webhookPaths.subscriptions, { ...subscription('secret-rules'), handlers: [customHandler(secrets)] });
    const attempt = async (secrets: { name?: string; value?: string }[]) => messages(await send(secrets));
    expect(await attempt([{ value: 'v' }])).toEqual([webhookMessages.secretNameMissing]);
    expect(await attempt([{ name: '', value: 'v' }])).toEqual([webhookMessages.secretNameMissing]);
    expect(await attempt([{ name: '9token', value: 'v' }])).toEqual([webhookMessages.secretNameInvalid]);
    expect(await attempt([{ name: 't', value: 'v' }])).toEqual([webhookMessages.secretNameInvalid]);
    expect((await send([{ name: 'my-token_2', value: 'v' }])).statusCode).toBe(201);
  });

  it('refuses a long description, unknown domains, event types and criteria, listing every problem', async () => {
    const res = await call('POST', webhookPaths.subscriptions, {
      ...subscription('many-problems'),
      description: 'd'.repeat(1001),
      event_filter: { domain: 'artifact', event_types: ['deployed', 'exploded'], criteria: { anyBuild: true } },
    });
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([
      webhookMessages.descriptionTooLong,
      webhookMessages.unknownEventTypes('artifact', ['exploded']),
      webhookMessages.unknownCriteria('artifact', ['anyBuild']),
    ]);
    const unknownDomain = await call('POST', webhookPaths.subscriptions, {
      ...subscription('no-domain'),
      event_filter: { domain: 'weather', event_types: ['rain'] },
    });
    expect(messages(unknownDomain)).toEqual([webhookMessages.unknownDomain('weather')]);
    const wrongType = await call('POST', webhookPaths.subscriptions, {
      ...subscription('wrong-type'),
      event_filter: { domain: 'build', event_types: ['uploaded'], criteria: { anyBuild: 'yes', selectedBuilds: [1] } },
    });
    expect(messages(wrongType)).toEqual([
      webhookMessages.criteriaType('anyBuild'),
      webhookMessages.criteriaType('selectedBuilds'),
    ]);
    const noEvents = await call('POST', webhookPaths.subscriptions, {
      ...subscription('no-events'),
      event_filter: { domain: 'user', event_types: [] },
    });
    expect(messages(noEvents)).toEqual([webhookMessages.eventTypesRequired]);
  });

  it('takes build criteria and the user domain without criteria, with camelCase keys kept', async () => {
    const build = subscription('build-hook', {
      event_filter: {
        domain: 'build',
        event_types: ['uploaded'],
        criteria: { anyBuild: false, selectedBuilds: ['app'], includePatterns: ['/team/**'], excludePatterns: [] },
      },
    });
    expect((await call('POST', webhookPaths.subscriptions, build)).statusCode).toBe(201);
    expect((await call('GET', webhookPaths.subscription('build-hook'))).json().event_filter).toEqual({
      domain: 'build',
      event_types: ['uploaded'],
      criteria: { anyBuild: false, selectedBuilds: ['app'], includePatterns: ['team/**'], excludePatterns: [] },
    });
    const user = subscription('user-hook', { event_filter: { domain: 'user', event_types: ['locked'] } });
    expect((await call('POST', webhookPaths.subscriptions, user)).statusCode).toBe(201);
    expect((await call('GET', webhookPaths.subscription('user-hook'))).json().event_filter).toEqual({
      domain: 'user',
      event_types: ['locked'],
    });
  });

  it('answers 404 for a missing key, and refuses a body naming another key', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(
        method,
        webhookPaths.subscription('nowhere'),
        method === 'PUT' ? subscription('nowhere') : undefined,
      );
      expect(res.statusCode, method).toBe(404);
      expect(messages(res)).toEqual([webhookMessages.notFound('nowhere')]);
    }
    await call('POST', webhookPaths.subscriptions, subscription('keyed'));
    const other = await call('PUT', webhookPaths.subscription('keyed'), subscription('another'));
    expect(messages(other)).toEqual([webhookMessages.keyMismatch]);
  });

  it('is for administrators only: 403 for a user, 401 for anonymous', async () => {
    const calls = [
      ['GET', webhookPaths.subscriptions],
      ['POST', webhookPaths.subscriptions],
      ['GET', webhookPaths.subscription('keyed')],
      ['PUT', webhookPaths.subscription('keyed')],
      ['DELETE', webhookPaths.subscription('keyed')],
      ['POST', webhookPaths.test],
      ['GET', webhookPaths.domains],
    ] as const;
    for (const [method, url] of calls) {
      const body = method === 'POST' || method === 'PUT' ? subscription('keyed') : undefined;
      expect((await call(method, url, body, dana)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, body, {})).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(receiver.requests).toHaveLength(0);
  });

  it('R28.131 lists the domains with their event types, also through the console gateway', async () => {
    const res = await call('GET', webhookPaths.domains);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(webhookDomains);
    expect(res.json()[0]).toEqual({
      domain: 'artifact',
      event_types: ['deployed', 'deleted', 'moved', 'copied', 'cached'],
      criteria_kind: 'repository',
    });
    const cookie = await t.login('admin', 'Adm1n-Test-Password');
    const viaConsole = await t.server.inject({
      method: 'GET',
      url: webhookPaths.console.domains,
      headers: t.asConsole(cookie),
    });
    expect(viaConsole.json()).toEqual(webhookDomains);
    const created = await t.server.inject({
      method: 'POST',
      url: webhookPaths.console.subscriptions,
      headers: t.asConsole(cookie),
      payload: subscription('console-hook'),
    });
    expect(created.statusCode).toBe(201);
  });
});

describe('webhook test action', () => {
  it('R21.20 sends the first event type with sample data, signed, and answers success', async () => {
    const body = subscription('', {
      event_filter: { domain: 'docker', event_types: [], criteria: { anyLocal: true } },
      handlers: [{ handler_type: 'webhook', url: receiver.url, secret: 'sign-me', use_secret_for_signing: true }],
    });
    const res = await call('POST', webhookPaths.test, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'success', message: webhookMessages.testSucceeded });
    const [request] = receiver.requests;
    expect(request?.method).toBe('POST');
    const payload = JSON.parse(request?.body.toString() ?? '{}');
    expect(payload).toMatchObject({
      domain: 'docker',
      event_type: 'pushed',
      subscription_key: 'test',
      source: 'jfrog/arca',
      data: { image_name: 'sample_image', tag: '1.0.0' },
    });
    expect(payload.jpd_origin).toMatch(/^http/);
    expect(request?.headers['x-jfrog-event-auth']).toBe(
      createHmac('sha256', 'sign-me')
        .update(request?.body ?? '')
        .digest('hex'),
    );
  });

  it('R21.21 answers a receiver error with the spec message and the receiver status', async () => {
    receiver.behave({ status: 500 });
    const res = await call('POST', webhookPaths.test, subscription('failing'));
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([webhookMessages.testFailed, webhookMessages.receiverAnswered(500)]);
  });

  it('R21.23 R28.130 passes a bad gateway and a gateway timeout on with their status', async () => {
    for (const status of [502, 504]) {
      receiver.behave({ status });
      const res = await call('POST', webhookPaths.test, subscription('gateway'));
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ errors: [{ status, message: webhookMessages.testFailed }] });
    }
  });

  it('R21.22 answers a receiver that cannot be reached with the request-failed message', async () => {
    const closed = await startReceiver();
    const url = closed.url;
    await closed.close();
    const res = await call('POST', webhookPaths.test, {
      ...subscription('unreachable'),
      handlers: [{ handler_type: 'webhook', url }],
    });
    expect(res.statusCode).toBe(400);
    expect(messages(res)[0]).toBe(webhookMessages.testUnreachable);
    expect(messages(res)[1]).toContain('ECONNREFUSED');
  });

  it('validates the body as a save does, without needing a key or event types', async () => {
    const res = await call('POST', webhookPaths.test, {
      event_filter: { domain: 'artifact' },
      handlers: [{ handler_type: 'webhook', url: 'not-a-url' }],
    });
    expect(messages(res)).toEqual([webhookMessages.urlInvalid]);
    expect(receiver.requests).toHaveLength(0);
  });
});

describe('webhook test action with its own limits', () => {
  const adminActor = async (): Promise<Actor> => {
    const user = await new UsersRepository(t.database.db).findByName('admin');
    if (!user) throw new Error('no admin');
    return { kind: 'user', user, via: 'basic' };
  };
  const webhooks = (allowPrivateTargets: boolean) =>
    createWebhooks({
      db: t.database.db,
      box: SecretBox.fromDataDir(t.dataDir),
      audit: pino({ enabled: false }),
      settings: new SettingsRepository(t.database.db),
      allowPrivateTargets,
      origin: 'http://arca.test',
      version: 'test',
      testTimeoutMs: 300,
    }).service;

  it('gives up on a receiver that never answers once the timeout has passed', async () => {
    receiver.behave('hang');
    const started = Date.now();
    await expect(webhooks(true).test(await adminActor(), subscription('hanging'))).rejects.toMatchObject({
      status: 400,
      message: webhookMessages.testUnreachable,
      details: ['no answer within 300 ms'],
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(receiver.requests).toHaveLength(1);
  });

  it('refuses a loopback receiver when private targets are not allowed, sending nothing', async () => {
    await expect(webhooks(false).test(await adminActor(), subscription('private'))).rejects.toMatchObject({
      status: 400,
      message: webhookMessages.testUnreachable,
      details: [webhookMessages.privateTarget('127.0.0.1')],
    });
    expect(receiver.requests).toHaveLength(0);
  });

  it('lets an administrator allow private targets, for the next send, and only an administrator', async () => {
    const strict = webhooks(false);
    const settings = new SettingsRepository(t.database.db);
    expect(await settings.get('webhooks')).toBeUndefined();
    const shown = await t.call('GET', webhookPaths.settings);
    expect(shown.json()).toEqual({ allow_private_targets: false, allowed_by_environment: true });
    const changed = await t.call('PUT', webhookPaths.settings, { allow_private_targets: true });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ allow_private_targets: true, allowed_by_environment: true });
    receiver.behave({ status: 200 });
    await expect(strict.test(await adminActor(), subscription('private'))).resolves.toMatchObject({
      result: 'success',
    });
    expect(receiver.requests).toHaveLength(1);
    expect((await t.call('PUT', webhookPaths.settings, { allow_private_targets: false })).statusCode).toBe(200);
    await expect(strict.test(await adminActor(), subscription('private'))).rejects.toMatchObject({ status: 400 });
    expect(receiver.requests).toHaveLength(1);
    expect((await t.call('GET', webhookPaths.settings, undefined, dana)).statusCode).toBe(403);
    expect((await t.call('PUT', webhookPaths.settings, { allow_private_targets: true }, dana)).statusCode).toBe(403);
  });
});

describe('webhook secrets and a changed URL', () => {
  let elsewhere: TestReceiver;
  beforeAll(async () => {
    elsewhere = await startReceiver();
  });
  afterAll(() => elsewhere.close());
  beforeEach(() => {
    elsewhere.requests.length = 0;
  });

  const plainHandler = (url: string, extra: Record<string, unknown> = {}) => ({
    handler_type: 'webhook' as const,
    url,
    use_secret_for_signing: false,
    custom_http_headers: [{ name: 'Authorization', value: 'Bearer header-token' }],
    ...extra,
  });

  it('L4 refuses to save a webhook moved to another host without its secret and header values again', async () => {
    const created = await call('POST', webhookPaths.subscriptions, {
      ...subscription('moving-hook'),
      handlers: [plainHandler(receiver.url, { secret: 'stored-secret' })],
    });
    expect(created.statusCode, created.body).toBe(201);
    const origin = new URL(elsewhere.url).origin;

    const moved = await call('PUT', webhookPaths.subscription('moving-hook'), {
      ...subscription('moving-hook'),
      handlers: [plainHandler(elsewhere.url)],
    });
    expect(moved.statusCode).toBe(400);
    expect(messages(moved)).toEqual([serverMessages.secretsForNewUrl(origin, ['the secret'])]);
    // A header value left masked is a stored secret too.
    const maskedHeader = await call('PUT', webhookPaths.subscription('moving-hook'), {
      ...subscription('moving-hook'),
      handlers: [plainHandler(elsewhere.url, { custom_http_headers: [{ name: 'Authorization', value: '' }] })],
    });
    expect(messages(maskedHeader)).toEqual([
      serverMessages.secretsForNewUrl(origin, ['the secret', "the value of header 'Authorization'"]),
    ]);
    const kept = await call('GET', webhookPaths.subscription('moving-hook'));
    expect(kept.json().handlers[0].url).toBe(receiver.url);

    // Another path on the same host keeps what is stored: nothing goes anywhere new.
    const samePlace = await call('PUT', webhookPaths.subscription('moving-hook'), {
      ...subscription('moving-hook'),
      handlers: [plainHandler(`${receiver.url}other/path`, { custom_http_headers: [{ name: 'Authorization' }] })],
    });
    expect(samePlace.statusCode, samePlace.body).toBe(200);

    const reentered = await call('PUT', webhookPaths.subscription('moving-hook'), {
      ...subscription('moving-hook'),
      handlers: [plainHandler(elsewhere.url, { secret: 'new-secret' })],
    });
    expect(reentered.statusCode, reentered.body).toBe(200);
    expect((await call('POST', webhookPaths.test, { key: 'moving-hook', ...reentered.json() })).statusCode).toBe(200);
    expect(elsewhere.requests[0]?.headers['x-jfrog-event-auth']).toBe('new-secret');
    expect(elsewhere.requests[0]?.headers.authorization).toBe('Bearer header-token');
    expect(receiver.requests).toHaveLength(0);
  });

  it('L4 refuses to test a stored webhook at an unsaved URL with its stored secrets, sending nothing', async () => {
    const custom = { ...customHandler([{ name: 'token', value: 'stored-token' }]), http_headers: [] };
    const body = { ...subscription('probe-hook'), handlers: [custom] };
    expect((await call('POST', webhookPaths.subscriptions, body)).statusCode).toBe(201);
    const origin = new URL(elsewhere.url).origin;

    const probe = await call('POST', webhookPaths.test, {
      ...body,
      handlers: [{ ...custom, url: elsewhere.url, secrets: [{ name: 'token' }] }],
    });
    expect(probe.statusCode).toBe(400);
    expect(messages(probe)).toEqual([serverMessages.secretsForNewUrl(origin, ["the secret 'token'"])]);
    expect(elsewhere.requests).toHaveLength(0);
    expect(receiver.requests).toHaveLength(0);

    // At the stored URL the stored secret is used; at the new one only with the secret entered again.
    expect(
      (await call('POST', webhookPaths.test, { ...body, handlers: [{ ...custom, secrets: [{ name: 'token' }] }] }))
        .statusCode,
    ).toBe(200);
    expect(receiver.requests[0]?.body.toString()).toBe('{"repo":"sample_repo"}');
    const entered = await call('POST', webhookPaths.test, {
      ...body,
      handlers: [
        {
          ...custom,
          url: elsewhere.url,
          http_headers: [{ name: 'X-Token', value: '{{.secrets.token}}' }],
          secrets: [{ name: 'token', value: 'typed-token' }],
        },
      ],
    });
    expect(entered.statusCode, entered.body).toBe(200);
    expect(elsewhere.requests[0]?.headers['x-token']).toBe('typed-token');
  });
});

describe('webhook custom headers at rest', () => {
  const box = () => SecretBox.fromDataDir(t.dataDir);
  const storedRow = (key: string) =>
    t.database.db
      .selectFrom('webhook_subscriptions')
      .selectAll()
      .where('subscription_key', '=', key)
      .executeTakeFirstOrThrow();
  /** A row as an earlier version, or a restore, left it: the config exactly as given. */
  const insertAsStored = (subscription: WebhookSubscription) =>
    t.database.db
      .insertInto('webhook_subscriptions')
      .values({
        subscription_key: subscription.key,
        key_lower: subscription.key.toLowerCase(),
        domain: 'artifact',
        enabled: 1,
        project_key: '',
        config: JSON.stringify(subscription),
        created_at: Date.now(),
        updated_at: Date.now(),
      })
      .execute();
  /** The webhooks module's start, as a server (or another node) runs it. */
  const startWebhooks = () =>
    createWebhooks({
      db: t.database.db,
      box: box(),
      audit: pino({ enabled: false }),
      settings: new SettingsRepository(t.database.db),
      allowPrivateTargets: true,
      origin: 'http://arca.test',
      version: 'test',
    }).start();

  it('L5 stores header values sealed, answers them masked, keeps them when the mask comes back, and delivers the real value', async () => {
    await t.createRepositories(['l5-local']);
    const body = subscription('header-hook', {
      event_filter: { domain: 'artifact', event_types: ['deployed'], criteria: { anyLocal: true, repoKeys: [] } },
      handlers: [
        {
          handler_type: 'webhook',
          url: receiver.url,
          custom_http_headers: [{ name: 'Authorization', value: 'Bearer plain-header-token' }],
        },
        { ...customHandler([]), secrets: [], http_headers: [{ name: 'X-Api-Key', value: 'plain-api-key' }] },
      ],
    });
    const created = await call('POST', webhookPaths.subscriptions, body);
    expect(created.statusCode, created.body).toBe(201);
    const masked = [[{ name: 'Authorization', value: '' }], [{ name: 'X-Api-Key', value: '' }]];
    const headersOf = (answer: WebhookSubscription) =>
      answer.handlers.map((handler) =>
        handler.handler_type === 'webhook' ? handler.custom_http_headers : handler.http_headers,
      );
    expect(headersOf(created.json())).toEqual(masked);
    const read = await call('GET', webhookPaths.subscription('header-hook'));
    expect(headersOf(read.json())).toEqual(masked);
    expect(read.body).not.toContain('plain-header-token');
    expect((await call('GET', webhookPaths.subscriptions)).body).not.toContain('plain-api-key');

    const row = await storedRow('header-hook');
    expect(row.config).not.toContain('plain-header-token');
    expect(row.config).not.toContain('plain-api-key');
    const stored = JSON.parse(row.config) as WebhookSubscription;
    const [plain, custom] = stored.handlers;
    expect(plain?.handler_type === 'webhook' && box().open(plain.custom_http_headers?.[0]?.value ?? '')).toBe(
      'Bearer plain-header-token',
    );
    expect(custom?.handler_type === 'custom-webhook' && box().open(custom.http_headers?.[0]?.value ?? '')).toBe(
      'plain-api-key',
    );

    // The masked answer sent back as it came keeps the stored values.
    const again = await call('PUT', webhookPaths.subscription('header-hook'), read.json());
    expect(again.statusCode, again.body).toBe(200);
    await t.server.inject({
      method: 'PUT',
      url: '/artifactory/l5-local/a.txt',
      headers: basic('admin', 'Adm1n-Test-Password'),
      payload: 'a',
    });
    await expect.poll(() => receiver.requests.length, { timeout: 10_000, interval: 50 }).toBe(2);
    const byPath = (header: string) => receiver.requests.find((request) => request.headers[header] !== undefined);
    expect(byPath('authorization')?.headers.authorization).toBe('Bearer plain-header-token');
    expect(byPath('x-api-key')?.headers['x-api-key']).toBe('plain-api-key');
    expect(await t.readLogs()).not.toContain('plain-header-token');
  });

  it('L5 seals header values an earlier version stored in clear, once, at start', async () => {
    const sealedSecret = box().seal('kept-secret');
    const clear: WebhookSubscription = {
      ...subscription('legacy-hook'),
      handlers: [
        {
          handler_type: 'webhook',
          url: receiver.url,
          secret: sealedSecret,
          custom_http_headers: [{ name: 'Authorization', value: 'Bearer legacy-token' }],
        },
      ],
    };
    await insertAsStored(clear);
    await startWebhooks();
    await startWebhooks();
    const row = await storedRow('legacy-hook');
    expect(row.config).not.toContain('legacy-token');
    const stored = JSON.parse(row.config) as WebhookSubscription;
    const [handler] = stored.handlers;
    expect(handler?.handler_type === 'webhook' && box().open(handler.custom_http_headers?.[0]?.value ?? '')).toBe(
      'Bearer legacy-token',
    );
    expect(handler?.handler_type === 'webhook' && handler.secret).toBe(sealedSecret);
    const tested = await call('POST', webhookPaths.test, {
      key: 'legacy-hook',
      ...(await call('GET', webhookPaths.subscription('legacy-hook'))).json(),
    });
    expect(tested.statusCode, tested.body).toBe(200);
    expect(receiver.requests[0]?.headers.authorization).toBe('Bearer legacy-token');
    expect(receiver.requests[0]?.headers['x-jfrog-event-auth']).toBe('kept-secret');
  });

  it('L5 leaves a header value sealed under another master key as it is, so it opens again once the right key is back', async () => {
    const otherKey = new SecretBox(randomBytes(32));
    const sealedElsewhere = otherKey.seal('Bearer restored-token');
    await insertAsStored({
      ...subscription('restored-hook'),
      handlers: [
        {
          handler_type: 'webhook',
          url: receiver.url,
          custom_http_headers: [
            { name: 'Authorization', value: sealedElsewhere },
            { name: 'X-Team', value: 'left-in-clear' },
          ],
        },
      ],
    });
    try {
      await startWebhooks();
      const [handler] = (JSON.parse((await storedRow('restored-hook')).config) as WebhookSubscription).handlers;
      const headers = handler?.handler_type === 'webhook' ? (handler.custom_http_headers ?? []) : [];
      expect(headers[0]?.value).toBe(sealedElsewhere);
      expect(otherKey.open(headers[0]?.value ?? '')).toBe('Bearer restored-token');
      // A value in clear beside it is still sealed under this instance's key.
      expect(box().open(headers[1]?.value ?? '')).toBe('left-in-clear');
    } finally {
      await t.database.db.deleteFrom('webhook_subscriptions').where('key_lower', '=', 'restored-hook').execute();
    }
  });
});
