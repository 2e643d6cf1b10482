import { apiPaths, DEFAULT_ENVIRONMENTS, serverMessages, UI_API } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
const lead = basic('lead', 'Lead-Passw0rd!');
const outsider = basic('outsider', 'Outsider-Passw0rd!');
const project = (key: string) => `${apiPaths.accessProjects}/${encodeURIComponent(key)}`;

const call: TestApp['call'] = (...args) => t.call(...args);

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['lead', 'outsider', 'dev']) {
    const password = name === 'dev' ? 'Dev-Passw0rd!' : `${name[0]?.toUpperCase()}${name.slice(1)}-Passw0rd!`;
    await call('POST', apiPaths.accessUsers, { username: name, password, email: `${name}@example.com` });
  }
  await call('POST', apiPaths.accessGroups, { name: 'leads', members: ['lead'] });
  for (const key of ['apps', 'infra'])
    await call('POST', apiPaths.accessProjects, { project_key: key, display_name: key });
  // The Project Admin role reaches the user through a group.
  await call('PUT', `${project('apps')}/groups/leads`, { name: 'leads', roles: ['Project Admin'] });
});
afterAll(() => t.close());

describe('environments', () => {
  it('starts with DEV and PROD, and only administrators add global ones', async () => {
    expect((await call('GET', apiPaths.accessEnvironments)).json()).toEqual(
      DEFAULT_ENVIRONMENTS.map((name) => ({ name })),
    );
    expect((await call('POST', apiPaths.accessEnvironments, { name: 'STAGING' }, lead)).statusCode).toBe(403);
    expect((await call('POST', apiPaths.accessEnvironments, { name: 'STAGING' })).statusCode).toBe(201);
    const twice = await call('POST', apiPaths.accessEnvironments, { name: 'STAGING' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].message).toBe(serverMessages.environmentExists('STAGING'));
    const bad = await call('POST', apiPaths.accessEnvironments, { name: '1 bad' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe(serverMessages.environmentNameInvalid);
    expect((await call('DELETE', `${apiPaths.accessEnvironments}/STAGING`)).statusCode).toBe(204);
  });

  it('gives a project its own environments, named after its key, beside the global ones', async () => {
    const unprefixed = await call('POST', `${project('apps')}/environments`, { name: 'QA' }, lead);
    expect(unprefixed.statusCode).toBe(400);
    expect(unprefixed.json().errors[0].message).toBe(serverMessages.projectEnvironmentPrefix('apps'));
    expect((await call('POST', `${project('apps')}/environments`, { name: 'apps-QA' }, lead)).statusCode).toBe(201);
    expect((await call('GET', `${project('apps')}/environments`, undefined, lead)).json()).toEqual([
      { name: 'DEV' },
      { name: 'PROD' },
      { name: 'apps-QA' },
    ]);
    // Another project does not see it, and the global list stays global.
    expect((await call('GET', `${project('infra')}/environments`)).json()).toEqual([{ name: 'DEV' }, { name: 'PROD' }]);
    expect((await call('GET', apiPaths.accessEnvironments)).json()).toHaveLength(2);
    // A global environment is not the project's to delete.
    expect((await call('DELETE', `${project('apps')}/environments/DEV`, undefined, lead)).statusCode).toBe(404);
  });
});

describe('project roles', () => {
  it('R7.07 lists the six predefined roles, Project Admin among them, which cannot be changed', async () => {
    const roles = (await call('GET', `${project('infra')}/roles`)).json() as { name: string; type: string }[];
    expect(roles.map((role) => role.name)).toEqual([
      'Project Admin',
      'Developer',
      'Contributor',
      'Viewer',
      'Release Manager',
      'Security Manager',
    ]);
    expect(roles[0]?.type).toBe('ADMIN');
    const change = await call('PUT', `${project('infra')}/roles/Viewer`, {
      name: 'Viewer',
      environments: ['DEV'],
      actions: ['READ_REPOSITORY'],
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().errors[0].message).toBe(serverMessages.predefinedRoleReadOnly('Viewer'));
  });

  it('creates, changes and deletes a custom role, which members can then hold', async () => {
    const role = { name: 'QA Engineer', environments: ['DEV', 'apps-QA'], actions: ['READ_REPOSITORY', 'READ_BUILD'] };
    const created = await call('POST', `${project('apps')}/roles`, role, lead);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ ...role, description: '', type: 'CUSTOM' });
    expect((await call('POST', `${project('apps')}/roles`, role, lead)).statusCode).toBe(409);

    const member = await call('PUT', `${project('apps')}/users/dev`, { name: 'dev', roles: ['QA Engineer'] }, lead);
    expect(member.statusCode).toBe(200);
    // The role is this project's own: another project does not know it.
    const elsewhere = await call('PUT', `${project('infra')}/users/dev`, { name: 'dev', roles: ['QA Engineer'] });
    expect(elsewhere.json().errors[0].message).toBe(serverMessages.unknownProjectRoles(['QA Engineer']));

    // An environment a role names cannot go while the role holds it.
    const inUse = await call('DELETE', `${project('apps')}/environments/apps-QA`, undefined, lead);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().errors[0].message).toBe(serverMessages.environmentInUse('apps-QA'));

    const changed = await call(
      'PUT',
      `${project('apps')}/roles/QA Engineer`,
      { ...role, description: 'Tests builds', environments: ['DEV'] },
      lead,
    );
    expect(changed.json()).toMatchObject({ description: 'Tests builds', environments: ['DEV'] });
    expect((await call('GET', `${project('apps')}/roles/QA Engineer`, undefined, lead)).json()).toMatchObject({
      description: 'Tests builds',
    });
    const unknownEnvironment = await call('PUT', `${project('apps')}/roles/QA Engineer`, {
      ...role,
      environments: ['NOWHERE'],
    });
    expect(unknownEnvironment.json().errors[0].message).toBe(serverMessages.unknownEnvironments(['NOWHERE']));
    expect((await call('DELETE', `${project('apps')}/roles/QA Engineer`, undefined, lead)).statusCode).toBe(204);
    expect((await call('GET', `${project('apps')}/roles/QA Engineer`)).statusCode).toBe(404);
  });
});

