import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ACCESS_COOKIE,
  apiPaths,
  CROWD_REALM,
  type CrowdConfigUpdate,
  DEFAULT_SECURITY_CONFIG,
  serverMessages,
  UI_API,
} from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const APP_NAME = 'arca';
const APP_PASSWORD = 'Crowd-App-Secret-5bq7Zk';
/** Crowd's users: name, password, email, active. */
const CROWD_USERS = [
  { name: 'alice', password: 'Alice-Crowd-Passw0rd', email: 'alice@example.com', active: true },
  { name: 'bob', password: 'Bob-Crowd-Passw0rd', email: 'bob@example.com', active: true },
  { name: 'carol', password: 'Carol-Crowd-Passw0rd', email: 'carol@example.com', active: false },
];

let t: TestApp;
let crowd: Server;
let crowdUrl: string;
/** Every request the stand-in received. */
let crowdRequests = 0;
const adminBasic = { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` };

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

/** A stand-in for Crowd's usermanagement authentication resource. */
function startCrowd(): Promise<Server> {
  const server = createServer(async (request, response) => {
    crowdRequests++;
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://crowd');
    if (request.method !== 'POST' || url.pathname !== '/rest/usermanagement/1/authentication') {
      return answer(404, { reason: 'NOT_FOUND' });
    }
    const expected = `Basic ${Buffer.from(`${APP_NAME}:${APP_PASSWORD}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return answer(401, { reason: 'APPLICATION_ACCESS_DENIED' });
    if (request.headers.accept !== 'application/json') return answer(406, { reason: 'NOT_ACCEPTABLE' });
    let value: unknown;
    try {
      value = (JSON.parse(await readBody(request)) as { value?: unknown }).value;
    } catch {
      return answer(400, { reason: 'ILLEGAL_ARGUMENT' });
    }
    const user = CROWD_USERS.find((u) => u.name.toLowerCase() === url.searchParams.get('username')?.toLowerCase());
    if (!user) return answer(400, { reason: 'USER_NOT_FOUND', message: 'User not found' });
    if (!user.active) return answer(400, { reason: 'INACTIVE_ACCOUNT', message: 'Account inactive' });
    if (value !== user.password) return answer(400, { reason: 'INVALID_USER_AUTHENTICATION', message: 'Failed' });
    return answer(200, { name: user.name, email: user.email, active: true, 'display-name': user.name });
  });
  server.listen(0, '127.0.0.1');
  return once(server, 'listening').then(() => server);
}

const baseConfig = (): CrowdConfigUpdate => ({
  enabled: true,
  serverUrl: crowdUrl,
  applicationName: APP_NAME,
  autoCreateUsers: false,
});

async function configure(update: CrowdConfigUpdate) {
  const res = await t.server.inject({ method: 'PUT', url: apiPaths.crowdConfig, headers: adminBasic, payload: update });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

let address = 0;
/** Each login from its own address, so the per-address throttle of one test does not reach the next. */
function crowdLogin(user: string, password: string, url: string = apiPaths.crowdLogin) {
  address += 1;
  return t.server.inject({
    method: 'POST',
    url,
    remoteAddress: `10.9.0.${address}`,
    payload: { user, password },
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  crowd = await startCrowd();
  crowdUrl = `http://127.0.0.1:${(crowd.address() as AddressInfo).port}`;
  await configure({ ...baseConfig(), applicationPassword: APP_PASSWORD });
});
afterAll(async () => {
  crowd.close();
  await t.close();
});

describe('Crowd settings', () => {
  it('answer whether an application password is stored, never the password itself, and only to administrators', async () => {
    const res = await t.server.inject({ method: 'GET', url: apiPaths.crowdConfig, headers: adminBasic });
    expect(res.json()).toEqual({
      enabled: true,
      serverUrl: crowdUrl,
      applicationName: APP_NAME,
      applicationPasswordSet: true,
      autoCreateUsers: false,
    });
    expect(res.body).not.toContain(APP_PASSWORD);
    const stored = await t.database.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'crowd')
      .executeTakeFirst();
    expect(stored?.value).toContain('sealedApplicationPassword');
    expect(stored?.value).not.toContain(APP_PASSWORD);

    const anonymous = await t.server.inject({ method: 'GET', url: apiPaths.crowdConfig });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keep the stored password when a change leaves it out, and refuse incomplete or unusable settings', async () => {
    const kept = await configure({ ...baseConfig(), autoCreateUsers: false });
    expect(kept.json().applicationPasswordSet).toBe(true);
    // Crowd accepted the application (no 502): alice is refused only for having no account yet.
    const refused = await crowdLogin('alice', 'Alice-Crowd-Passw0rd');
    expect(refused.json()).toEqual({ errors: [{ status: 401, message: serverMessages.unknownCrowdUser('alice') }] });

    const bad = [
      { ...baseConfig(), serverUrl: 'ftp://crowd.example.com' },
      { ...baseConfig(), serverUrl: 'http://user:secret@crowd.example.com' },
      { ...baseConfig(), applicationName: '' },
    ];
    for (const payload of bad) {
      const res = await t.server.inject({ method: 'PUT', url: apiPaths.crowdConfig, headers: adminBasic, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('L4 need the application password again when the server URL moves to another origin, and never send it there', async () => {
    const elsewhere = await startCrowd();
    const elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
    const seen = (server: Server) => {
      const authorizations: (string | undefined)[] = [];
      server.on('request', (request: IncomingMessage) => authorizations.push(request.headers.authorization));
      return authorizations;
    };
    const reachedElsewhere = seen(elsewhere);
    const put = (payload: CrowdConfigUpdate) =>
      t.server.inject({ method: 'PUT', url: apiPaths.crowdConfig, headers: adminBasic, payload });
    try {
      const moved = await put({ ...baseConfig(), serverUrl: elsewhereUrl });
      expect(moved.json()).toEqual({
        errors: [{ status: 400, message: serverMessages.crowdPasswordForNewUrl(elsewhereUrl) }],
      });
      // Another host name for the same machine, or another scheme, is another address too.
      for (const serverUrl of [crowdUrl.replace('127.0.0.1', 'localhost'), crowdUrl.replace('http:', 'https:')]) {
        expect((await put({ ...baseConfig(), serverUrl })).statusCode, serverUrl).toBe(400);
      }
      const read = await t.server.inject({ method: 'GET', url: apiPaths.crowdConfig, headers: adminBasic });
      expect(read.json()).toMatchObject({ serverUrl: crowdUrl, applicationPasswordSet: true });
      // Logins still go to the server that has the password, and nothing went elsewhere.
      expect((await crowdLogin('alice', 'Wrong-Passw0rd')).statusCode).toBe(401);
      expect(reachedElsewhere).toEqual([]);

      // Another path on the same origin keeps it: the password reaches the server that had it.
      expect((await put({ ...baseConfig(), serverUrl: `${crowdUrl}/crowd` })).json().applicationPasswordSet).toBe(true);
      // A cleared URL forgets it: it could only go to an address entered later.
      const cleared = await put({ ...baseConfig(), enabled: false, serverUrl: '' });
      expect(cleared.json().applicationPasswordSet).toBe(false);

      // Entered again, the password goes to the new address.
      await configure({ ...baseConfig(), serverUrl: elsewhereUrl, applicationPassword: APP_PASSWORD });
      expect((await crowdLogin('alice', 'Wrong-Passw0rd')).statusCode).toBe(401);
      expect(reachedElsewhere).toHaveLength(1);
    } finally {
      await configure({ ...baseConfig(), applicationPassword: APP_PASSWORD });
      elsewhere.close();
    }
  });
});

describe('Crowd login', () => {
  it('R4.32 R28.019 starts a session for a user Crowd accepts, usable for the console calls', async () => {
    await configure({ ...baseConfig(), autoCreateUsers: true });
    const res = await crowdLogin('alice', 'Alice-Crowd-Passw0rd');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'alice', realm: CROWD_REALM, admin: false, email: 'alice@example.com' });
    const session = res.cookies.find((c) => c.name === ACCESS_COOKIE);
    expect(session?.value).toBeTruthy();
    const current = await t.server.inject({
      method: 'GET',
      url: apiPaths.currentUser,
      headers: { cookie: `${ACCESS_COOKIE}=${session?.value}` },
    });
    expect(current.json()).toMatchObject({ name: 'alice', realm: CROWD_REALM });
  });

  it('R4.35 R28.025 answers at the access service and through the console gateway alike', async () => {
    await configure({ ...baseConfig(), autoCreateUsers: true });
    for (const url of [apiPaths.accessCrowdLogin, `${UI_API}${apiPaths.accessCrowdLogin}`]) {
      const res = await crowdLogin('bob', 'Bob-Crowd-Passw0rd', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().name).toBe('bob');
      expect(res.cookies.some((c) => c.name === ACCESS_COOKIE && c.value !== '')).toBe(true);
    }
  });

  it('gives a lasting session with remember me', async () => {
    await configure({ ...baseConfig(), autoCreateUsers: true });
    address += 1;
    const res = await t.server.inject({
      method: 'POST',
      url: `${apiPaths.crowdLogin}?_spring_security_remember_me=true`,
      remoteAddress: `10.9.0.${address}`,
      payload: { user: 'alice', password: 'Alice-Crowd-Passw0rd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === ACCESS_COOKIE)?.maxAge).toBeGreaterThan(0);
  });

  it('refuses a wrong password, an unknown and an inactive Crowd user with the login message', async () => {
    for (const [user, password] of [
      ['alice', 'Wrong-Passw0rd'],
      ['nobody', 'Whatever-Passw0rd'],
      ['carol', 'Carol-Crowd-Passw0rd'],
    ] as const) {
      const res = await crowdLogin(user, password);
      expect(res.statusCode, user).toBe(401);
      expect(res.json()).toEqual({ errors: [{ status: 401, message: serverMessages.badCredentials }] });
      expect(res.cookies.filter((c) => c.value !== '')).toHaveLength(0);
    }
  });

  it('refuses a Crowd user without an account here unless accounts may be created', async () => {
    await configure(baseConfig());
    CROWD_USERS.push({ name: 'dave', password: 'Dave-Crowd-Passw0rd', email: '', active: true });
    const refused = await crowdLogin('dave', 'Dave-Crowd-Passw0rd');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ errors: [{ status: 401, message: serverMessages.unknownCrowdUser('dave') }] });
  });

  it('refuses users whose console access is disabled', async () => {
    await t.server.inject({
      method: 'POST',
      url: apiPaths.accessUsers,
      headers: adminBasic,
      payload: {
        username: 'erin',
        password: 'Erin-Local-Passw0rd',
        email: 'erin@example.com',
        disable_ui_access: true,
      },
    });
    CROWD_USERS.push({ name: 'erin', password: 'Erin-Crowd-Passw0rd', email: '', active: true });
    const res = await crowdLogin('erin', 'Erin-Crowd-Passw0rd');
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].message).toBe(serverMessages.uiAccessDisabled);
  });

  it('M5 locks the account after repeated refusals at the address they came from only, as the password login does', async () => {
    const payload = { ...DEFAULT_SECURITY_CONFIG, userLockPolicy: { enabled: true, loginAttempts: 2, lockMinutes: 5 } };
    expect(
      (await t.server.inject({ method: 'PUT', url: apiPaths.securityConfig, headers: adminBasic, payload })).statusCode,
    ).toBe(200);
    try {
      await configure({ ...baseConfig(), autoCreateUsers: true });
      CROWD_USERS.push({ name: 'frank', password: 'Frank-Crowd-Passw0rd', email: '', active: true });
      const from = (remoteAddress: string, password: string) =>
        t.server.inject({
          method: 'POST',
          url: apiPaths.crowdLogin,
          remoteAddress,
          payload: { user: 'frank', password },
        });
      expect((await from('10.9.1.1', 'Frank-Crowd-Passw0rd')).statusCode).toBe(200);
      expect((await from('10.9.1.1', 'Wrong-1')).statusCode).toBe(401);
      expect((await from('10.9.1.1', 'Wrong-2')).statusCode).toBe(401);
      const locked = await from('10.9.1.1', 'Frank-Crowd-Passw0rd');
      expect(locked.statusCode).toBe(401);
      expect(locked.json().errors[0].message).toBe(serverMessages.userLocked);
      expect((await from('10.9.1.2', 'Frank-Crowd-Passw0rd')).statusCode).toBe(200);
    } finally {
      await t.server.inject({
        method: 'PUT',
        url: apiPaths.securityConfig,
        headers: adminBasic,
        payload: DEFAULT_SECURITY_CONFIG,
      });
    }
  });

  it('throttles an address after too many refusals', async () => {
    await configure(baseConfig());
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.server.inject({
        method: 'POST',
        url: apiPaths.crowdLogin,
        remoteAddress: '10.8.8.8',
        payload: { user: 'nobody', password: `Wrong-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('answers 502 when Crowd refuses the application credentials', async () => {
    await configure({ ...baseConfig(), applicationPassword: 'Not-The-App-Password' });
    try {
      const res = await crowdLogin('alice', 'Alice-Crowd-Passw0rd');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ errors: [{ status: 502, message: serverMessages.crowdUnreachable }] });
    } finally {
      await configure({ ...baseConfig(), applicationPassword: APP_PASSWORD });
    }
  });

  it('answers 502 when the Crowd server is down', async () => {
    const down = createServer();
    down.listen(0, '127.0.0.1');
    await once(down, 'listening');
    const port = (down.address() as AddressInfo).port;
    down.close();
    await once(down, 'close');
    await configure({ ...baseConfig(), serverUrl: `http://127.0.0.1:${port}`, applicationPassword: APP_PASSWORD });
    try {
      const res = await crowdLogin('alice', 'Alice-Crowd-Passw0rd');
      expect(res.statusCode).toBe(502);
      expect(res.json().errors[0].message).toBe(serverMessages.crowdUnreachable);
    } finally {
      await configure({ ...baseConfig(), applicationPassword: APP_PASSWORD });
    }
  });

  it('never sends a password to a Crowd server on a private network unless the operator allows it', async () => {
    const guarded = await buildTestApp({ ARCA_OUTBOUND_ALLOW_PRIVATE_TARGETS: 'false' });
    try {
      const set = await guarded.server.inject({
        method: 'PUT',
        url: apiPaths.crowdConfig,
        headers: adminBasic,
        payload: { ...baseConfig(), applicationPassword: APP_PASSWORD },
      });
      expect(set.statusCode, set.body).toBe(200);
      const before = crowdRequests;
      const res = await guarded.server.inject({
        method: 'POST',
        url: apiPaths.crowdLogin,
        payload: { user: 'alice', password: 'Alice-Crowd-Passw0rd' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().errors[0].message).toBe(serverMessages.crowdUnreachable);
      expect(crowdRequests).toBe(before);
    } finally {
      await guarded.close();
    }
  });

  it('answers 404 while Crowd login is off, and the login page stops offering it', async () => {
    const offered = async () =>
      (await t.server.inject({ method: 'GET', url: apiPaths.loginRelatedData })).json().crowdLogin;
    expect(await offered()).toBe(true);
    await configure({ ...baseConfig(), enabled: false });
    try {
      expect(await offered()).toBe(false);
      const res = await crowdLogin('alice', 'Alice-Crowd-Passw0rd');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: [{ status: 404, message: serverMessages.crowdNotEnabled }] });
    } finally {
      await configure(baseConfig());
    }
  });

  it('refuses empty and oversized input with 400 before asking Crowd', async () => {
    for (const payload of [
      { user: '', password: 'x' },
      { user: 'alice', password: '' },
      { user: 'a'.repeat(10 * 1024), password: 'x' },
      { user: 'alice' },
    ]) {
      const res = await t.server.inject({ method: 'POST', url: apiPaths.crowdLogin, payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it('never writes the application password or a user password to the logs', async () => {
    await crowdLogin('alice', 'Alice-Crowd-Passw0rd');
    const logs = await t.readLogs();
    expect(logs).toContain('Crowd');
    expect(logs).not.toContain(APP_PASSWORD);
    expect(logs).not.toContain('Not-The-App-Password');
    expect(logs).not.toContain('Alice-Crowd-Passw0rd');
  });
});
