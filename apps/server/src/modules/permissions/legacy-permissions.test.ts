import { apiPaths, type LegacyPermission } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
const admin = { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` };
const legacy = (name: string) => `${apiPaths.legacyPermissions}/${encodeURIComponent(name)}`;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.server.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
}

/** What the Terraform provider for Artifactory sends for a permission target. */
const target: LegacyPermission = {
  name: 'java-developers',
  repo: {
    'include-patterns': ['org/acme/**'],
    'exclude-patterns': ['**/*-SNAPSHOT/**'],
    repositories: ['libs-release-local', 'ANY REMOTE'],
    actions: { users: { alice: ['read', 'write', 'managedXrayMeta'] }, groups: { developers: ['read', 'annotate'] } },
  },
  build: {
    'include-patterns': ['**'],
    'exclude-patterns': [],
    repositories: ['artifactory-build-info'],
    actions: { users: {}, groups: { developers: ['manage'] } },
  },
};

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['libs-release-local', 'x']);
  const user = await call('POST', apiPaths.accessUsers, {
    username: 'alice',
    password: 'Alice-Passw0rd!',
    email: 'alice@example.com',
  });
  expect(user.statusCode).toBe(201);
  expect((await call('POST', apiPaths.accessGroups, { name: 'developers' })).statusCode).toBe(201);
});
afterAll(() => t.close());

describe('legacy permission targets (/artifactory/api/v2/security/permissions)', () => {
  it('creates with POST and reads back the same target in the legacy shape', async () => {
    expect((await call('POST', legacy('java-developers'), target)).statusCode).toBe(201);
    const res = await call('GET', legacy('java-developers'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(target);
  });

  it('is the same permission as the Access v2 one, with the actions in its spelling', async () => {
    const v2 = (await call('GET', `${apiPaths.accessPermissions}/java-developers`)).json();
    expect(v2.resources.artifact).toEqual({
      targets: {
        'libs-release-local': { include_patterns: ['org/acme/**'], exclude_patterns: ['**/*-SNAPSHOT/**'] },
        'ANY REMOTE': { include_patterns: ['org/acme/**'], exclude_patterns: ['**/*-SNAPSHOT/**'] },
      },
      actions: { users: { alice: ['READ', 'WRITE', 'SCAN'] }, groups: { developers: ['READ', 'ANNOTATE'] } },
    });
    expect(v2.resources.build.actions.groups).toEqual({ developers: ['MANAGE'] });
    const list = (await call('GET', apiPaths.legacyPermissions)).json();
    expect(list).toContainEqual({ name: 'java-developers', uri: expect.stringContaining('java-developers') });
  });

  it('replaces the whole target with PUT', async () => {
    const replaced: LegacyPermission = {
      name: 'java-developers',
      repo: { repositories: ['libs-release-local'], actions: { users: { alice: ['read'] }, groups: {} } },
    };
    expect((await call('PUT', legacy('java-developers'), replaced)).statusCode).toBe(200);
    expect((await call('GET', legacy('java-developers'))).json()).toEqual({
      name: 'java-developers',
      repo: {
        'include-patterns': ['**'],
        'exclude-patterns': [],
        repositories: ['libs-release-local'],
        actions: { users: { alice: ['read'] }, groups: {} },
      },
    });
  });

  it('refuses actions outside the legacy list, and deletes', async () => {
    const odd = await call('POST', legacy('odd'), {
      name: 'odd',
      repo: { repositories: ['x'], actions: { users: { alice: ['READ'] } } },
    });
    expect(odd.statusCode).toBe(400);
    expect((await call('DELETE', legacy('java-developers'))).statusCode).toBe(204);
    expect((await call('GET', legacy('java-developers'))).statusCode).toBe(404);
  });

  it('takes ANY as every repository, those created after the target too', async () => {
    const everywhere: LegacyPermission = {
      name: 'deploy-anywhere',
      repo: { repositories: ['ANY'], actions: { users: { alice: ['read', 'write'] }, groups: {} } },
    };
    const created = await call('POST', legacy('deploy-anywhere'), everywhere);
    expect(created.statusCode, created.body).toBe(201);
    expect((await call('GET', legacy('deploy-anywhere'))).json().repo.repositories).toEqual(['ANY']);
    await t.createRepositories(['created-later']);
    await t.createRepositories(['remote-later'], { rclass: 'remote', url: 'http://127.0.0.1:9/' });
    const alice = { authorization: `Basic ${Buffer.from('alice:Alice-Passw0rd!').toString('base64')}` };
    const deploy = (repo: string) =>
      t.server.inject({ method: 'PUT', url: `/artifactory/${repo}/a/b.txt`, headers: alice, payload: 'hello' });
    expect((await deploy('created-later')).statusCode).toBe(201);
    expect((await deploy('libs-release-local')).statusCode).toBe(201);
    const visible = (await t.call('GET', '/artifactory/api/repositories', undefined, alice)).json();
    expect(visible.map((repository: { key: string }) => repository.key)).toEqual(
      expect.arrayContaining(['created-later', 'remote-later', 'libs-release-local']),
    );
    expect((await call('DELETE', legacy('deploy-anywhere'))).statusCode).toBe(204);
    expect((await deploy('created-later')).statusCode).toBe(403);
  });
});
