import { apiPaths, repoKeyMessages, serverMessages, UI_API } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { startReceiver } from '../webhooks/test-receiver.ts';

let t: TestApp;
const dana = basic('dana', 'Dana-Passw0rd!');
const repo = (key: string) => `/artifactory/api/repositories/${encodeURIComponent(key)}`;

const call: TestApp['call'] = (...args) => t.call(...args);

const message = (res: { json(): { errors: { message: string }[] } }) => res.json().errors[0]?.message;

beforeAll(async () => {
  t = await buildTestApp();
  await call('POST', apiPaths.accessUsers, { username: 'dana', password: 'Dana-Passw0rd!', email: 'dana@example.com' });
});
afterAll(() => t.close());

describe('repository configuration', () => {
  it('creates a repository with PUT, answers 200, and gives the config back with its defaults', async () => {
    const created = await call('PUT', repo('libs-release'), {
      rclass: 'local',
      packageType: 'maven',
      description: 'Releases',
    });
    expect(created.statusCode).toBe(200);
    expect(created.body).toBe("Successfully created repository 'libs-release'");
    const config = await call('GET', repo('libs-release'));
    expect(config.json()).toEqual({
      key: 'libs-release',
      rclass: 'local',
      packageType: 'maven',
      description: 'Releases',
      includesPattern: '**/*',
      excludesPattern: '',
    });
    expect((await call('HEAD', repo('libs-release'))).statusCode).toBe(200);
    expect((await call('HEAD', repo('nothing-here'))).statusCode).toBe(404);
  });

  it('R26.09 R26.28 R26.29 refuses keys that break the rules, with their messages', async () => {
    const attempt = async (key: string) => message(await call('PUT', repo(key), { rclass: 'local' }));
    expect(await attempt('libs|release')).toBe(repoKeyMessages.illegalCharacters);
    expect(await attempt('-libs')).toBe(repoKeyMessages.start);
    expect(await attempt('libs_release')).toBe(repoKeyMessages.characters);
    expect((await call('GET', apiPaths.legacyPermissions)).statusCode).toBe(200);
  });

  it('refuses a second repository of the same key in any case, and a body naming another key', async () => {
    const twice = await call('PUT', repo('LIBS-RELEASE'), { rclass: 'local' });
    expect(twice.statusCode).toBe(400);
    expect(message(twice)).toBe(serverMessages.repositoryExists('LIBS-RELEASE'));
    expect(message(await call('PUT', repo('other'), { key: 'another', rclass: 'local' }))).toBe(
      serverMessages.repositoryKeyMismatch,
    );
  });

  it('refuses a configuration nested deeper than any needs, which could not be stored, with a 400 instead of a 500', async () => {
    let deep = '1';
    for (let level = 0; level < 10_000; level++) deep = `{"a":${deep}}`;
    const send = (method: 'PUT' | 'POST', key: string) =>
      t.server.inject({
        method,
        url: repo(key),
        headers: { ...basic('admin', ADMIN_PASSWORD), 'content-type': 'application/json' },
        payload: `{"rclass":"local","kept":${deep}}`,
      });
    const created = await send('PUT', 'deep-create');
    expect(created.statusCode).toBe(400);
    expect(message(created)).toBe(serverMessages.repositoryConfigTooDeep(32));
    expect((await call('PUT', repo('deep-update'), { rclass: 'local', kept: { a: { b: ['c'] } } })).statusCode).toBe(
      200,
    );
    const updated = await send('POST', 'deep-update');
    expect(updated.statusCode).toBe(400);
    expect(message(updated)).toBe(serverMessages.repositoryConfigTooDeep(32));
    expect((await call('GET', repo('deep-update'))).json().kept).toEqual({ a: { b: ['c'] } });
    expect((await call('DELETE', repo('deep-update'))).statusCode).toBe(200);
  });

  it('keeps the key api for the service calls under /artifactory/api, and ANY for permission targets', async () => {
    for (const key of ['API', 'ANY', 'any']) {
      const res = await call('PUT', repo(key), { rclass: 'local' });
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe(serverMessages.repositoryKeyReserved(key));
    }
  });

  it('takes package types by their aliases and refuses kinds a type does not allow', async () => {
    expect((await call('PUT', repo('go-local'), { rclass: 'local', packageType: 'golang' })).statusCode).toBe(200);
    expect((await call('GET', repo('go-local'))).json().packageType).toBe('go');
    expect(message(await call('PUT', repo('vcs-local'), { rclass: 'local', packageType: 'vcs' }))).toBe(
      serverMessages.packageTypeNotInKind('vcs', 'local'),
    );
    expect(message(await call('PUT', repo('cobol-local'), { rclass: 'local', packageType: 'cobol' }))).toBe(
      serverMessages.unknownPackageType('cobol'),
    );
  });

  it('keeps a remote password sealed, never gives it back, and keeps it when an update leaves it out', async () => {
    const bad = await call('PUT', repo('npm-remote'), { rclass: 'remote', packageType: 'npm', url: 'ftp://x' });
    expect(message(bad)).toBe(serverMessages.remoteUrlRequired);
    const remote = {
      rclass: 'remote',
      packageType: 'npm',
      url: 'https://registry.npmjs.org',
      username: 'bot',
      password: 'S3cret!',
    };
    expect((await call('PUT', repo('npm-remote'), remote)).statusCode).toBe(200);
    const stored = await t.database.db
      .selectFrom('repositories')
      .select('config')
      .where('repo_key', '=', 'npm-remote')
      .executeTakeFirstOrThrow();
    expect(stored.config).not.toContain('S3cret!');
    expect((await call('GET', repo('npm-remote'))).json()).not.toHaveProperty('password');

    expect((await call('POST', repo('npm-remote'), { description: 'npmjs' })).statusCode).toBe(200);
    const after = await t.database.db
      .selectFrom('repositories')
      .select('config')
      .where('repo_key', '=', 'npm-remote')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(after.config).password).toBe(JSON.parse(stored.config).password);
    expect((await call('GET', repo('npm-remote'))).json()).toMatchObject({ description: 'npmjs', username: 'bot' });
  });

  it('L4 refuses to point a remote repository at another host without its password again, sending it nowhere new', async () => {
    const first = await startReceiver({ status: 404 });
    const other = await startReceiver({ status: 200 });
    try {
      const remote = {
        rclass: 'remote',
        packageType: 'generic',
        url: first.url,
        username: 'bot',
        password: 'Stored-Pass-1',
      };
      expect((await call('PUT', repo('moving-remote'), remote)).statusCode).toBe(200);
      const origin = new URL(other.url).origin;

      const moved = await call('POST', repo('moving-remote'), { url: `${other.url}files/` });
      expect(moved.statusCode).toBe(400);
      expect(message(moved)).toBe(serverMessages.remotePasswordForNewUrl(origin));
      expect((await call('GET', repo('moving-remote'))).json()).toMatchObject({ url: first.url });
      await call('GET', '/artifactory/moving-remote/a.txt');
      expect(other.requests).toHaveLength(0);

      // Another path on the same host keeps the password: it reaches the server that had it.
      expect((await call('POST', repo('moving-remote'), { url: `${first.url}mirror/` })).statusCode).toBe(200);

      const reentered = await call('POST', repo('moving-remote'), { url: other.url, password: 'New-Pass-2' });
      expect(reentered.statusCode, reentered.body).toBe(200);
      await call('GET', '/artifactory/moving-remote/b.txt');
      expect(other.requests[0]?.headers.authorization).toBe(
        `Basic ${Buffer.from('bot:New-Pass-2').toString('base64')}`,
      );

      // Without a stored password there is nothing to take along.
      const open = { rclass: 'remote', packageType: 'generic', url: first.url };
      expect((await call('PUT', repo('open-remote'), open)).statusCode).toBe(200);
      expect((await call('POST', repo('open-remote'), { url: other.url })).statusCode).toBe(200);
    } finally {
      await first.close();
      await other.close();
      await call('DELETE', repo('moving-remote'));
      await call('DELETE', repo('open-remote'));
    }
  });

  it('changes what a POST gives, never the kind or the package type', async () => {
    expect((await call('POST', repo('libs-release'), { notes: 'Signed releases only' })).body).toBe(
      "Repository 'libs-release' update successful.",
    );
    expect((await call('GET', repo('libs-release'))).json()).toMatchObject({
      description: 'Releases',
      notes: 'Signed releases only',
    });
    expect(message(await call('POST', repo('libs-release'), { rclass: 'remote' }))).toBe(
      serverMessages.repositoryKindChanged,
    );
    expect(message(await call('POST', repo('libs-release'), { packageType: 'npm' }))).toBe(
      serverMessages.repositoryKindChanged,
    );
    expect((await call('POST', repo('missing'), { notes: 'x' })).statusCode).toBe(404);
  });

  it('gives back the fields a client sent that Arca does not act on, as sent', async () => {
    const extra = { xrayIndex: true, propertySets: ['artifactory'], checksumPolicyType: 'client-checksums' };
    expect((await call('POST', repo('libs-release'), extra)).statusCode).toBe(200);
    expect((await call('GET', repo('libs-release'))).json()).toMatchObject(extra);
  });

  it('checks the members of a virtual repository and takes a deleted one out of it', async () => {
    await call('PUT', repo('npm-local'), { rclass: 'local', packageType: 'npm' });
    const wrongType = await call('PUT', repo('npm'), {
      rclass: 'virtual',
      packageType: 'npm',
      repositories: ['npm-local', 'libs-release'],
    });
    expect(message(wrongType)).toBe(serverMessages.virtualMembersMismatch(['libs-release']));
    const missing = await call('PUT', repo('npm'), { rclass: 'virtual', packageType: 'npm', repositories: ['ghost'] });
    expect(message(missing)).toBe(serverMessages.unknownRepositories(['ghost']));
    const remoteTarget = await call('PUT', repo('npm'), {
      rclass: 'virtual',
      packageType: 'npm',
      repositories: ['npm-local', 'npm-remote'],
      defaultDeploymentRepo: 'npm-remote',
    });
    expect(message(remoteTarget)).toBe(serverMessages.defaultDeploymentRepo);
    const virtual = {
      rclass: 'virtual',
      packageType: 'npm',
      repositories: ['npm-local', 'npm-remote'],
      defaultDeploymentRepo: 'npm-local',
    };
    expect((await call('PUT', repo('npm'), virtual)).statusCode).toBe(200);

    const deleted = await call('DELETE', repo('npm-local'));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body).toBe(serverMessages.repositoryDeleted('npm-local'));
    const after = (await call('GET', repo('npm'))).json();
    expect(after.repositories).toEqual(['npm-remote']);
    expect(after).not.toHaveProperty('defaultDeploymentRepo');
    expect((await call('DELETE', repo('npm-local'))).statusCode).toBe(404);
  });

  it('lists repositories with the type, package type and project filters', async () => {
    const keys = async (query: string) =>
      ((await call('GET', `/artifactory/api/repositories${query}`)).json() as { key: string }[]).map((r) => r.key);
    expect(await keys('')).toEqual(['go-local', 'libs-release', 'npm', 'npm-remote']);
    expect(await keys('?type=remote')).toEqual(['npm-remote']);
    expect(await keys('?packageType=golang')).toEqual(['go-local']);
    expect((await call('GET', '/artifactory/api/repositories?type=remote')).json()).toEqual([
      {
        key: 'npm-remote',
        type: 'REMOTE',
        description: 'npmjs',
        url: 'https://registry.npmjs.org',
        packageType: 'npm',
      },
    ]);
    await call('POST', apiPaths.accessProjects, { project_key: 'apps', display_name: 'Apps' });
    await call('POST', repo('go-local'), { projectKey: 'apps' });
    expect(await keys('?project=apps')).toEqual(['go-local']);
    expect(message(await call('POST', repo('go-local'), { projectKey: 'nope' }))).toBe(
      serverMessages.projectNotFound('nope'),
    );
  });
});

