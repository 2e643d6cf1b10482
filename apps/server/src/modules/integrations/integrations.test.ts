import {
  type GitIntegration,
  type GitVendorName,
  gitVendorByName,
  integrationMessages,
  integrationPaths,
  proxyPaths,
  serverMessages,
} from '@arca/contract';
import { type FakeGitVendor, startFakeGitVendor } from '@arca/test-support';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OutboundGuard } from '../../lib/outbound-guard.ts';
import { basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { startForwardProxy, type TestForwardProxy } from '../proxies/test-forward-proxy.ts';
import { VendorProbe } from './vendor-probe.ts';

let t: TestApp;
let vendor: FakeGitVendor;
let proxy: TestForwardProxy;
const dana = basic('dana', 'Dana-Passw0rd!');
const messages = (res: { json(): { errors: { message: string }[] } }) => res.json().errors.map((e) => e.message);

beforeAll(async () => {
  t = await buildTestApp();
  await t.createUser('dana', 'Dana-Passw0rd!');
  vendor = await startFakeGitVendor({ userName: 'octo-dev', token: 'valid-token-123' });
  proxy = await startForwardProxy();
});
afterAll(async () => {
  await t.close();
  await vendor.close();
  await proxy.close();
});
beforeEach(async () => {
  vendor.setSilent(false);
  vendor.requests.length = 0;
  proxy.passed.length = 0;
  for (const row of (await t.call('GET', integrationPaths.list)).json() as GitIntegration[]) {
    await t.call('DELETE', integrationPaths.one(row.integrationKey));
  }
});

function form(vendorName: GitVendorName, overrides: Record<string, unknown> = {}) {
  return {
    integrationName: `${vendorName} main`,
    url: vendor.url,
    token: vendor.account.token,
    userName: vendor.account.userName,
    vendorName: gitVendorByName(vendorName)?.id,
    ...overrides,
  };
}

async function create(vendorName: GitVendorName, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await t.call('POST', integrationPaths.create, form(vendorName, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().integrationKey as string;
}

describe('git integrations', () => {
  it('R14.56 R28.110 R28.111 create (POST /integration) answers the new key; get and list (GET /integration/getIntegrations) answer the integration without its token', async () => {
    expect(integrationPaths.create).toBe('/ui/api/v1/integration');
    expect(integrationPaths.list).toBe('/ui/api/v1/integration/getIntegrations');
    const key = await create('github');
    expect(key).toMatch(/^github-[0-9a-f]{8}$/);
    const one = (await t.call('GET', integrationPaths.one(key))).json() as GitIntegration;
    expect(one).toMatchObject({
      integrationKey: key,
      integrationName: 'github main',
      url: vendor.url,
      vendor: 'github',
      vendorName: 1,
      integrationType: 1,
      tokenSet: true,
      products: [],
    });
    expect(one.createdOn).toBeGreaterThan(0);
    const list = await t.call('GET', integrationPaths.list);
    expect(list.body).not.toContain(vendor.account.token);
    expect((list.json() as GitIntegration[]).map((row) => row.integrationKey)).toEqual([key]);
  });

  it('R14.50 R14.55 takes integrationKey, integrationName, token, url, userName and the numeric vendorName, git by default, and answers the instance with its products and updatedOn', async () => {
    const before = Date.now();
    const key = await create('bitbucket_cloud', { integrationName: 'Team space' });
    const one = (await t.call('GET', integrationPaths.one(key))).json() as GitIntegration;
    expect(one).toMatchObject({
      integrationKey: key,
      integrationName: 'Team space',
      url: vendor.url,
      userName: vendor.account.userName,
      vendorName: 3,
      integrationType: 1,
      tokenSet: true,
      products: [],
    });
    expect(one.updatedOn).toBeGreaterThanOrEqual(before);
    const changed = await t.call('PUT', integrationPaths.one(key), {
      ...form('bitbucket_cloud'),
      integrationName: 'Team space',
      integrationKey: key,
      token: '',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as GitIntegration).updatedOn).toBeGreaterThanOrEqual(one.updatedOn);
  });

  it('seals the token in the table', async () => {
    const key = await create('gitlab');
    const row = await t.database.db
      .selectFrom('git_integrations')
      .selectAll()
      .where('integration_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row.token).not.toContain(vendor.account.token);
    expect(row.token).toMatch(/^v1\./);
  });

  it('R28.113 R28.112 updates the integration with PUT integration/{key}, keeping the stored token the form leaves blank, and tests the form at /integration/test', async () => {
    expect(integrationPaths.one('github-0000abcd')).toBe('/ui/api/v1/integration/github-0000abcd');
    expect(integrationPaths.test).toBe('/ui/api/v1/integration/test');
    const key = await create('github');
    const res = await t.call(
      'PUT',
      integrationPaths.one(key),
      form('github', { integrationName: 'Renamed', token: '' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ integrationName: 'Renamed', tokenSet: true });
    const test = await t.call('POST', integrationPaths.test, form('github', { token: '', integrationKey: key }));
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toEqual({ userName: 'octo-dev' });
  });

  it('L4 refuses to move an integration to another host with the stored token, and keeps it for another path', async () => {
    const key = await create('github');
    const other = await startFakeGitVendor(vendor.account);
    try {
      const moved = await t.call('PUT', integrationPaths.one(key), form('github', { url: other.url, token: '' }));
      expect(moved.statusCode).toBe(400);
      expect(messages(moved)).toEqual([integrationMessages.tokenForNewUrl(new URL(other.url).origin)]);
      expect((await t.call('GET', integrationPaths.one(key))).json()).toMatchObject({ url: vendor.url });

      // Another path on the same host keeps the token: it reaches the server that had it.
      const samePlace = await t.call(
        'PUT',
        integrationPaths.one(key),
        form('github', { url: `${vendor.url}/api/v3`, token: '' }),
      );
      expect(samePlace.statusCode, samePlace.body).toBe(200);

      // Entered again, the token is stored for the new host, and a blank token then tests there.
      const reentered = await t.call('PUT', integrationPaths.one(key), form('github', { url: other.url }));
      expect(reentered.statusCode, reentered.body).toBe(200);
      const tested = await t.call(
        'POST',
        integrationPaths.test,
        form('github', { url: other.url, token: '', integrationKey: key }),
      );
      expect(tested.json()).toEqual({ userName: 'octo-dev' });
      expect(other.requests).toEqual(['GET /user']);
    } finally {
      await other.close();
    }
  });

  it('L4 refuses to test a stored integration at another host with its stored token, sending it nowhere', async () => {
    const key = await create('gitlab');
    const other = await startFakeGitVendor(vendor.account);
    try {
      const blank = form('gitlab', { url: `${other.url}/`, token: '', integrationKey: key });
      const tested = await t.call('POST', integrationPaths.test, blank);
      expect(tested.statusCode).toBe(400);
      expect(messages(tested)).toEqual([integrationMessages.tokenForNewUrl(new URL(other.url).origin)]);
      expect(other.requests).toEqual([]);

      // With the token typed in, the test goes to the new host.
      const typed = await t.call('POST', integrationPaths.test, { ...blank, token: vendor.account.token });
      expect(typed.json()).toEqual({ userName: 'octo-dev' });
      expect(other.requests).toEqual(['GET /api/v4/user']);
    } finally {
      await other.close();
    }
  });

  it('R28.114 deletes an integration with DELETE integration/{key}, and a second delete answers 404', async () => {
    const key = await create('bitbucket_cloud');
    expect((await t.call('DELETE', integrationPaths.one(key))).statusCode).toBe(204);
    expect((await t.call('GET', integrationPaths.list)).json()).toEqual([]);
    const again = await t.call('DELETE', integrationPaths.one(key));
    expect(again.statusCode).toBe(404);
    expect(messages(again)).toEqual([integrationMessages.notFound(key)]);
  });

  it('R14.35 R14.36 R14.37 refuses a form without name, token or user name, and stores nothing', async () => {
    const res = await t.call(
      'POST',
      integrationPaths.create,
      form('bitbucket_server', { integrationName: ' ', token: '', userName: '' }),
    );
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([
      integrationMessages.integrationNameRequired,
      integrationMessages.tokenRequired,
      integrationMessages.userNameRequired,
    ]);
    expect(await t.database.db.selectFrom('git_integrations').selectAll().execute()).toEqual([]);
  });

  it('refuses a bad URL, an unknown vendor, a duplicate name and a service that is not installed', async () => {
    const badUrl = await t.call('POST', integrationPaths.create, form('github', { url: 'ftp://example.com' }));
    expect(messages(badUrl)).toEqual([integrationMessages.urlInvalid]);
    const badVendor = await t.call('POST', integrationPaths.create, form('github', { vendorName: 9 }));
    expect(messages(badVendor)).toEqual([integrationMessages.vendorInvalid]);
    await create('github');
    const duplicate = await t.call('POST', integrationPaths.create, form('github', { integrationName: 'GITHUB MAIN' }));
    expect(duplicate.statusCode).toBe(409);
    expect(messages(duplicate)).toEqual([integrationMessages.nameExists('GITHUB MAIN')]);
    const xray = await t.call('POST', integrationPaths.create, form('gitlab', { products: ['xray'] }));
    expect(messages(xray)).toEqual([integrationMessages.productNotInstalled('Xray')]);
    expect((await t.call('GET', integrationPaths.list)).json()).toHaveLength(1);
  });

  it('is for administrators only', async () => {
    const key = await create('github');
    for (const [method, url] of [
      ['GET', integrationPaths.list],
      ['GET', integrationPaths.one(key)],
      ['DELETE', integrationPaths.one(key)],
    ] as const) {
      expect((await t.call(method, url, undefined, dana)).statusCode).toBe(403);
    }
    expect((await t.call('POST', integrationPaths.test, form('github'), dana)).statusCode).toBe(403);
    expect((await t.call('POST', integrationPaths.create, form('gitlab'), dana)).statusCode).toBe(403);
  });
});

describe('the connection test', () => {
  const calls: Record<GitVendorName, string> = {
    github: 'GET /user',
    gitlab: 'GET /api/v4/user',
    bitbucket_cloud: 'GET /2.0/user',
    bitbucket_server: 'GET /rest/api/1.0/users/octo-dev',
  };

  for (const name of Object.keys(calls) as GitVendorName[]) {
    it(`asks ${name} who the token belongs to`, async () => {
      const res = await t.call('POST', integrationPaths.test, form(name));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ userName: 'octo-dev' });
      expect(vendor.requests).toEqual([calls[name]]);
    });

    it(`R14.38 answers the spec's message when ${name} refuses the token`, async () => {
      const res = await t.call('POST', integrationPaths.test, form(name, { token: 'wrong-token' }));
      expect(res.statusCode).toBe(400);
      expect(messages(res)).toEqual(['Connection test failed, please check your credentials']);
      expect(vendor.requests).toEqual([calls[name]]);
    });

    it(`says so when ${name} does not answer in time`, async () => {
      vendor.setSilent(true);
      const probe = new VendorProbe({ timeoutMs: 200, guard: OutboundGuard.allowingAll() });
      const target = { vendor: name, url: vendor.url, token: vendor.account.token, userName: 'octo-dev' };
      await expect(probe.probe(target)).rejects.toThrow(integrationMessages.testTimedOut(0.2));
    });
  }

  it('says so when the vendor cannot be reached', async () => {
    const res = await t.call('POST', integrationPaths.test, form('github', { url: 'http://127.0.0.1:1' }));
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([integrationMessages.testUnreachable('127.0.0.1:1')]);
  });

  it('refuses a vendor on a private network unless the operator allows it, without sending the token', async () => {
    const guarded = await buildTestApp({ ARCA_OUTBOUND_ALLOW_PRIVATE_TARGETS: 'false' });
    try {
      const res = await guarded.call('POST', integrationPaths.test, form('github'));
      expect(res.statusCode).toBe(400);
      expect(messages(res)).toEqual([serverMessages.privateOutboundTarget('127.0.0.1')]);
      expect(vendor.requests).toEqual([]);
    } finally {
      await guarded.close();
    }
  });

  it('goes through the platform default proxy', async () => {
    const created = await t.call('POST', proxyPaths.list, {
      key: 'corp',
      host: proxy.host,
      port: proxy.port,
      platformDefault: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    try {
      const res = await t.call('POST', integrationPaths.test, form('gitlab'));
      expect(res.statusCode, res.body).toBe(200);
      expect(proxy.passed.map((p) => p.line)).toEqual([`GET ${vendor.url}/api/v4/user`]);
    } finally {
      await t.call('DELETE', proxyPaths.proxy('corp'));
    }
  });
});
