import { apiPaths, BUILD_INFO_MEDIA_TYPE, serverMessages, UI_API } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
const admin = basic('admin', ADMIN_PASSWORD);
const lead = basic('lead', 'Lead-Passw0rd!');
const dev = basic('dev', 'Dev-Passw0rd!');

const call: TestApp['call'] = (...args) => t.call(...args);

beforeAll(async () => {
  t = await buildTestApp();
  await call('POST', apiPaths.accessUsers, { username: 'lead', password: 'Lead-Passw0rd!', email: 'lead@example.com' });
  await call('POST', apiPaths.accessUsers, { username: 'dev', password: 'Dev-Passw0rd!', email: 'dev@example.com' });
  await call('POST', apiPaths.accessGroups, { name: 'qa' });
  await call('POST', apiPaths.accessProjects, { project_key: 'apps', display_name: 'Apps' });
  await call('POST', apiPaths.accessProjects, { project_key: 'infra', display_name: 'Infra' });
  await call('PUT', `${apiPaths.accessProjects}/apps/users/lead`, { name: 'lead', roles: ['Project Admin'] });
  await t.createRepositories(['libs-release', 'libs-snapshot', 'web-local']);
  await t.server.inject({
    method: 'PUT',
    url: '/artifactory/api/build',
    headers: { ...admin, 'content-type': BUILD_INFO_MEDIA_TYPE },
    payload: JSON.stringify({ name: 'web', number: '1', started: '2026-11-23T10:00:00.000+0000' }),
  });
});
afterAll(() => t.close());