describe('the console repository rows', () => {
  it('R28.138 gives administrators the repositories of one kind', async () => {
    const remote = await call('GET', `${UI_API}/ui/admin/repositories/remote/info`);
    expect(remote.json()).toEqual([
      {
        repoKey: 'npm-remote',
        repoType: 'REMOTE',
        packageType: 'npm',
        description: 'npmjs',
        url: 'https://registry.npmjs.org',
        projectKey: '',
      },
    ]);
    expect((await call('GET', `${UI_API}/ui/admin/repositories/virtual/info`)).statusCode).toBe(400);
    expect((await call('GET', `${UI_API}/ui/admin/repositories/local/info`, undefined, dana)).statusCode).toBe(403);
  });
});

describe('who sees and changes repositories', () => {
  it('leaves configuration to administrators', async () => {
    expect((await call('PUT', repo('mine'), { rclass: 'local' }, dana)).statusCode).toBe(403);
    expect((await call('GET', repo('libs-release'), undefined, dana)).statusCode).toBe(403);
    expect((await call('DELETE', repo('libs-release'), undefined, {})).statusCode).toBe(401);
  });

  it('lists to a user only the repositories a permission lets them read, ANY LOCAL included', async () => {
    const list = async (headers: Record<string, string>) =>
      ((await call('GET', '/artifactory/api/repositories', undefined, headers)).json() as { key: string }[]).map(
        (r) => r.key,
      );
    expect(await list(dana)).toEqual([]);
    const grant = await call('POST', apiPaths.accessPermissions, {
      name: 'dana-reads-locals',
      resources: {
        artifact: {
          targets: { 'ANY LOCAL': { include_patterns: [], exclude_patterns: [] } },
          actions: { users: { dana: ['READ'] }, groups: {} },
        },
      },
    });
    expect(grant.statusCode).toBe(201);
    expect(await list(dana)).toEqual(['go-local', 'libs-release']);
    // Through the console gateway too, with a session.
    const cookie = await t.login('dana', 'Dana-Passw0rd!');
    const viaConsole = await t.server.inject({
      method: 'GET',
      url: `${UI_API}/artifactory/api/repositories`,
      headers: t.asConsole(cookie),
    });
    expect(viaConsole.json().map((r: { key: string }) => r.key)).toEqual(['go-local', 'libs-release']);
  });

  it('keeps permission targets and virtual members under the stored key, whatever case they were sent in', async () => {
    await call('PUT', repo('web-local'), { rclass: 'local', packageType: 'npm' });
    const created = await call('POST', apiPaths.accessPermissions, {
      name: 'web-readers',
      resources: {
        artifact: {
          targets: { 'WEB-LOCAL': { include_patterns: [], exclude_patterns: [] } },
          actions: { users: { dana: ['READ'] }, groups: {} },
        },
      },
    });
    expect(Object.keys(created.json().resources.artifact.targets)).toEqual(['web-local']);
    await call('PUT', repo('web'), {
      rclass: 'virtual',
      packageType: 'npm',
      repositories: ['WEB-LOCAL'],
      defaultDeploymentRepo: 'Web-Local',
    });
    expect((await call('GET', repo('web'))).json()).toMatchObject({
      repositories: ['web-local'],
      defaultDeploymentRepo: 'web-local',
    });
    await call('DELETE', repo('web-local'));
    expect((await call('GET', repo('web'))).json().repositories).toEqual([]);
    expect((await call('GET', `${apiPaths.accessPermissions}/web-readers`)).json().resources.artifact.targets).toEqual(
      {},
    );
  });

  it('refuses a permission naming a repository that does not exist, and forgets a deleted one', async () => {
    const ghost = await call('POST', apiPaths.accessPermissions, {
      name: 'ghostly',
      resources: { artifact: { targets: { ghost: { include_patterns: [], exclude_patterns: [] } }, actions: {} } },
    });
    expect(ghost.statusCode).toBe(400);
    expect(message(ghost)).toBe(serverMessages.unknownRepositories(['ghost']));

    await call('PUT', repo('scratch'), { rclass: 'local' });
    const target = { include_patterns: [], exclude_patterns: [] };
    await call('POST', apiPaths.accessPermissions, {
      name: 'scratch-writers',
      resources: {
        artifact: { targets: { scratch: target, 'libs-release': target }, actions: { users: { dana: ['WRITE'] } } },
      },
    });
    await call('DELETE', repo('scratch'));
    const after = await call('GET', `${apiPaths.accessPermissions}/scratch-writers`);
    expect(Object.keys(after.json().resources.artifact.targets)).toEqual(['libs-release']);
  });
});
