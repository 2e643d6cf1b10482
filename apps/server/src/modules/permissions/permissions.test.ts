import { apiPaths, type Permission, serverMessages, UI_API } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
const permission = (name: string) => `${apiPaths.accessPermissions}/${encodeURIComponent(name)}`;

const call: TestApp['call'] = (...args) => t.call(...args);

const npmTargets = {
  'npm-local': { include_patterns: ['**'], exclude_patterns: [] },
  'ANY REMOTE': { include_patterns: [], exclude_patterns: [] },
};

const deployers: Permission = {
  name: 'npm-deployers',
  resources: {
    artifact: {
      targets: npmTargets,
      actions: { users: { alice: ['READ', 'WRITE'] }, groups: { developers: ['READ', 'ANNOTATE'] } },
    },
  },
};

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['npm-local']);
  const user = await call('POST', apiPaths.accessUsers, {
    username: 'alice',
    password: 'Alice-Passw0rd!',
    email: 'alice@example.com',
  });
  expect(user.statusCode).toBe(201);
  expect((await call('POST', apiPaths.accessGroups, { name: 'developers' })).statusCode).toBe(201);
});
afterAll(() => t.close());

describe('Access v2 permissions', () => {
  it('creates a permission in the Access v2 shape and gives it back unchanged', async () => {
    const created = await call('POST', apiPaths.accessPermissions, deployers);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual(deployers);
    expect((await call('GET', permission('npm-deployers'))).json()).toEqual(deployers);
    expect((await call('GET', apiPaths.accessPermissions)).json().permissions).toContainEqual({
      name: 'npm-deployers',
      uri: expect.stringMatching(/\/access\/api\/v2\/permissions\/npm-deployers$/),
    });
  });

  it('refuses a second permission of the same name in any case', async () => {
    const res = await call('POST', apiPaths.accessPermissions, { ...deployers, name: 'NPM-Deployers' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toBe(serverMessages.permissionExists('NPM-Deployers'));
  });

  it('refuses, whole, a permission naming a user or group that does not exist', async () => {
    const ghostUser = structuredClone(deployers);
    ghostUser.name = 'ghosts';
    ghostUser.resources.artifact = {
      targets: npmTargets,
      actions: { users: { ghost: ['READ'] }, groups: {} },
    };
    const res = await call('POST', apiPaths.accessPermissions, ghostUser);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(serverMessages.unknownUsers(['ghost']));

    ghostUser.resources.artifact = {
      targets: npmTargets,
      actions: { users: {}, groups: { phantoms: ['READ'] } },
    };
    const groups = await call('POST', apiPaths.accessPermissions, ghostUser);
    expect(groups.statusCode).toBe(400);
    expect(groups.json().errors[0].message).toBe(serverMessages.unknownGroups(['phantoms']));
    expect((await call('GET', permission('ghosts'))).statusCode).toBe(404);
  });

  it('refuses an action the platform does not know', async () => {
    const res = await call('POST', apiPaths.accessPermissions, {
      name: 'odd',
      resources: { artifact: { targets: {}, actions: { users: { alice: ['OWN'] }, groups: {} } } },
    });
    expect(res.statusCode).toBe(400);
  });

  it('replaces one resource section and removes another, keeping the rest', async () => {
    const build = {
      targets: { 'artifactory-build-info': { include_patterns: ['release-*/**'], exclude_patterns: [] } },
      actions: { users: { alice: ['MANAGE'] }, groups: {} },
    };
    const replaced = await call('PUT', `${permission('npm-deployers')}/build`, build);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().resources).toEqual({ artifact: deployers.resources.artifact, build });

    expect((await call('DELETE', `${permission('npm-deployers')}/artifact`)).statusCode).toBe(204);
    expect((await call('GET', permission('npm-deployers'))).json().resources).toEqual({ build });
  });

  it('replaces a whole permission at once, or nothing when a principal is unknown', async () => {
    const readers: Permission = {
      name: 'ignored: the name stays',
      resources: { release_bundle: { targets: {}, actions: { users: { alice: ['READ', 'DISTRIBUTE'] }, groups: {} } } },
    };
    const replaced = await call('PUT', permission('npm-deployers'), readers);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual({ name: 'npm-deployers', resources: readers.resources });
    const ghost = await call('PUT', permission('npm-deployers'), {
      name: 'npm-deployers',
      resources: { artifact: { targets: {}, actions: { users: { ghost: ['READ'] } } } },
    });
    expect(ghost.statusCode).toBe(400);
    expect((await call('GET', permission('npm-deployers'))).json().resources).toEqual(readers.resources);
    expect((await call('PUT', permission('missing'), readers)).statusCode).toBe(404);
  });

  it('gives the console every permission in full', async () => {
    const cookie = await t.login('admin', ADMIN_PASSWORD);
    const res = await t.server.inject({
      method: 'GET',
      url: apiPaths.consolePermissions,
      headers: t.asConsole(cookie),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().permissions).toContainEqual((await call('GET', permission('npm-deployers'))).json());
  });

  it('deletes a permission, and answers 404 for one that does not exist', async () => {
    expect((await call('DELETE', permission('npm-deployers'))).statusCode).toBe(204);
    const gone = await call('GET', permission('npm-deployers'));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errors[0].message).toBe(serverMessages.permissionNotFound('npm-deployers'));
  });

  it('forgets a deleted user or group, so a new account of the same name inherits nothing', async () => {
    await call('POST', apiPaths.accessUsers, { username: 'temp', password: 'Temp-Passw0rd!', email: 't@example.com' });
    await call('POST', apiPaths.accessGroups, { name: 'contractors' });
    const grant: Permission = {
      name: 'temporary-access',
      resources: {
        artifact: {
          targets: npmTargets,
          actions: { users: { temp: ['READ'], alice: ['READ'] }, groups: { contractors: ['READ'] } },
        },
      },
    };
    expect((await call('POST', apiPaths.accessPermissions, grant)).statusCode).toBe(201);

    expect((await call('DELETE', `${apiPaths.accessUsers}/temp`)).statusCode).toBe(204);
    expect((await call('DELETE', `${apiPaths.accessGroups}/contractors`)).statusCode).toBe(204);

    const actions = (await call('GET', permission('temporary-access'))).json().resources.artifact.actions;
    expect(actions).toEqual({ users: { alice: ['READ'] }, groups: {} });
  });

  it('is for administrators only, and reachable through the console gateway', async () => {
    expect((await call('GET', apiPaths.accessPermissions, undefined, {})).statusCode).toBe(401);
    expect(
      (await call('POST', apiPaths.accessPermissions, deployers, basic('alice', 'Alice-Passw0rd!'))).statusCode,
    ).toBe(403);
    const cookie = await t.login('admin', ADMIN_PASSWORD);
    const res = await t.server.inject({
      method: 'GET',
      url: `${UI_API}${apiPaths.accessPermissions}`,
      headers: t.asConsole(cookie),
    });
    expect(res.statusCode).toBe(200);
  });
});
