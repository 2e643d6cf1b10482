import { apiPaths, authErrorCodes, CSRF_HEADER, CSRF_HEADER_VALUE, serverMessages } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_ADDRESS } from '../../lib/login-throttle.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/** The reverse proxy every client comes through: the socket address the server sees. */
const PROXY = '10.20.0.1';
const PASSWORD = 'Proxied-Passw0rd';

let behindProxy: TestApp;
let unconfigured: TestApp;
beforeAll(async () => {
  [behindProxy, unconfigured] = await Promise.all([
    buildTestApp({ ARCA_TRUSTED_PROXIES: `${PROXY},fd00:20::/64` }),
    buildTestApp(),
  ]);
  for (const app of [behindProxy, unconfigured]) {
    for (const name of ['alice', 'bob', 'carol']) await app.createUser(name, PASSWORD);
  }
});
afterAll(async () => {
  await Promise.all([behindProxy.close(), unconfigured.close()]);
});

/** A console login arriving from `socket`, with the X-Forwarded-For header a proxy adds, if any. */
function login(app: TestApp, user: string, password: string, socket: string, forwardedFor?: string) {
  return app.server.inject({
    method: 'POST',
    url: apiPaths.login,
    headers: {
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    payload: { user, password, type: 'login' },
    remoteAddress: socket,
  });
}

const lockedAnswer = { errors: [{ status: 401, message: serverMessages.userLocked, code: authErrorCodes.userLocked }] };

describe('clients behind a reverse proxy', () => {
  it('M5 with ARCA_TRUSTED_PROXIES, counts failures at each client address: a guesser behind the proxy locks the account for itself only', async () => {
    for (let i = 0; i < 5; i++) {
      const refused = await login(behindProxy, 'alice', `wrong-${i}`, PROXY, '198.51.100.7');
      expect(refused.statusCode).toBe(401);
    }
    // The proxy appends the address it saw: whatever the client wrote before it is not believed.
    const spoofed = await login(behindProxy, 'alice', PASSWORD, PROXY, '198.51.100.99, 198.51.100.7');
    expect(spoofed.json()).toEqual(lockedAnswer);

    const owner = await login(behindProxy, 'alice', PASSWORD, PROXY, '198.51.100.8');
    expect(owner.statusCode).toBe(200);
    // An IPv6 proxy in a trusted range passes its clients on alike.
    const overIpv6 = await login(behindProxy, 'alice', PASSWORD, 'fd00:20::5', '2001:db8:7::1');
    expect(overIpv6.statusCode).toBe(200);

    // The audit and request logs name the client, not the proxy.
    const lines = (await behindProxy.readLogs()).split('\n').filter((line) => line.includes(apiPaths.login));
    const ips = lines.map((line) => (JSON.parse(line) as { ip?: string }).ip);
    expect(ips).toContain('198.51.100.8');
    expect(ips).toContain('2001:db8:7::1');
    expect(ips).not.toContain(PROXY);
  });

  it('L1 with ARCA_TRUSTED_PROXIES, the per-address ceiling holds off the sprayer behind the proxy, not its other clients', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++) {
      const refused = await login(behindProxy, `spray-${i}`, 'Summer2026!', PROXY, '198.51.100.20');
      expect(refused.statusCode).toBe(401);
      // One good password on the way resets nothing.
      if (i === LOGIN_FAILURES_PER_ADDRESS / 2)
        expect((await login(behindProxy, 'bob', PASSWORD, PROXY, '198.51.100.20')).statusCode).toBe(200);
    }
    const sprayer = await login(behindProxy, 'bob', PASSWORD, PROXY, '198.51.100.20');
    expect(sprayer.statusCode).toBe(429);
    expect(sprayer.json()).toEqual({ errors: [{ status: 429, message: serverMessages.tooManyLoginAttempts }] });
    expect((await login(behindProxy, 'bob', PASSWORD, PROXY, '198.51.100.21')).statusCode).toBe(200);
  });

  it('M5 believes X-Forwarded-For from nobody without ARCA_TRUSTED_PROXIES, and from no address outside it', async () => {
    for (const [app, socket] of [
      [unconfigured, PROXY],
      [behindProxy, '10.20.0.2'],
    ] as const) {
      // Every failure names another client, but all come from one socket: that address is locked.
      for (let i = 0; i < 5; i++) await login(app, 'carol', `wrong-${i}`, socket, `198.51.100.${30 + i}`);
      const other = await login(app, 'carol', PASSWORD, socket, '198.51.100.40');
      expect(other.json()).toEqual(lockedAnswer);
      expect((await login(app, 'carol', PASSWORD, '10.20.0.3')).statusCode).toBe(200);
    }
  });
});