describe('the console project calls', () => {
  it('R28.058 R28.059 list the projects the caller administers, everyone for an administrator', async () => {
    for (const path of ['/projects', '/access/projects']) {
      const keys = async (headers: Record<string, string>) =>
        ((await call('GET', `${UI_API}${path}`, undefined, headers)).json() as { project_key: string }[]).map(
          (project) => project.project_key,
        );
      expect(await keys(admin)).toEqual(['apps', 'infra']);
      expect(await keys(lead)).toEqual(['apps']);
      expect(await keys(dev)).toEqual([]);
    }
    expect((await call('GET', `${UI_API}/projects`)).json()[0]).toEqual({
      project_key: 'apps',
      display_name: 'Apps',
      description: '',
      admin_privileges: { manage_members: true, manage_resources: true, index_resources: true },
      storage_quota_bytes: -1,
    });
  });

  it("R28.064 lists the predefined roles, or a project's roles with its own", async () => {
    const predefined = (await call('GET', `${UI_API}/roles`, undefined, dev)).json() as { name: string }[];
    expect(predefined.map((role) => role.name)).toContain('Release Manager');
    expect(predefined.find((role) => role.name === 'Viewer')).toEqual({
      name: 'Viewer',
      description: 'Reads everything in the project.',
      type: 'PREDEFINED',
      environments: ['DEV', 'PROD'],
      actions: ['READ_REPOSITORY', 'READ_BUILD', 'READ_RELEASE_BUNDLE'],
    });
    await call('POST', `${apiPaths.accessProjects}/apps/roles`, {
      name: 'Auditor',
      environments: ['PROD'],
      actions: ['READ_BUILD'],
    });
    const own = (await call('GET', `${UI_API}/roles?projectKey=apps`, undefined, lead)).json() as { name: string }[];
    expect(own.map((role) => role.name)).toContain('Auditor');
    expect((await call('GET', `${UI_API}/roles?projectKey=infra`, undefined, lead)).statusCode).toBe(403);
    expect((await call('GET', `${UI_API}/roles`, undefined, {})).statusCode).toBe(401);
  });

  it('R28.065 lists the global environments', async () => {
    expect((await call('GET', `${UI_API}/access/environments`, undefined, dev)).json()).toEqual([
      { name: 'DEV' },
      { name: 'PROD' },
    ]);
  });

  it('R28.137 lists every environment a release bundle can be promoted to', async () => {
    await call('POST', `${apiPaths.accessProjects}/apps/environments`, { name: 'apps-QA' });
    expect((await call('GET', `${UI_API}/ui/v2/release_bundle/environments/all`, undefined, dev)).json()).toEqual([
      'DEV',
      'PROD',
      'apps-QA',
    ]);
  });

  it('R28.066 lists users and groups to whoever administers a project', async () => {
    const everyone = (await call('GET', `${UI_API}/access/entities`, undefined, lead)).json();
    expect(everyone).toEqual(
      expect.arrayContaining([
        { name: 'dev', type: 'user' },
        { name: 'qa', type: 'group' },
      ]),
    );
    expect((await call('GET', `${UI_API}/access/entities?type=groups`)).json()).toEqual([
      { name: 'qa', type: 'group' },
    ]);
    expect((await call('GET', `${UI_API}/access/entities`, undefined, dev)).statusCode).toBe(403);
  });

  it('R28.067 R28.068 counts the resources no project holds, and moves repositories into a project', async () => {
    const statistics = () => call('GET', `${UI_API}/ui/projects/unassigned/statistics`);
    expect((await statistics()).json()).toEqual({ repositories: 3, builds: 1 });
    const assign = (payload: object, headers: Record<string, string> = admin) =>
      call('POST', `${UI_API}/projects/resources/assign`, payload, headers);
    expect((await assign({ projectKey: 'apps', repositories: ['web-local'] }, lead)).statusCode).toBe(403);
    const ghost = await assign({ projectKey: 'apps', repositories: ['web-local', 'ghost'] });
    expect(ghost.json().errors[0].message).toBe(serverMessages.unknownRepositories(['ghost']));
    expect((await assign({ projectKey: 'apps', repositories: ['web-local'] })).statusCode).toBe(204);
    expect((await statistics()).json()).toEqual({ repositories: 2, builds: 1 });
    expect((await call('GET', '/artifactory/api/repositories/web-local')).json().projectKey).toBe('apps');
    expect(
      (await call('GET', '/artifactory/api/repositories?project=apps')).json().map((r: { key: string }) => r.key),
    ).toEqual(['web-local']);
  });

  it('R28.060 gives the projects screens the admin repository rows, each with the project holding it', async () => {
    const rows = await call('GET', `${UI_API}/ui/admin/repositories/local/info`);
    expect(rows.statusCode).toBe(200);
    const projectOf = Object.fromEntries(
      (rows.json() as { repoKey: string; projectKey: string }[]).map((row) => [row.repoKey, row.projectKey]),
    );
    expect(projectOf).toEqual({ 'libs-release': '', 'libs-snapshot': '', 'web-local': 'apps' });
    expect((await call('GET', `${UI_API}/ui/admin/repositories/local/info`, undefined, lead)).statusCode).toBe(403);
  });

  it("R28.061 gives each project's build-info repository and how many builds it holds", async () => {
    const publish = (name: string, number: string) =>
      t.server.inject({
        method: 'PUT',
        url: '/artifactory/api/build?project=apps',
        headers: { ...admin, 'content-type': BUILD_INFO_MEDIA_TYPE },
        payload: JSON.stringify({ name, number, started: '2026-11-24T10:00:00.000+0000' }),
      });
    for (const [name, number] of [
      ['api', '1'],
      ['api', '2'],
      ['worker', '1'],
    ] as const) {
      expect((await publish(name, number)).statusCode).toBe(204);
    }
    const info = await call('GET', `${UI_API}/ui/builds/projectInfo`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toEqual({
      projects: [
        { projectKey: 'apps', buildInfoRepository: 'apps-build-info', buildsCount: 2 },
        { projectKey: 'infra', buildInfoRepository: 'infra-build-info', buildsCount: 0 },
      ],
    });
    expect((await call('GET', `${UI_API}/ui/builds/projectInfo`, undefined, lead)).statusCode).toBe(403);
  });

  it('attaches and detaches a repository with the access service calls', async () => {
    const attach = await call('PUT', '/access/api/v1/projects/_/attach/repositories/libs-release/infra');
    expect(attach.statusCode).toBe(204);
    expect((await call('GET', '/artifactory/api/repositories/libs-release')).json().projectKey).toBe('infra');
    expect((await call('DELETE', '/access/api/v1/projects/_/attach/repositories/libs-release')).statusCode).toBe(204);
    expect((await call('GET', '/artifactory/api/repositories/libs-release')).json()).not.toHaveProperty('projectKey');
    expect((await call('PUT', '/access/api/v1/projects/_/attach/repositories/libs-release/nope')).statusCode).toBe(404);
  });

  it('deletes a project with its environments, leaving its repositories outside every project', async () => {
    await call('POST', apiPaths.accessProjects, { project_key: 'gone', display_name: 'Gone' });
    await call('POST', `${apiPaths.accessProjects}/gone/environments`, { name: 'gone-QA' });
    await call('POST', `${UI_API}/projects/resources/assign`, { projectKey: 'gone', repositories: ['libs-snapshot'] });
    expect((await call('DELETE', `${apiPaths.accessProjects}/gone`)).statusCode).toBe(204);
    const repository = (await call('GET', '/artifactory/api/repositories/libs-snapshot')).json();
    expect(repository).not.toHaveProperty('projectKey');
    expect(
      (await call('POST', '/artifactory/api/repositories/libs-snapshot', { description: 'still here' })).statusCode,
    ).toBe(200);
    // The environment's name is free again.
    expect((await call('POST', apiPaths.accessEnvironments, { name: 'gone-QA' })).statusCode).toBe(201);
  });

  it('R28.070 has no project limit on a self-hosted instance', async () => {
    expect((await call('GET', `${UI_API}/projects/limit`)).json()).toEqual({ limit: -1, used: 2 });
  });
});
