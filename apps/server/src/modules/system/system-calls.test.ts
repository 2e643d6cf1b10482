import { apiPaths, serverMessages } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { MAX_ADOPTION_COUNTERS } from './adoption-metrics.service.ts';

const asAdmin = basic('admin', ADMIN_PASSWORD);

describe('adoption metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.server.inject({
      method: 'POST',
      url: apiPaths.accessUsers,
      headers: asAdmin,
      payload: { username: 'reader', password: 'Reader-Passw0rd', email: 'reader@example.com' },
    });
  });
  afterAll(() => t.close());

  const report = (payload: unknown, headers: Record<string, string> = {}) =>
    t.server.inject({ method: 'POST', url: apiPaths.adoptionMetric, headers, payload: payload as object });
  const counters = async () => {
    const res = await t.server.inject({ method: 'GET', url: apiPaths.adoptionMetric, headers: asAdmin });
    expect(res.statusCode).toBe(200);
    return res.json().counters as Array<{ featureName: string; action: string; type: string; count: number }>;
  };

  it('R28.048 counts reports from anyone, per feature, action and type, with type and value defaulted', async () => {
    const anonymous = await report({ featureName: 'packages', action: 'open' });
    expect(anonymous.statusCode).toBe(204);
    expect(anonymous.body).toBe('');
    expect((await report({ featureName: 'packages', action: 'open', value: 4 })).statusCode).toBe(204);
    const cookie = await t.login('reader', 'Reader-Passw0rd');
    const signedIn = await report({ featureName: 'packages', action: 'open', type: 'menu' }, t.asConsole(cookie));
    expect(signedIn.statusCode).toBe(204);
    expect((await report({ featureName: 'builds', action: 'filter', type: 'menu', value: 1000 })).statusCode).toBe(204);

    const list = await counters();
    expect(list.map(({ featureName, action, type, count }) => ({ featureName, action, type, count }))).toEqual([
      { featureName: 'builds', action: 'filter', type: 'menu', count: 1000 },
      { featureName: 'packages', action: 'open', type: 'default', count: 5 },
      { featureName: 'packages', action: 'open', type: 'menu', count: 1 },
    ]);
    expect(list.every((c) => typeof (c as { updatedAt?: unknown }).updatedAt === 'number')).toBe(true);
  });

  it('refuses reports without a feature name or action, with over-long names or an out-of-range value', async () => {
    const before = await counters();
    const cases: Array<[string, unknown]> = [
      ['no feature name', { action: 'open' }],
      ['no action', { featureName: 'packages' }],
      ['an empty feature name', { featureName: '', action: 'open' }],
      ['a 101-character action', { featureName: 'packages', action: 'a'.repeat(101) }],
      ['a 10 KB type', { featureName: 'packages', action: 'open', type: 't'.repeat(10 * 1024) }],
      ['an empty type', { featureName: 'packages', action: 'open', type: '' }],
      ['a value of 0', { featureName: 'packages', action: 'open', value: 0 }],
      ['a value of 1001', { featureName: 'packages', action: 'open', value: 1001 }],
      ['a fractional value', { featureName: 'packages', action: 'open', value: 1.5 }],
      ['a value given as text', { featureName: 'packages', action: 'open', value: '2' }],
      ['a number as feature name', { featureName: 42, action: 'open' }],
    ];
    for (const [label, payload] of cases) {
      const res = await report(payload);
      expect(res.statusCode, label).toBe(400);
      expect(res.json().errors[0].status, label).toBe(400);
    }
    const malformed = await t.server.inject({
      method: 'POST',
      url: apiPaths.adoptionMetric,
      headers: { 'content-type': 'application/json' },
      payload: '{"featureName":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await counters()).toEqual(before);
  });

  it('shows the counters to administrators only', async () => {
    const anonymous = await t.server.inject({ method: 'GET', url: apiPaths.adoptionMetric });
    expect(anonymous.statusCode).toBe(401);
    const reader = await t.server.inject({
      method: 'GET',
      url: apiPaths.adoptionMetric,
      headers: basic('reader', 'Reader-Passw0rd'),
    });
    expect(reader.statusCode).toBe(403);
    expect(reader.json()).toEqual({ errors: [{ status: 403, message: serverMessages.adminRequired }] });
  });

  it('stops creating counters at the limit but keeps adding to existing ones', async () => {
    const existing = (await counters()).length;
    const rows = Array.from({ length: MAX_ADOPTION_COUNTERS - existing }, (_, i) => ({
      feature_name: 'filler',
      action: `a${i}`,
      type: 'default',
      count: 1,
      updated_at: 1,
    }));
    for (let i = 0; i < rows.length; i += 100) {
      await t.database.db
        .insertInto('adoption_metrics')
        .values(rows.slice(i, i + 100))
        .execute();
    }
    expect((await report({ featureName: 'brand-new', action: 'open' })).statusCode).toBe(204);
    expect((await report({ featureName: 'packages', action: 'open' })).statusCode).toBe(204);
    const list = await counters();
    expect(list).toHaveLength(MAX_ADOPTION_COUNTERS);
    expect(list.find((c) => c.featureName === 'brand-new')).toBeUndefined();
    expect(list.find((c) => c.featureName === 'packages' && c.type === 'default')?.count).toBe(6);
  });
});

describe('general configuration', () => {
  it('R28.038 gives anyone the configured public base URL', async () => {
    const t = await buildTestApp({ ARCA_BASE_URL: 'https://arca.example.test/' });
    try {
      const res = await t.server.inject({ method: 'GET', url: apiPaths.generalConfig });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ customUrlBase: 'https://arca.example.test' });
    } finally {
      await t.close();
    }
  });

  it('answers null when no public base URL is configured', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.server.inject({ method: 'GET', url: apiPaths.generalConfig });
      expect(res.json()).toEqual({ customUrlBase: null });
    } finally {
      await t.close();
    }
  });
});

describe('feature configuration', () => {
  it('R28.049 tells anyone which feature flags are on, and lists none by default', async () => {
    const withFlag = await buildTestApp({ ARCA_FEATURE_FLAGS: 'TESTED' });
    const without = await buildTestApp();
    try {
      const on = await withFlag.server.inject({ method: 'GET', url: apiPaths.featuresConfig });
      expect(on.statusCode).toBe(200);
      expect(on.json()).toEqual({ enabled: ['TESTED'] });
      const off = await without.server.inject({ method: 'GET', url: apiPaths.featuresConfig });
      expect(off.json()).toEqual({ enabled: [] });
    } finally {
      await Promise.all([withFlag.close(), without.close()]);
    }
  });

  it('R1.31 offers the platform get-started flag, which the console reads to send administrators to get started', async () => {
    const t = await buildTestApp({ ARCA_FEATURE_FLAGS: 'platformGetStarted' });
    try {
      const res = await t.server.inject({ method: 'GET', url: apiPaths.featuresConfig });
      expect(res.json()).toEqual({ enabled: ['platformGetStarted'] });
    } finally {
      await t.close();
    }
  });
});
