import { apiPaths, CSRF_HEADER, CSRF_HEADER_VALUE, DEFAULT_SECURITY_CONFIG, serverMessages } from '@arca/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const PASSWORD = 'Owner-Passw0rd';
/** One attempt locks an address, so ten failures from ten addresses reach the account's ceiling. */
const POLICY = { enabled: true, loginAttempts: 1, lockMinutes: 15 };
const CEILING = 10 * POLICY.loginAttempts;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.call('PUT', apiPaths.securityConfig, { ...DEFAULT_SECURITY_CONFIG, userLockPolicy: POLICY });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
});
afterEach(() => {
  vi.useRealTimers();
});

function login(user: string, password: string, remoteAddress: string) {
  return t.server.inject({
    method: 'POST',
    url: apiPaths.login,
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    payload: { user, password, type: 'login' },
    remoteAddress,
  });
}

/** Guesses spread over many IPv6 networks, one /64 each, so no address reaches its own limit twice. */
async function guessFromEverywhere(user: string, network: number) {
  for (let i = 0; i < CEILING; i++) {
    const res = await login(user, `guess-${i}`, `2001:db8:${network}:${i}::1`);
    expect(res.json()).toEqual({ errors: [{ status: 401, message: serverMessages.badCredentials }] });
  }
}

const tooMany = { errors: [{ status: 429, message: serverMessages.tooManyLoginAttempts }] };

describe("an account's guesses from all addresses together", () => {
  it('M5 past ten times the lock attempts within the lock period, hold off addresses the account never signed in from, while the owner at a known address signs in', async () => {
    await t.createUser('owner', PASSWORD);
    expect((await login('owner', PASSWORD, '10.30.0.1')).statusCode).toBe(200);
    await guessFromEverywhere('owner', 1);

    // A new address waits, whatever it sends and however it sends it; its guesses are not even checked.
    const newcomer = await login('owner', PASSWORD, '10.30.9.9');
    expect(newcomer.json()).toEqual(tooMany);
    const retryAfter = Number(newcomer.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(POLICY.lockMinutes * 60);
    const overBasic = await t.server.inject({
      method: 'GET',
      url: apiPaths.currentUser,
      headers: basic('owner', PASSWORD),
      remoteAddress: '10.30.9.10',
    });
    expect(overBasic.json()).toEqual(tooMany);
    expect((await login('owner', 'guess-again', '2001:db8:2::1')).json()).toEqual(tooMany);

    // Where the owner signed in before, the password still works.
    expect((await login('owner', PASSWORD, '10.30.0.1')).statusCode).toBe(200);

    // Once the guesses are older than the lock period, new addresses sign in again.
    vi.setSystemTime(Date.now() + POLICY.lockMinutes * 60_000);
    expect((await login('owner', PASSWORD, '10.30.9.9')).statusCode).toBe(200);
  });

  it("M5 an administrator's unlock ends the hold on new addresses at once", async () => {
    await t.createUser('unlocked', PASSWORD);
    await guessFromEverywhere('unlocked', 3);
    expect((await login('unlocked', PASSWORD, '10.31.0.1')).json()).toEqual(tooMany);
    expect((await t.call('POST', apiPaths.unlockUser('unlocked'))).statusCode).toBe(204);
    expect((await login('unlocked', PASSWORD, '10.31.0.1')).statusCode).toBe(200);
  });
});
