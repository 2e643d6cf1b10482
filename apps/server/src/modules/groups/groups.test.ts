import { apiPaths, GROUP_NAME_MESSAGE, serverMessages, UI_API } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
const group = (name: string) => `${apiPaths.accessGroups}/${encodeURIComponent(name)}`;

const call: TestApp['call'] = (...args) => t.call(...args);

async function createUser(username: string) {
  const res = await call('POST', apiPaths.accessUsers, {
    username,
    password: `${username}-Passw0rd!`,
    email: `${username}@example.com`,
  });
  expect(res.statusCode).toBe(201);
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['alice', 'bob', 'carol']) await createUser(name);
});
afterAll(() => t.close());

describe('Access v2 groups', () => {
  it('creates a group with members and shows it whole', async () => {
    const created = await call('POST', apiPaths.accessGroups, {
      name: 'developers',
      description: 'Everyone who builds',
      members: ['alice', 'Bob'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      name: 'developers',
      description: 'Everyone who builds',
      auto_join: false,
      admin_privileges: false,
      realm: 'internal',
      members: ['alice', 'bob'],
    });
    expect((await call('GET', group('developers'))).json()).toEqual(created.json());
  });

  it('lists the groups by name with their addresses', async () => {
    const res = await call('GET', apiPaths.accessGroups);
    expect(res.statusCode).toBe(200);
    expect(res.json().groups).toContainEqual({
      group_name: 'developers',
      uri: expect.stringMatching(/\/access\/api\/v2\/groups\/developers$/),
    });
  });

  it('R26.08 R26.30 refuses a name with a forbidden character, naming them all', async () => {
    for (const name of ['a/b', 'a\\b', 'a:b', 'a|b', 'a?b', 'a<b', 'a>b', 'a*b', 'a"b']) {
      const res = await call('POST', apiPaths.accessGroups, { name });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: [{ status: 400, message: GROUP_NAME_MESSAGE }] });
    }
    expect(GROUP_NAME_MESSAGE).toBe('A group name must not contain any of these characters: / \\ : | ? < > * "');
  });

  it('refuses a second group of the same name in any case', async () => {
    const res = await call('POST', apiPaths.accessGroups, { name: 'DEVELOPERS' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toBe(serverMessages.groupExists('DEVELOPERS'));
  });

  it('creates nothing when a member does not exist', async () => {
    const res = await call('POST', apiPaths.accessGroups, { name: 'testers', members: ['alice', 'nobody'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(serverMessages.unknownUsers(['nobody']));
    expect((await call('GET', group('testers'))).statusCode).toBe(404);
  });

  it('changes the description and flags, and adds and removes members in one request', async () => {
    const changed = await call('PATCH', group('developers'), { description: 'Builders', admin_privileges: true });
    expect(changed.json()).toMatchObject({ description: 'Builders', admin_privileges: true, auto_join: false });

    const members = await call('PATCH', `${group('developers')}/members`, { add: ['carol'], remove: ['alice'] });
    expect(members.statusCode).toBe(200);
    expect(members.json().members).toEqual(['bob', 'carol']);

    const refused = await call('PATCH', `${group('developers')}/members`, { add: ['alice', 'ghost'], remove: ['bob'] });
    expect(refused.statusCode).toBe(400);
    expect((await call('GET', group('developers'))).json().members).toEqual(['bob', 'carol']);
  });

  it('puts a new user into every auto-join group', async () => {
    await call('POST', apiPaths.accessGroups, { name: 'readers', auto_join: true });
    await createUser('dave');
    expect((await call('GET', group('readers'))).json().members).toEqual(['dave']);
    expect((await call('GET', group('developers'))).json().members).not.toContain('dave');
  });

  it('deletes a group, and answers 404 for one that does not exist', async () => {
    await call('POST', apiPaths.accessGroups, { name: 'temporary', members: ['bob'] });
    expect((await call('DELETE', group('temporary'))).statusCode).toBe(204);
    const gone = await call('GET', group('temporary'));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errors[0].message).toBe(serverMessages.groupNotFound('temporary'));
    expect((await call('DELETE', group('temporary'))).statusCode).toBe(404);
  });

  it('is for administrators only: 401 without credentials, 403 for other users', async () => {
    expect((await call('GET', apiPaths.accessGroups, undefined, {})).statusCode).toBe(401);
    const asBob = basic('bob', 'bob-Passw0rd!');
    expect((await call('GET', apiPaths.accessGroups, undefined, asBob)).statusCode).toBe(403);
    expect((await call('POST', apiPaths.accessGroups, { name: 'mine' }, asBob)).statusCode).toBe(403);
  });

  it('is reachable through the console gateway with the session cookie', async () => {
    const cookie = await t.login('admin', ADMIN_PASSWORD);
    const res = await t.server.inject({
      method: 'GET',
      url: `${UI_API}${group('developers')}`,
      headers: t.asConsole(cookie),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('developers');
  });

  it('gives the console every group in full, members included', async () => {
    const cookie = await t.login('admin', ADMIN_PASSWORD);
    const res = await t.server.inject({ method: 'GET', url: apiPaths.consoleGroups, headers: t.asConsole(cookie) });
    expect(res.statusCode).toBe(200);
    const developers = res.json().groups.find((g: { name: string }) => g.name === 'developers');
    expect(developers).toEqual((await call('GET', group('developers'))).json());
    expect((await call('GET', apiPaths.consoleGroups, undefined, basic('bob', 'bob-Passw0rd!'))).statusCode).toBe(403);
  });
});
