import { apiPaths, serverMessages, UI_API } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminCookie = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

function createUser(headers: Record<string, string>, payload: object, url: string = apiPaths.accessUsers) {
  return t.server.inject({ method: 'POST', url, headers, payload });
}

describe('POST /access/api/v2/users', () => {
  it('lets an administrator create a user who can then log in as a non-admin', async () => {
    const res = await createUser(basic('admin', ADMIN_PASSWORD), {
      username: 'dev1',
      password: 'Dev1-Password',
      email: 'dev1@example.com',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      username: 'dev1',
      email: 'dev1@example.com',
      admin: false,
      disable_ui_access: false,
      realm: 'internal',
      status: 'enabled',
      groups: [],
      last_logged_in: null,
      locked: false,
      password_expired: false,
    });
    const cookie = await t.login('dev1', 'Dev1-Password');
    const me = await t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers: { cookie } });
    expect(me.json()).toMatchObject({ name: 'dev1', admin: false });
  });

  it('is reachable through the console gateway with the session cookie', async () => {
    const res = await createUser(
      t.asConsole(adminCookie),
      { username: 'dev2', password: 'Dev2-Password', email: 'dev2@example.com' },
      `${UI_API}${apiPaths.accessUsers}`,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().username).toBe('dev2');
  });

  it('refuses anonymous callers with 401 and non-admins with 403', async () => {
    const anonymous = await createUser({}, { username: 'x1', password: 'X1-Password', email: 'x1@example.com' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ errors: [{ status: 401, message: serverMessages.authenticationRequired }] });
    await createUser(basic('admin', ADMIN_PASSWORD), {
      username: 'plain',
      password: 'Plain-Passw0rd',
      email: 'plain@example.com',
    });
    const nonAdmin = await createUser(basic('plain', 'Plain-Passw0rd'), {
      username: 'x2',
      password: 'X2-Password',
      email: 'x2@example.com',
    });
    expect(nonAdmin.statusCode).toBe(403);
    expect(nonAdmin.json()).toEqual({ errors: [{ status: 403, message: serverMessages.adminRequired }] });
  });

  it('refuses a second user with the same name in any case with 409', async () => {
    await createUser(basic('admin', ADMIN_PASSWORD), {
      username: 'Casey',
      password: 'Casey-Passw0rd',
      email: 'casey@example.com',
    });
    const again = await createUser(basic('admin', ADMIN_PASSWORD), {
      username: 'casey',
      password: 'Other-Passw0rd',
      email: 'c2@example.com',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: [{ status: 409, message: serverMessages.userExists('casey') }] });
  });

  it.each([
    ['a name with spaces', { username: 'two words', password: 'P-ssword1', email: 'a@example.com' }],
    ['a name with markup', { username: '<b>x</b>', password: 'P-ssword1', email: 'a@example.com' }],
    ['a 10 KB name', { username: 'n'.repeat(10 * 1024), password: 'P-ssword1', email: 'a@example.com' }],
    ['a bad email', { username: 'okname', password: 'P-ssword1', email: 'not-an-email' }],
    ['a missing password', { username: 'okname', email: 'a@example.com' }],
    ['admin as a string', { username: 'okname', password: 'P-ssword1', email: 'a@example.com', admin: 'yes' }],
  ])('answers 400 for %s and creates nothing', async (_label, payload) => {
    const res = await createUser(basic('admin', ADMIN_PASSWORD), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].status).toBe(400);
    const login = await t.server.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { user: 'okname', password: 'P-ssword1', type: 'login' },
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('Access v2 users: list, read, change, delete', () => {
  const admin = basic('admin', ADMIN_PASSWORD);
  const user = (name: string) => `${apiPaths.accessUsers}/${encodeURIComponent(name)}`;
  const call = (
    method: 'GET' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = admin,
  ) => t.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    await createUser(admin, { username: 'erin', password: 'Erin-Passw0rd', email: 'erin@example.com' });
    await t.server.inject({
      method: 'POST',
      url: apiPaths.accessGroups,
      headers: admin,
      payload: { name: 'qa', members: ['erin'] },
    });
  });

  it('lists every user with the address of each', async () => {
    const res = await call('GET', apiPaths.accessUsers);
    expect(res.statusCode).toBe(200);
    expect(res.json().users).toContainEqual({
      username: 'erin',
      uri: expect.stringMatching(/\/access\/api\/v2\/users\/erin$/),
      realm: 'internal',
      status: 'enabled',
    });
  });

  it('shows one user with their groups, and 404 for a name nobody has', async () => {
    const res = await call('GET', user('ERIN'));
    expect(res.json()).toEqual({
      username: 'erin',
      email: 'erin@example.com',
      admin: false,
      disable_ui_access: false,
      realm: 'internal',
      status: 'enabled',
      groups: ['qa'],
      last_logged_in: null,
      locked: false,
      password_expired: false,
    });
    const missing = await call('GET', user('nobody'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe(serverMessages.userNotFound('nobody'));
  });

  it('changes only the fields given; a new password works at once and goes through the policy', async () => {
    const res = await call('PATCH', user('erin'), { email: 'erin@corp.example', password: 'Erin-New-Passw0rd' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'erin@corp.example', admin: false, groups: ['qa'] });
    expect(await t.login('erin', 'Erin-New-Passw0rd')).toBeTruthy();
    const weak = await call('PATCH', user('erin'), { password: 'x' });
    expect(weak.statusCode).toBe(400);
  });

  it('keeps the last administrator: removing their flag or deleting them is refused and changes nothing', async () => {
    const demote = await call('PATCH', user('admin'), { admin: false, email: 'changed@example.com' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().errors[0].message).toBe(serverMessages.lastAdministrator);
    expect((await call('GET', user('admin'))).json()).toMatchObject({ admin: true, email: 'admin@localhost' });
    expect((await call('DELETE', user('admin'))).statusCode).toBe(409);

    // With a second administrator, the first may step down.
    await call('PATCH', user('erin'), { admin: true });
    expect((await call('PATCH', user('admin'), { admin: false })).statusCode).toBe(200);
    expect((await call('PATCH', user('admin'), { admin: true }, basic('erin', 'Erin-New-Passw0rd'))).statusCode).toBe(
      200,
    );
    await call('PATCH', user('erin'), { admin: false });
  });

  it('deletes a user, who can then no longer log in', async () => {
    await createUser(admin, { username: 'frank', password: 'Frank-Passw0rd', email: 'frank@example.com' });
    expect((await call('DELETE', user('frank'))).statusCode).toBe(204);
    expect((await call('GET', user('frank'))).statusCode).toBe(404);
    const login = await t.server.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { user: 'frank', password: 'Frank-Passw0rd', type: 'login' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('is for administrators only', async () => {
    const asErin = basic('erin', 'Erin-New-Passw0rd');
    expect((await call('GET', apiPaths.accessUsers, undefined, asErin)).statusCode).toBe(403);
    expect((await call('PATCH', user('erin'), { admin: true }, asErin)).statusCode).toBe(403);
    expect((await call('DELETE', user('erin'), undefined, {})).statusCode).toBe(401);
  });
});

describe('the console users table, lockout and password expiry', () => {
  const admin = basic('admin', ADMIN_PASSWORD);
  const post = (url: string, headers: Record<string, string> = admin) =>
    t.server.inject({ method: 'POST', url, headers });
  // From an address of its own: the failures earlier tests sent from the default one count there.
  const login = (user: string, password: string) =>
    t.server.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { user, password, type: 'login' },
      remoteAddress: '10.7.7.1',
    });

  beforeAll(async () => {
    await t.server.inject({ method: 'POST', url: apiPaths.accessGroups, headers: admin, payload: { name: 'ops' } });
    await createUser(admin, {
      username: 'gina',
      password: 'Gina-Passw0rd',
      email: 'gina@example.com',
      groups: ['ops'],
    });
  });

  it('lists every user in full, with groups and the time of the last login', async () => {
    expect((await login('gina', 'Gina-Passw0rd')).statusCode).toBe(200);
    const res = await t.server.inject({ method: 'GET', url: apiPaths.consoleUsers, headers: t.asConsole(adminCookie) });
    expect(res.statusCode).toBe(200);
    const gina = res.json().users.find((user: { username: string }) => user.username === 'gina');
    expect(gina).toMatchObject({ email: 'gina@example.com', groups: ['ops'], locked: false, password_expired: false });
    expect(Date.now() - Date.parse(gina.last_logged_in)).toBeLessThan(60_000);
    const asGina = await t.server.inject({
      method: 'GET',
      url: apiPaths.consoleUsers,
      headers: basic('gina', 'Gina-Passw0rd'),
    });
    expect(asGina.statusCode).toBe(403);
  });

  it('creates a user in the groups named, and refuses a group that does not exist without creating the user', async () => {
    const res = await createUser(admin, {
      username: 'hal',
      password: 'Hal-Passw0rd!',
      email: 'hal@example.com',
      groups: ['ghosts'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(serverMessages.unknownGroups(['ghosts']));
    const missing = await t.server.inject({ method: 'GET', url: `${apiPaths.accessUsers}/hal`, headers: admin });
    expect(missing.statusCode).toBe(404);
  });

  it('replaces the groups of a user', async () => {
    await t.server.inject({ method: 'POST', url: apiPaths.accessGroups, headers: admin, payload: { name: 'dev' } });
    const res = await t.server.inject({
      method: 'PATCH',
      url: `${apiPaths.accessUsers}/gina`,
      headers: admin,
      payload: { groups: ['dev'] },
    });
    expect(res.json().groups).toEqual(['dev']);
  });

  it('shows a locked-out user as locked, lists them, and unlocks them', async () => {
    for (let i = 0; i < 5; i++) await login('gina', `wrong-${i}`);
    expect((await login('gina', 'Gina-Passw0rd')).json().errors[0].message).toBe(serverMessages.userLocked);
    expect((await t.server.inject({ method: 'GET', url: apiPaths.lockedUsers, headers: admin })).json()).toEqual([
      'gina',
    ]);
    const details = await t.server.inject({ method: 'GET', url: `${apiPaths.accessUsers}/gina`, headers: admin });
    expect(details.json().locked).toBe(true);

    expect((await post(apiPaths.unlockUser('gina'), basic('erin', 'Erin-New-Passw0rd'))).statusCode).toBe(403);
    expect((await post(`${UI_API}${apiPaths.unlockUser('gina')}`, t.asConsole(adminCookie))).statusCode).toBe(204);
    expect((await login('gina', 'Gina-Passw0rd')).statusCode).toBe(200);
    expect((await post(apiPaths.unlockUser('nobody'))).statusCode).toBe(404);
  });

  it('expires a password, which must then be changed at login, and takes the expiry back', async () => {
    expect((await post(apiPaths.expirePassword('gina'))).statusCode).toBe(204);
    const details = await t.server.inject({ method: 'GET', url: `${apiPaths.accessUsers}/gina`, headers: admin });
    expect(details.json().password_expired).toBe(true);
    expect((await login('gina', 'Gina-Passw0rd')).json().errors[0].message).toBe(serverMessages.passwordExpired);
    expect((await post(apiPaths.unexpirePassword('gina'))).statusCode).toBe(204);
    expect((await login('gina', 'Gina-Passw0rd')).statusCode).toBe(200);
  });
});
