import { apiPaths, type Permission, serverMessages } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../lib/encryption.ts';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { type Actor, ANONYMOUS } from '../auth/actor.ts';
import { MfaService } from '../auth/mfa.service.ts';
import { MfaChallengesRepository } from '../auth/mfa-challenges.repository.ts';
import { MfaCodeFailuresRepository } from '../auth/mfa-code-failures.repository.ts';
import { GroupsRepository } from '../groups/groups.repository.ts';
import { SecurityConfigService } from '../settings/security-config.service.ts';
import { SettingsRepository } from '../settings/settings.repository.ts';
import { TokensRepository } from '../tokens/tokens.repository.ts';
import { TokensService } from '../tokens/tokens.service.ts';
import { UsersRepository } from '../users/users.repository.ts';
import { AuthorizationService } from './authorization.service.ts';
import { PermissionsRepository } from './permissions.repository.ts';

let t: TestApp;
const admin = basic('admin', ADMIN_PASSWORD);

async function post(url: string, payload: object) {
  const res = await t.server.inject({ method: 'POST', url, headers: admin, payload });
  expect(res.statusCode).toBe(201);
}

const readers: Permission = {
  name: 'npm-readers',
  resources: {
    artifact: {
      targets: { 'npm-local': { include_patterns: ['**'], exclude_patterns: ['internal/**'] } },
      actions: { users: { alice: ['WRITE'], anonymous: ['READ'] }, groups: { developers: ['READ'] } },
    },
  },
};

/** A fresh service each time, so a changed security setting is read anew. */
function authorization() {
  return new AuthorizationService({
    permissions: new PermissionsRepository(t.database.db, t.database.changes),
    groups: new GroupsRepository(t.database.db),
    users: new UsersRepository(t.database.db),
    security: new SecurityConfigService(new SettingsRepository(t.database.db)),
    repositories: { kindOf: async (key) => (key === 'npm-local' ? 'local' : undefined) },
  });
}

async function actor(name: string): Promise<Actor> {
  const user = await new UsersRepository(t.database.db).findByName(name);
  if (!user) throw new Error(`no user ${name}`);
  return { kind: 'user', user, via: 'basic' };
}

const npm = (path: string) => ({ type: 'artifact' as const, repoKey: 'npm-local', path });

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['npm-local']);
  for (const name of ['alice', 'bob', 'carol']) {
    await post(apiPaths.accessUsers, { username: name, password: `${name}-Passw0rd!`, email: `${name}@example.com` });
  }
  await post(apiPaths.accessGroups, { name: 'developers', members: ['bob'] });
  await post(apiPaths.accessGroups, { name: 'operators', admin_privileges: true, members: ['carol'] });
  await post(apiPaths.accessPermissions, readers);
});
afterAll(() => t.close());

