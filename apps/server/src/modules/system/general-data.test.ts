import { apiPaths, isSubscriptionTierType, licenseTypes, serverMessages } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { subscriptionTierByLicense } from './server-info.service.ts';

const basicAdmin = { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` };

let t: TestApp;
let devCookie: string;

beforeAll(async () => {
  t = await buildTestApp({ ARCA_BASE_URL: 'https://arca.example.test/' });
  await t.server.inject({
    method: 'POST',
    url: apiPaths.accessUsers,
    headers: basicAdmin,
    payload: { username: 'dev', password: 'Dev-Passw0rd', email: 'dev@example.com' },
  });
  devCookie = await t.login('dev', 'Dev-Passw0rd');
});
afterAll(() => t.close());

describe('footer / general data', () => {
  it('R2.20 carries buildNumber, license, userEmail, helpLinksEnabled, isCloudProviderConfigured, connectUrl, logoUrl and userLogo', async () => {
    const res = await t.server.inject({ method: 'GET', url: apiPaths.footer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      serverName: 'Arca',
      buildNumber: '0.0.0-test',
      platformId: 'arca-enterprise_plus',
      license: 'ENTERPRISE_PLUS',
      userEmail: { email: '' },
      helpLinksEnabled: true,
      isCloudProviderConfigured: false,
      connectUrl: null,
      logoUrl: null,
      userLogo: null,
      customUrlBase: 'https://arca.example.test',
    });
  });

  it('R2.20 gives a signed-in user their own email as userEmail {email}', async () => {
    const res = await t.server.inject({ method: 'GET', url: apiPaths.footer, headers: { cookie: devCookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().userEmail).toEqual({ email: 'dev@example.com' });
  });

  it('R2.21 carries the same customUrlBase as ui/generalConfig, without the trailing slash', async () => {
    const footer = (await t.server.inject({ method: 'GET', url: apiPaths.footer })).json();
    const general = (await t.server.inject({ method: 'GET', url: apiPaths.generalConfig })).json();
    expect(footer.customUrlBase).toBe('https://arca.example.test');
    expect(footer.customUrlBase).toBe(general.customUrlBase);
  });

  it('R2.21 answers a null customUrlBase, like ui/generalConfig, when no public base URL is configured', async () => {
    const plain = await buildTestApp();
    try {
      const footer = (await plain.server.inject({ method: 'GET', url: apiPaths.footer })).json();
      const general = (await plain.server.inject({ method: 'GET', url: apiPaths.generalConfig })).json();
      expect(footer.customUrlBase).toBeNull();
      expect(general.customUrlBase).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

describe('server info', () => {
  it('R2.22 answers serverId, platformId and subscriptionTierType to a signed-in user', async () => {
    const res = await t.server.inject({ method: 'GET', url: apiPaths.serverInfo, headers: { cookie: devCookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['platformId', 'serverId', 'subscriptionTierType']);
    expect(body.serverId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.subscriptionTierType).toBe('enterprise_team');
    const footer = (await t.server.inject({ method: 'GET', url: apiPaths.footer })).json();
    expect(body.platformId).toBe(footer.platformId);
  });

  it('R2.22 keeps one serverId, stored in the settings', async () => {
    const [first, second] = await Promise.all(
      [1, 2].map(() => t.server.inject({ method: 'GET', url: apiPaths.serverInfo, headers: { cookie: devCookie } })),
    );
    const third = await t.server.inject({ method: 'GET', url: apiPaths.serverInfo, headers: basicAdmin });
    const ids = [first, second, third].map((res) => res?.json().serverId);
    expect(new Set(ids).size).toBe(1);
    const row = await t.database.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'serverId')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toBe(ids[0]);
  });

  it('R2.22 refuses anonymous visitors with 401 while anonymous access is off, and serves them once it is on', async () => {
    const refused = await t.server.inject({ method: 'GET', url: apiPaths.serverInfo });
    expect(refused.statusCode).toBe(401);
    expect(JSON.stringify(refused.json())).toContain(serverMessages.authenticationRequired);
    await t.setAnonymousAccess(true);
    try {
      const served = await t.server.inject({ method: 'GET', url: apiPaths.serverInfo });
      expect(served.statusCode).toBe(200);
      expect(served.json().subscriptionTierType).toBe('enterprise_team');
    } finally {
      await t.setAnonymousAccess(false);
    }
  });

  it('R2.23 maps every licence type to a subscription tier type', () => {
    for (const license of licenseTypes) expect(isSubscriptionTierType(subscriptionTierByLicense[license])).toBe(true);
    expect(subscriptionTierByLicense.ENTERPRISE_PLUS_TRIAL).toBe('enterprise_team');
    expect([subscriptionTierByLicense.ENTERPRISE, subscriptionTierByLicense.EDGE_TRIAL]).toEqual([
      'pro_team',
      'pro_team',
    ]);
    expect([subscriptionTierByLicense.COMMERCIAL_X, subscriptionTierByLicense.TRIAL]).toEqual(['pro', 'pro']);
    expect([subscriptionTierByLicense.none, subscriptionTierByLicense.JCR]).toEqual(['free', 'free']);
  });

  it('R2.23 reports the free tier for an OSS server', async () => {
    const oss = await buildTestApp({ ARCA_LICENSE_TYPE: 'OSS' });
    try {
      const res = await oss.server.inject({ method: 'GET', url: apiPaths.serverInfo, headers: basicAdmin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ platformId: 'arca-oss', subscriptionTierType: 'free' });
    } finally {
      await oss.close();
    }
  });
});
