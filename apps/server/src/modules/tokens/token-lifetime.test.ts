import { apiPaths, type SecurityConfig, type TokenInfo } from '@arca/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
const admin = basic('admin', ADMIN_PASSWORD);
const DEV_PASSWORD = 'Dev-Passw0rd!';
const dev = basic('dev', DEV_PASSWORD);
/** A maximum below the one-year default, so a capped lifetime cannot pass for the default. */
const MAX_SECONDS = 30 * 24 * 3600;

beforeAll(async () => {
  t = await buildTestApp();
  await t.createUser('dev', DEV_PASSWORD);
  await t.createRepositories(['generic-local']);
  await t.grant('dev-reads', ['generic-local'], { dev: ['READ'] });
  const current = (await t.call('GET', apiPaths.securityConfig)).json() as SecurityConfig;
  const res = await t.call('PUT', apiPaths.securityConfig, {
    ...current,
    tokenPolicy: { maxExpiresInSeconds: MAX_SECONDS },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

function createToken(headers: Record<string, string>, payload: object) {
  return t.server.inject({ method: 'POST', url: apiPaths.accessTokens, headers, payload });
}

/** The stored lifetime of a token, from the list: seconds, or undefined when it never expires. */
async function storedLifetime(tokenId: string): Promise<number | undefined> {
  const { tokens } = (await t.server.inject({ method: 'GET', url: apiPaths.accessTokens, headers: admin })).json() as {
    tokens: TokenInfo[];
  };
  const token = tokens.find((candidate) => candidate.token_id === tokenId);
  if (!token) throw new Error(`token ${tokenId} is not listed`);
  return token.expiry === undefined ? undefined : token.expiry - token.issued_at;
}

describe('token lifetimes', () => {
  it('L2 gives a non-administrator the configured maximum when it asks for no lifetime, for one that never ends or for a longer one', async () => {
    const asked = [{}, { expires_in: 0 }, { expires_in: 999_999_999_999 }, { expires_in: '999999999999' }];
    for (const payload of asked) {
      const res = await createToken(dev, payload);
      expect([payload, res.statusCode, res.json().expires_in]).toEqual([payload, 200, MAX_SECONDS]);
      expect(await storedLifetime(res.json().token_id)).toBeCloseTo(MAX_SECONDS, -1);
    }
    const shorter = await createToken(dev, { expires_in: 600 });
    expect(shorter.json().expires_in).toBe(600);

    const cookie = await t.login('dev', DEV_PASSWORD);
    const identity = await t.server.inject({
      method: 'POST',
      url: apiPaths.identifyToken('dev'),
      headers: t.asConsole(cookie),
      payload: { expiresIn: 0 },
    });
    expect(identity.json().expires_in).toBe(MAX_SECONDS);
    expect(await storedLifetime(identity.json().token_id)).toBeCloseTo(MAX_SECONDS, -1);

    // Set-me-up asks for a year; the policy's month is what the token gets.
    const setMeUp = await t.server.inject({
      method: 'POST',
      url: apiPaths.setMeUpToken('generic-local'),
      headers: t.asConsole(cookie),
      payload: { password: DEV_PASSWORD },
    });
    expect(setMeUp.statusCode).toBe(200);
    const { tokens } = (await t.server.inject({ method: 'GET', url: apiPaths.accessTokens, headers: dev })).json() as {
      tokens: TokenInfo[];
    };
    const issued = tokens.find((token) => token.description === 'Set Me Up: generic-local');
    expect(issued?.expiry === undefined ? undefined : issued.expiry - issued.issued_at).toBeCloseTo(MAX_SECONDS, -1);
  });

  it('still lets an administrator create tokens that never expire, or last longer than the maximum, for anyone', async () => {
    const forever = await createToken(admin, { username: 'dev', expires_in: 0 });
    expect(forever.json().expires_in).toBe(0);
    expect(await storedLifetime(forever.json().token_id)).toBeUndefined();
    const long = await createToken(admin, { expires_in: 2 * MAX_SECONDS });
    expect(long.json().expires_in).toBe(2 * MAX_SECONDS);
  });
});

describe('refresh chains', () => {
  const DAY = 24 * 3600;

  // The server reads this clock; the tests move it on by days.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function later(seconds: number) {
    vi.setSystemTime(Date.now() + seconds * 1000);
  }

  function refresh(refreshToken: string) {
    return createToken({}, { grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /** The answer to a refresh token the server never issued: what a refused refresh must look like. */
  async function unknownRefresh() {
    const res = await refresh('x'.repeat(64));
    expect(res.statusCode).toBe(401);
    return res.json();
  }

  async function whoAmI(accessToken: string) {
    const res = await t.server.inject({
      method: 'GET',
      url: apiPaths.currentUser,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return res.statusCode === 200 ? res.json().name : res.statusCode;
  }

  it("L2 ends a refresh chain a non-administrator started the token policy's maximum after its first token: refreshed tokens expire by then, a later refresh is refused as an invalid refresh token", async () => {
    const first = (await createToken(dev, { refreshable: true, expires_in: 10 * DAY })).json();
    expect(first.expires_in).toBe(10 * DAY);

    // Long expired, the token still refreshes within its chain, but only up to the chain's end.
    later(25 * DAY);
    const second = await refresh(first.refresh_token);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().expires_in).toBe(5 * DAY);
    expect(await storedLifetime(second.json().token_id)).toBe(5 * DAY);
    expect(await whoAmI(second.json().access_token)).toBe('dev');

    later(5 * DAY);
    expect(await whoAmI(second.json().access_token)).toBe(401);
    const past = await refresh(second.json().refresh_token);
    expect(past.statusCode).toBe(401);
    expect(past.json()).toEqual(await unknownRefresh());
  });

  it('L2 ends earlier chains by the token policy in force when they refresh', async () => {
    const first = (await createToken(dev, { refreshable: true, expires_in: 2 * DAY })).json();
    const current = (await t.call('GET', apiPaths.securityConfig)).json() as SecurityConfig;
    const lowered = await t.call('PUT', apiPaths.securityConfig, {
      ...current,
      tokenPolicy: { maxExpiresInSeconds: 7 * DAY },
    });
    expect(lowered.statusCode).toBe(200);
    try {
      later(6 * DAY);
      const second = await refresh(first.refresh_token);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().expires_in).toBe(DAY);
      later(DAY);
      expect((await refresh(second.json().refresh_token)).json()).toEqual(await unknownRefresh());
    } finally {
      await t.call('PUT', apiPaths.securityConfig, current);
    }
  });

  it('L2 keeps refreshing chains an administrator started past the maximum, as before', async () => {
    const forDev = (await createToken(admin, { username: 'dev', refreshable: true, expires_in: 10 * DAY })).json();
    const forever = (await createToken(admin, { refreshable: true, expires_in: 0 })).json();
    later(4 * MAX_SECONDS);
    const devRefreshed = await refresh(forDev.refresh_token);
    expect(devRefreshed.statusCode, devRefreshed.body).toBe(200);
    expect(devRefreshed.json().expires_in).toBe(10 * DAY);
    expect(await whoAmI(devRefreshed.json().access_token)).toBe('dev');
    const foreverRefreshed = await refresh(forever.refresh_token);
    expect(foreverRefreshed.statusCode, foreverRefreshed.body).toBe(200);
    expect(foreverRefreshed.json().expires_in).toBe(0);
    expect(await storedLifetime(foreverRefreshed.json().token_id)).toBeUndefined();
  });
});
