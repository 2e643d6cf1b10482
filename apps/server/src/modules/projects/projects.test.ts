import {
  apiPaths,
  PROJECT_KEY_FORMAT_MESSAGE,
  PROJECT_KEY_START_MESSAGE,
  serverMessages,
  UI_API,
} from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
const project = (key: string) => `${apiPaths.accessProjects}/${encodeURIComponent(key)}`;

const call: TestApp['call'] = (...args) => t.call(...args);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('projects', () => {
  it('creates a project with the platform defaults and shows it', async () => {
    const res = await call('POST', apiPaths.accessProjects, { project_key: 'r1fact', display_name: 'Artifact team' });
    expect(res.statusCode).toBe(201);
    const expected = {
      project_key: 'r1fact',
      display_name: 'Artifact team',
      description: '',
      admin_privileges: { manage_members: true, manage_resources: true, index_resources: true },
      storage_quota_bytes: -1,
    };
    expect(res.json()).toEqual(expected);
    expect((await call('GET', project('r1fact'))).json()).toEqual(expected);
    expect((await call('GET', apiPaths.accessProjects)).json()).toContainEqual(expected);
  });

  it('R13.19 refuses a key that does not start with a lowercase letter with the spec message', async () => {
    for (const key of ['Team', '1team', '-team', 'Éq']) {
      const res = await call('POST', apiPaths.accessProjects, { project_key: key, display_name: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: [{ status: 400, message: PROJECT_KEY_START_MESSAGE }] });
    }
    expect(PROJECT_KEY_START_MESSAGE).toBe('Project key must start with a lowercase character');
  });

  it('refuses other breaks of the key rule: one character, over 32, upper case or other characters later', async () => {
    for (const key of ['a', `a${'b'.repeat(32)}`, 'teAm', 'team_one', 'team.one']) {
      const res = await call('POST', apiPaths.accessProjects, { project_key: key, display_name: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe(PROJECT_KEY_FORMAT_MESSAGE);
    }
    const longest = `a${'b'.repeat(31)}`;
    expect((await call('POST', apiPaths.accessProjects, { project_key: longest, display_name: 'x' })).statusCode).toBe(
      201,
    );
  });

  it('refuses a second project with the same key', async () => {
    const res = await call('POST', apiPaths.accessProjects, { project_key: 'r1fact', display_name: 'Again' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toBe(serverMessages.projectExists('r1fact'));
    expect((await call('GET', project('r1fact'))).json().display_name).toBe('Artifact team');
  });

  it('changes a project, keeping what the request leaves out, but never its key', async () => {
    const res = await call('PUT', project('r1fact'), {
      project_key: 'r1fact',
      display_name: 'Artifacts',
      admin_privileges: { manage_members: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      display_name: 'Artifacts',
      admin_privileges: { manage_members: false, manage_resources: true, index_resources: true },
    });
    const renamed = await call('PUT', project('r1fact'), { project_key: 'other', display_name: 'x' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors[0].message).toBe(serverMessages.projectKeyChanged);
  });

  it('deletes a project, and answers 404 for one that does not exist', async () => {
    await call('POST', apiPaths.accessProjects, { project_key: 'gone', display_name: 'Gone' });
    expect((await call('DELETE', project('gone'))).statusCode).toBe(204);
    const missing = await call('GET', project('gone'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe(serverMessages.projectNotFound('gone'));
    expect((await call('DELETE', project('gone'))).statusCode).toBe(404);
  });

  it('shows a user outside every project none, and is reachable through the console gateway', async () => {
    expect((await call('GET', apiPaths.accessProjects, undefined, {})).statusCode).toBe(401);
    const created = await call('POST', apiPaths.accessUsers, {
      username: 'pat',
      password: 'Pat-Passw0rd!',
      email: 'pat@example.com',
    });
    expect(created.statusCode).toBe(201);
    const pat = basic('pat', 'Pat-Passw0rd!');
    const listed = await call('GET', apiPaths.accessProjects, undefined, pat);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([]);
    expect((await call('GET', project('r1fact'), undefined, pat)).statusCode).toBe(403);
    expect(
      (await call('POST', apiPaths.accessProjects, { project_key: 'pats', display_name: 'P' }, pat)).statusCode,
    ).toBe(403);
    const cookie = await t.login('admin', ADMIN_PASSWORD);
    const viaConsole = await t.server.inject({
      method: 'GET',
      url: `${UI_API}${project('r1fact')}`,
      headers: t.asConsole(cookie),
    });
    expect(viaConsole.statusCode).toBe(200);
  });

  it('adds users and groups as members with roles, changes their roles and removes them', async () => {
    await call('POST', apiPaths.accessProjects, { project_key: 'team', display_name: 'Team' });
    await call('POST', apiPaths.accessUsers, { username: 'mia', password: 'Mia-Passw0rd!', email: 'mia@example.com' });
    await call('POST', apiPaths.accessGroups, { name: 'qa' });

    const added = await call('PUT', `${project('team')}/users/mia`, { name: 'mia', roles: ['Developer'] });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ name: 'mia', roles: ['Developer'] });
    await call('PUT', `${project('team')}/groups/qa`, { name: 'qa', roles: ['Viewer', 'Release Manager'] });
    await call('PUT', `${project('team')}/users/mia`, { name: 'mia', roles: ['Project Admin'] });

    expect((await call('GET', `${project('team')}/users`)).json()).toEqual({
      members: [{ name: 'mia', roles: ['Project Admin'] }],
    });
    expect((await call('GET', `${project('team')}/groups/qa`)).json()).toEqual({
      name: 'qa',
      roles: ['Viewer', 'Release Manager'],
    });

    expect((await call('DELETE', `${project('team')}/groups/qa`)).statusCode).toBe(204);
    const gone = await call('GET', `${project('team')}/groups/qa`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errors[0].message).toBe(serverMessages.projectMemberNotFound('qa'));
  });

  it('refuses roles the platform does not know, and members that do not exist', async () => {
    const spelled = await call('PUT', `${project('team')}/users/mia`, {
      name: 'mia',
      roles: ['project admin', 'VIEWER'],
    });
    expect(spelled.json()).toEqual({ name: 'mia', roles: ['Project Admin', 'Viewer'] });
    const owner = await call('PUT', `${project('team')}/users/mia`, { name: 'mia', roles: ['Owner'] });
    expect(owner.statusCode).toBe(400);
    expect(owner.json().errors[0].message).toBe(serverMessages.unknownProjectRoles(['Owner']));
    expect((await call('PUT', `${project('team')}/users/mia`, { name: 'mia', roles: [] })).statusCode).toBe(400);
    const ghost = await call('PUT', `${project('team')}/users/ghost`, { name: 'ghost', roles: ['Viewer'] });
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json().errors[0].message).toBe(serverMessages.userNotFound('ghost'));
    expect((await call('GET', `${project('missing')}/users`)).statusCode).toBe(404);
  });
});
