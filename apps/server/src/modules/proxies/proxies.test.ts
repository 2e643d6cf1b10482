import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type OutboundProxy, proxyMessages, proxyPaths, type WebhookSubscription, webhookPaths } from '@arca/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { startReceiver, type TestReceiver } from '../webhooks/test-receiver.ts';
import { startForwardProxy, type TestForwardProxy } from './test-forward-proxy.ts';

let t: TestApp;
let proxy: TestForwardProxy;
let receiver: TestReceiver;
let upstream: http.Server;
let upstreamUrl: string;
const dana = basic('dana', 'Dana-Passw0rd!');
const credentials = { username: 'corp-user', password: 'corp-Passw0rd' };
const messages = (res: { json(): { errors: { message: string }[] } }) => res.json().errors.map((e) => e.message);

beforeAll(async () => {
  t = await buildTestApp({ ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  await t.createUser('dana', 'Dana-Passw0rd!');
  proxy = await startForwardProxy(credentials);
  receiver = await startReceiver();
  upstream = http.createServer((request, response) => {
    if (request.url === '/lib/a.txt') response.end('upstream a');
    else if (request.url === '/lib/b.txt') response.end('upstream b');
    else if (request.url === '/lib/c.txt') response.end('upstream c');
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await proxy.close();
  await receiver.close();
  await new Promise((resolve) => upstream.close(resolve));
});
beforeEach(() => {
  proxy.passed.length = 0;
  receiver.requests.length = 0;
});

function corp(overrides: Record<string, unknown> = {}) {
  return {
    key: 'corp',
    host: proxy.host,
    port: proxy.port,
    username: credentials.username,
    password: credentials.password,
    ntHost: 'WORKSTATION',
    ntDomain: 'CORP',
    redirectedToHosts: ['cdn.example.com'],
    platformDefault: false,
    ...overrides,
  };
}

async function remote(key: string, config: Record<string, unknown> = {}) {
  const res = await t.call('PUT', `/artifactory/api/repositories/${key}`, {
    rclass: 'remote',
    packageType: 'generic',
    url: upstreamUrl,
    ...config,
  });
  expect(res.statusCode).toBe(200);
}

function subscription(key: string, handlerProxy?: string): WebhookSubscription {
  return {
    key,
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
        url: receiver.url,
        use_secret_for_signing: false,
        custom_http_headers: [],
        ...(handlerProxy ? { proxy: handlerProxy } : {}),
      },
    ],
  };
}

describe('proxy administration', () => {
  it('R22.02 R28.132 creates a proxy, lists it with GET ui/proxies and never answers its password', async () => {
    const created = await t.call('POST', proxyPaths.console.list, corp());
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toContain(credentials.password);
    const list = await t.call('GET', proxyPaths.console.list);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(credentials.password);
    expect(list.json<OutboundProxy[]>()).toEqual([
      {
        key: 'corp',
        host: '127.0.0.1',
        port: proxy.port,
        username: 'corp-user',
        passwordSet: true,
        ntHost: 'WORKSTATION',
        ntDomain: 'CORP',
        redirectedToHosts: ['cdn.example.com'],
        platformDefault: false,
      },
    ]);
    const one = await t.call('GET', proxyPaths.proxy('CORP'));
    expect(one.json<OutboundProxy>()).toMatchObject({ key: 'corp', passwordSet: true });
    expect(one.body).not.toContain(credentials.password);
  });

  it('refuses a second proxy of the same name, whatever its case', async () => {
    const res = await t.call('POST', proxyPaths.console.list, corp({ key: 'Corp' }));
    expect(res.statusCode).toBe(409);
    expect(messages(res)).toEqual([proxyMessages.nameExists]);
  });

  it('answers every problem of a bad proxy with its message', async () => {
    const res = await t.call('POST', proxyPaths.console.list, {
      key: 'bad name!',
      host: 'no such host',
      port: 70000,
      redirectedToHosts: ['ok.example.com', 'not a host'],
    });
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([
      proxyMessages.nameInvalid,
      proxyMessages.hostInvalid,
      proxyMessages.portInvalid,
      proxyMessages.redirectHostInvalid('not a host'),
    ]);
    const empty = await t.call('POST', proxyPaths.console.list, { key: '', host: '' });
    expect(messages(empty)).toEqual([proxyMessages.mandatory]);
    const zero = await t.call('PUT', proxyPaths.proxy('p0'), { host: 'proxy.example.com', port: 0 });
    expect(messages(zero)).toEqual([proxyMessages.portInvalid]);
  });

  it('is for administrators only', async () => {
    expect((await t.call('GET', proxyPaths.console.list, undefined, dana)).statusCode).toBe(403);
    expect((await t.call('POST', proxyPaths.list, corp({ key: 'mine' }), dana)).statusCode).toBe(403);
    expect((await t.call('DELETE', proxyPaths.proxy('corp'), undefined, dana)).statusCode).toBe(403);
    expect((await t.call('GET', proxyPaths.list, undefined, {})).statusCode).toBe(401);
  });

  it('answers 404 for a proxy that does not exist', async () => {
    const res = await t.call('GET', proxyPaths.console.proxy('nowhere'));
    expect(res.statusCode).toBe(404);
    expect(messages(res)).toEqual([proxyMessages.notFound('nowhere')]);
    expect((await t.call('DELETE', proxyPaths.proxy('nowhere'))).statusCode).toBe(404);
  });

  it('creates with PUT on a new key, and keeps one platform default at a time', async () => {
    const first = await t.call('PUT', proxyPaths.proxy('first'), {
      host: 'one.example.com',
      port: 3128,
      platformDefault: true,
    });
    expect(first.statusCode).toBe(201);
    const second = await t.call('PUT', proxyPaths.proxy('second'), {
      host: 'two.example.com',
      port: 3128,
      platformDefault: true,
    });
    expect(second.statusCode).toBe(201);
    const defaults = (await t.call('GET', proxyPaths.list)).json<OutboundProxy[]>().filter((p) => p.platformDefault);
    expect(defaults.map((p) => p.key)).toEqual(['second']);
    expect((await t.call('DELETE', proxyPaths.proxy('first'))).statusCode).toBe(204);
    expect((await t.call('DELETE', proxyPaths.console.proxy('second'))).statusCode).toBe(204);
    expect((await t.call('GET', proxyPaths.proxy('second'))).statusCode).toBe(404);
  });
});

describe('remote repositories through a proxy', () => {
  it('fetch through the proxy they name, with its credentials', async () => {
    await remote('through-corp', { proxy: 'corp' });
    const res = await t.call('GET', '/artifactory/through-corp/lib/a.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('upstream a');
    expect(proxy.passed).toEqual([{ line: `GET ${upstreamUrl}/lib/a.txt`, authorized: true }]);
  });

  it('keep the stored password when an update leaves it blank, and fail with wrong credentials', async () => {
    const kept = await t.call('PUT', proxyPaths.console.proxy('corp'), corp({ password: '' }));
    expect(kept.statusCode).toBe(200);
    expect((await t.call('GET', '/artifactory/through-corp/lib/b.txt')).statusCode).toBe(200);
    expect(proxy.passed).toEqual([{ line: `GET ${upstreamUrl}/lib/b.txt`, authorized: true }]);

    proxy.passed.length = 0;
    expect((await t.call('PUT', proxyPaths.console.proxy('corp'), corp({ password: 'wrong' }))).statusCode).toBe(200);
    await remote('through-corp-strict', { proxy: 'corp', hardFail: true });
    const failed = await t.call('GET', '/artifactory/through-corp-strict/lib/c.txt');
    expect(failed.statusCode).toBe(502);
    expect(failed.body).toContain('407');
    expect(proxy.passed).toEqual([{ line: `GET ${upstreamUrl}/lib/c.txt`, authorized: false }]);
    expect((await t.call('PUT', proxyPaths.console.proxy('corp'), corp())).statusCode).toBe(200);
  });

  it('L4 need the password again when the proxy moves to another host or port, and never send it there', async () => {
    const elsewhere = await startForwardProxy(credentials);
    try {
      const address = `${elsewhere.host}:${elsewhere.port}`;
      const moved = await t.call('PUT', proxyPaths.console.proxy('corp'), corp({ port: elsewhere.port, password: '' }));
      expect(moved.statusCode).toBe(400);
      expect(messages(moved)).toEqual([proxyMessages.passwordForNewAddress(address)]);
      const renamedHost = await t.call(
        'PUT',
        proxyPaths.proxy('corp'),
        corp({ host: 'localhost', password: undefined }),
      );
      expect(messages(renamedHost)).toEqual([proxyMessages.passwordForNewAddress(`localhost:${proxy.port}`)]);
      expect((await t.call('GET', proxyPaths.proxy('corp'))).json()).toMatchObject({ port: proxy.port });

      // Other changes at the same host and port keep it: the password reaches the proxy that had it.
      expect((await t.call('PUT', proxyPaths.proxy('corp'), corp({ ntDomain: 'LAB', password: '' }))).statusCode).toBe(
        200,
      );

      const reentered = await t.call('PUT', proxyPaths.proxy('corp'), corp({ port: elsewhere.port }));
      expect(reentered.statusCode, reentered.body).toBe(200);
      expect((await t.call('GET', '/artifactory/through-corp/lib/c.txt')).statusCode).toBe(200);
      expect(elsewhere.passed).toEqual([{ line: `GET ${upstreamUrl}/lib/c.txt`, authorized: true }]);
      expect(proxy.passed).toEqual([]);
    } finally {
      expect((await t.call('PUT', proxyPaths.proxy('corp'), corp())).statusCode).toBe(200);
      await elsewhere.close();
    }
  });

  it('fail rather than go out directly when the proxy they name does not exist', async () => {
    await remote('through-nowhere', { proxy: 'nowhere', hardFail: true });
    const res = await t.call('GET', '/artifactory/through-nowhere/lib/a.txt');
    expect(res.statusCode).toBe(502);
    expect(res.body).toContain("the proxy 'nowhere' is not configured");
  });
});

describe('webhooks through a proxy', () => {
  it("deliver the test event through the subscription's proxy", async () => {
    const res = await t.call('POST', webhookPaths.test, subscription('via-corp', 'corp'));
    expect(res.statusCode).toBe(200);
    expect(receiver.requests).toHaveLength(1);
    expect(receiver.requests[0]?.path).toBe(new URL(receiver.url).pathname);
    expect(proxy.passed).toEqual([{ line: `POST ${receiver.url}`, authorized: true }]);
  });

  it("deliver a deployed artifact's event through the subscription's proxy", async () => {
    await t.createRepositories(['hooked-local']);
    expect((await t.call('POST', webhookPaths.subscriptions, subscription('deploy-via-corp', 'corp'))).statusCode).toBe(
      201,
    );
    const deployed = await t.server.inject({
      method: 'PUT',
      url: '/artifactory/hooked-local/lib/x.txt',
      headers: basic('admin', ADMIN_PASSWORD),
      payload: 'x',
    });
    expect(deployed.statusCode).toBe(201);
    await expect.poll(() => receiver.requests.length, { timeout: 10_000, interval: 50 }).toBe(1);
    expect(JSON.parse(receiver.requests[0]?.body.toString('utf8') ?? '{}')).toMatchObject({
      event_type: 'deployed',
      data: { repo_key: 'hooked-local', path: 'lib/x.txt' },
    });
    expect(proxy.passed).toEqual([{ line: `POST ${receiver.url}`, authorized: true }]);
    expect((await t.call('DELETE', webhookPaths.subscription('deploy-via-corp'))).statusCode).toBe(204);
  });

  it('still refuse a private target behind the proxy unless private targets are allowed', async () => {
    const strict = await buildTestApp();
    try {
      expect((await strict.call('POST', proxyPaths.list, corp())).statusCode).toBe(201);
      const res = await strict.call('POST', webhookPaths.test, subscription('via-corp', 'corp'));
      expect(res.statusCode).not.toBe(200);
      expect(proxy.passed).toEqual([]);
      expect(receiver.requests).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});

describe('the platform default proxy', () => {
  it('carries remote fetches and webhooks that name no proxy', async () => {
    await remote('direct');
    expect((await t.call('GET', '/artifactory/direct/lib/a.txt')).statusCode).toBe(200);
    expect(proxy.passed).toEqual([]);

    expect((await t.call('PUT', proxyPaths.proxy('corp'), corp({ platformDefault: true }))).statusCode).toBe(200);
    expect((await t.call('GET', '/artifactory/direct/lib/b.txt')).statusCode).toBe(200);
    expect((await t.call('POST', webhookPaths.test, subscription('by-default'))).statusCode).toBe(200);
    expect(proxy.passed).toEqual([
      { line: `GET ${upstreamUrl}/lib/b.txt`, authorized: true },
      { line: `POST ${receiver.url}`, authorized: true },
    ]);
    expect(receiver.requests).toHaveLength(1);
  });
});

describe('deleting a proxy', () => {
  it('is refused while a remote repository or a webhook names it', async () => {
    const created = await t.call('POST', webhookPaths.subscriptions, subscription('named-hook', 'corp'));
    expect(created.statusCode).toBe(201);
    const refused = await t.call('DELETE', proxyPaths.proxy('corp'));
    expect(refused.statusCode).toBe(409);
    expect(messages(refused)).toEqual([
      proxyMessages.inUse('corp', [
        "repository 'through-corp'",
        "repository 'through-corp-strict'",
        "webhook 'named-hook'",
      ]),
    ]);
    for (const key of ['through-corp', 'through-corp-strict']) {
      expect((await t.call('DELETE', `/artifactory/api/repositories/${key}`)).statusCode).toBe(200);
    }
    expect((await t.call('DELETE', webhookPaths.subscription('named-hook'))).statusCode).toBe(204);
    expect((await t.call('DELETE', proxyPaths.proxy('corp'))).statusCode).toBe(204);
    expect((await t.call('GET', proxyPaths.console.list)).json()).toEqual([]);
  });
});