describe('the authorization service', () => {
  it("answers for a user from their own grants and their groups'", async () => {
    const service = authorization();
    expect(await service.may(await actor('alice'), 'WRITE', npm('lodash/lodash.tgz'))).toBe(true);
    expect(await service.may(await actor('alice'), 'DELETE', npm('lodash/lodash.tgz'))).toBe(false);
    expect(await service.may(await actor('bob'), 'READ', npm('lodash/lodash.tgz'))).toBe(true);
    expect(await service.may(await actor('bob'), 'WRITE', npm('lodash/lodash.tgz'))).toBe(false);
    expect(await service.may(await actor('bob'), 'READ', npm('internal/secret.tgz'))).toBe(false);
  });

  it('lets members of a group with admin privileges do everything', async () => {
    const service = authorization();
    expect(
      await service.may(await actor('carol'), 'MANAGE', { type: 'artifact', repoKey: 'any-repo', path: 'x' }),
    ).toBe(true);
    expect((await service.principalOf(await actor('carol')))?.admin).toBe(true);
    expect((await service.principalOf(await actor('bob')))?.admin).toBe(false);
  });

  it('lets a groups-scoped token act through its groups alone, never as its user or an administrator', async () => {
    const asAdmin = (payload: object) =>
      t.server.inject({ method: 'POST', url: apiPaths.accessTokens, headers: admin, payload });
    const unknown = await asAdmin({ username: 'alice', scope: 'applied-permissions/groups:ghosts' });
    expect(unknown.statusCode).toBe(400);
    const issued = await asAdmin({ username: 'alice', scope: 'applied-permissions/groups:developers' });
    expect(issued.statusCode).toBe(200);
    const bearer = { authorization: `Bearer ${issued.json().access_token}` };
    const { db } = t.database;
    const usersRepository = new UsersRepository(db);
    const security = new SecurityConfigService(new SettingsRepository(db));
    const mfa = new MfaService({
      users: usersRepository,
      challenges: new MfaChallengesRepository(db),
      failures: new MfaCodeFailuresRepository(db),
      box: SecretBox.forInstance(t.dataDir, t.config.masterKey),
      security,
    });
    const tokens = new TokensService(
      new TokensRepository(db),
      usersRepository,
      new GroupsRepository(db),
      { mfa, security },
      t.database.changes,
    );
    const scoped = await tokens.actorFor(issued.json().access_token);
    if (!scoped) throw new Error('the token was not accepted');
    const service = authorization();
    // The developers' READ, not alice's own WRITE.
    expect(await service.may(scoped, 'READ', npm('lodash/lodash.tgz'))).toBe(true);
    expect(await service.may(scoped, 'WRITE', npm('lodash/lodash.tgz'))).toBe(false);
    // Even a token of an administrator, scoped to groups, administers nothing.
    const adminScoped = await asAdmin({ scope: 'applied-permissions/groups:developers' });
    const users = await t.server.inject({
      method: 'GET',
      url: apiPaths.accessUsers,
      headers: { authorization: `Bearer ${adminScoped.json().access_token}` },
    });
    expect(users.statusCode).toBe(403);
    expect((await t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers: bearer })).json().name).toBe(
      'alice',
    );
  });

  it("keeps a groups-scoped token from minting tokens, changing the profile or using the user's project roles", async () => {
    const issued = await t.server.inject({
      method: 'POST',
      url: apiPaths.accessTokens,
      headers: admin,
      payload: { scope: 'applied-permissions/groups:developers' },
    });
    const scoped = { authorization: `Bearer ${issued.json().access_token}` };
    const minted = await t.server.inject({ method: 'POST', url: apiPaths.accessTokens, headers: scoped, payload: {} });
    expect(minted.statusCode).toBe(403);
    expect(minted.json().errors[0].message).toBe(serverMessages.scopedTokenRefused);
    expect((await t.server.inject({ method: 'GET', url: apiPaths.accessTokens, headers: scoped })).statusCode).toBe(
      403,
    );
    const profile = await t.server.inject({
      method: 'PUT',
      url: apiPaths.userProfile,
      headers: scoped,
      payload: { password: ADMIN_PASSWORD, email: 'taken@example.com' },
    });
    expect(profile.statusCode).toBe(403);
    // The administrator is still one, with the address they had.
    const me = await t.server.inject({ method: 'GET', url: `${apiPaths.accessUsers}/admin`, headers: admin });
    expect(me.json()).toMatchObject({ admin: true, email: 'admin@localhost' });

    // bob administers a project, but a token scoped to a group without that role does not.
    await post(apiPaths.accessProjects, { project_key: 'apps', display_name: 'Apps' });
    await t.server.inject({
      method: 'PUT',
      url: `${apiPaths.accessProjects}/apps/users/bob`,
      headers: admin,
      payload: { name: 'bob', roles: ['Project Admin'] },
    });
    const bobToken = await t.server.inject({
      method: 'POST',
      url: apiPaths.accessTokens,
      headers: admin,
      payload: { username: 'bob', scope: 'applied-permissions/groups:developers' },
    });
    const bobScoped = { authorization: `Bearer ${bobToken.json().access_token}` };
    const project = `${apiPaths.accessProjects}/apps`;
    expect(
      (await t.server.inject({ method: 'GET', url: project, headers: basic('bob', 'bob-Passw0rd!') })).statusCode,
    ).toBe(200);
    expect((await t.server.inject({ method: 'GET', url: project, headers: bobScoped })).statusCode).toBe(403);
  });

  it('gives the anonymous user its grants only while anonymous access is on', async () => {
    expect(await authorization().may(ANONYMOUS, 'READ', npm('lodash/lodash.tgz'))).toBe(false);
    await t.setAnonymousAccess(true);
    expect(await authorization().may(ANONYMOUS, 'READ', npm('lodash/lodash.tgz'))).toBe(true);
    expect(await authorization().may(ANONYMOUS, 'WRITE', npm('lodash/lodash.tgz'))).toBe(false);
  });
});

describe('GET ui/effectivePermissions/{type}/{repoKey}', () => {
  it('R23.16 shows administrators who may do what on a repository, and through which permission', async () => {
    const res = await t.server.inject({
      method: 'GET',
      url: apiPaths.effectivePermissions('artifact', 'npm-local'),
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view.permissionTargets).toEqual([
      { permissionName: 'npm-readers', users: ['alice', 'anonymous'], groups: ['developers'], repoKeys: ['npm-local'] },
    ]);
    expect(view.groupEffectivePermissions).toEqual([
      {
        principal: 'developers',
        permissionTargets: ['npm-readers'],
        permission: {
          read: true,
          annotate: false,
          deploy: false,
          delete: false,
          distribute: false,
          managedXrayMeta: false,
        },
      },
    ]);
    expect(view.userEffectivePermissions.map((row: { principal: string }) => row.principal)).toEqual([
      'alice',
      'anonymous',
    ]);
  });

  it('is for administrators only', async () => {
    const res = await t.server.inject({
      method: 'GET',
      url: apiPaths.effectivePermissions('artifact', 'npm-local'),
      headers: basic('alice', 'alice-Passw0rd!'),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET ui/principalPermissions/{user|group}/{name}', () => {
  it('shows administrators what a user may do, through their own grants and their groups', async () => {
    const get = (url: string, headers: Record<string, string> = admin) =>
      t.server.inject({ method: 'GET', url, headers });
    const bob = await get(apiPaths.principalPermissions('user', 'bob'));
    expect(bob.statusCode).toBe(200);
    expect(bob.json()).toEqual({
      grants: [
        {
          permissionName: 'npm-readers',
          resourceType: 'artifact',
          targets: ['npm-local'],
          actions: ['READ'],
          viaGroup: 'developers',
        },
      ],
    });
    expect((await get(apiPaths.principalPermissions('group', 'developers'))).json().grants).toHaveLength(1);
    expect((await get(apiPaths.principalPermissions('group', 'ghosts'))).statusCode).toBe(404);
    expect((await get(apiPaths.principalPermissions('user', 'bob'), basic('bob', 'bob-Passw0rd!'))).statusCode).toBe(
      403,
    );
  });
});