describe('project admins', () => {
  it('see and change only the projects they administer, and not the platform settings of those', async () => {
    const listed = await call('GET', apiPaths.accessProjects, undefined, lead);
    expect(listed.json().map((p: { project_key: string }) => p.project_key)).toEqual(['apps']);
    expect((await call('GET', project('infra'), undefined, lead)).statusCode).toBe(403);
    const forbidden = await call('GET', `${project('infra')}/roles`, undefined, lead);
    expect(forbidden.json().errors[0].message).toBe(serverMessages.notProjectAdmin);

    const changed = await call(
      'PUT',
      project('apps'),
      { project_key: 'apps', display_name: 'Applications', storage_quota_bytes: 1024 },
      lead,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ display_name: 'Applications', storage_quota_bytes: -1 });
    expect((await call('DELETE', project('apps'), undefined, lead)).statusCode).toBe(403);
    expect((await call('GET', project('apps'), undefined, outsider)).statusCode).toBe(403);
  });

  it('manage members only while the project lets its admins manage members', async () => {
    expect(
      (await call('PUT', `${project('apps')}/users/outsider`, { name: 'outsider', roles: ['Viewer'] }, lead))
        .statusCode,
    ).toBe(200);
    await call('PUT', project('apps'), {
      project_key: 'apps',
      display_name: 'Applications',
      admin_privileges: { manage_members: false },
    });
    const refused = await call('DELETE', `${project('apps')}/users/outsider`, undefined, lead);
    expect(refused.statusCode).toBe(403);
    // The platform administrator still can.
    expect((await call('DELETE', `${project('apps')}/users/outsider`)).statusCode).toBe(204);
  });

  it('reach the same calls through the console gateway', async () => {
    const cookie = await t.login('lead', 'Lead-Passw0rd!');
    const res = await t.server.inject({
      method: 'GET',
      url: `${UI_API}${project('apps')}/environments`,
      headers: t.asConsole(cookie),
    });
    expect(res.statusCode).toBe(200);
  });
});
