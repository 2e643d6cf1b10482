import { apiPaths, UI_API, unsupportedFeatureMessage } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const dev = basic('dev', 'Dev-Passw0rd!');
const projects = apiPaths.accessProjects;

type Call = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object];

/** Every kind of project call: the access API, its gateway twin, a project's settings and the console's calls. */
const projectCalls: Call[] = [
  ['GET', projects],
  ['POST', projects, { project_key: 'apps', display_name: 'Apps' }],
  // A body the schema refuses: the gate answers first.
  ['POST', projects, {}],
  ['GET', `${projects}/apps`],
  ['PUT', `${projects}/apps`, { project_key: 'apps', display_name: 'Apps' }],
  ['DELETE', `${projects}/apps`],
  ['GET', `${projects}/apps/users`],
  ['PUT', `${projects}/apps/users/dev`, { name: 'dev', roles: ['Developer'] }],
  ['DELETE', `${projects}/apps/groups/qa`],
  ['GET', `${projects}/apps/environments`],
  ['POST', `${projects}/apps/environments`, { name: 'apps-QA' }],
  ['GET', `${projects}/apps/roles`],
  ['POST', `${projects}/apps/roles`, { name: 'Tester', environments: ['DEV'], actions: ['READ_REPOSITORY'] }],
  ['PUT', `${projects}/_/attach/repositories/libs/apps`],
  ['DELETE', `${projects}/_/attach/repositories/libs`],
  ['GET', `${UI_API}${projects}`],
  ['GET', `${UI_API}/projects`],
  ['GET', `${UI_API}/access/projects`],
  ['GET', `${UI_API}/roles`],
  ['GET', `${UI_API}/roles?projectKey=apps`],
  ['GET', `${UI_API}/access/entities`],
  ['GET', `${UI_API}/ui/projects/unassigned/statistics`],
  ['POST', `${UI_API}/projects/resources/assign`, { projectKey: 'apps', repositories: ['libs'] }],
  ['GET', `${UI_API}/projects/limit`],
];

async function addDeveloper(app: TestApp) {
  const res = await app.call('POST', apiPaths.accessUsers, {
    username: 'dev',
    password: 'Dev-Passw0rd!',
    email: 'dev@example.com',
  });
  expect(res.statusCode).toBe(201);
}

describe('projects under a licence without them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ARCA_LICENSE_TYPE: 'OSS' });
    await addDeveloper(t);
    await t.createRepositories(['libs']);
  });
  afterAll(() => t.close());

  it("answers every project call 403 with 'Projects is not supported in OSS version', to an administrator and a user alike", async () => {
    const expected = { errors: [{ status: 403, message: 'Projects is not supported in OSS version' }] };
    expect(unsupportedFeatureMessage('Projects', 'OSS')).toBe(expected.errors[0]?.message);
    for (const headers of [admin, dev]) {
      for (const [method, url, payload] of projectCalls) {
        const res = await t.call(method, url, payload, headers);
        expect({ call: `${method} ${url}`, status: res.statusCode, body: res.json() }).toEqual({
          call: `${method} ${url}`,
          status: 403,
          body: expected,
        });
      }
    }
  });

  it('leaves the platform environments open: they are not a project feature', async () => {
    for (const url of [apiPaths.accessEnvironments, `${UI_API}/access/environments`]) {
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual([{ name: 'DEV' }, { name: 'PROD' }]);
    }
    expect((await t.call('POST', apiPaths.accessEnvironments, { name: 'QA' })).statusCode).toBe(201);
    expect((await t.call('GET', `${UI_API}/ui/v2/release_bundle/environments/all`)).statusCode).toBe(200);
  });
});

describe('projects under ENTERPRISE_PLUS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ARCA_LICENSE_TYPE: 'ENTERPRISE_PLUS' });
    await addDeveloper(t);
    await t.createRepositories(['libs']);
  });
  afterAll(() => t.close());

  it('serves the project calls', async () => {
    expect((await t.call('POST', projects, { project_key: 'apps', display_name: 'Apps' })).statusCode).toBe(201);
    expect((await t.call('GET', `${projects}/apps`)).statusCode).toBe(200);
    expect((await t.call('PUT', `${projects}/apps/users/dev`, { name: 'dev', roles: ['Developer'] })).statusCode).toBe(
      200,
    );
    expect((await t.call('POST', `${projects}/apps/environments`, { name: 'apps-QA' })).statusCode).toBe(201);
    expect((await t.call('GET', `${projects}/apps/roles`)).statusCode).toBe(200);
    expect((await t.call('PUT', `${projects}/_/attach/repositories/libs/apps`)).statusCode).toBe(204);
    expect((await t.call('GET', `${UI_API}/projects`)).json()).toEqual([
      expect.objectContaining({ project_key: 'apps' }),
    ]);
    expect((await t.call('GET', `${UI_API}/projects/limit`)).json()).toEqual({ limit: -1, used: 1 });
  });

  it('still answers a user by permission, not by licence', async () => {
    const res = await t.call('POST', projects, { project_key: 'web', display_name: 'Web' }, dev);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).not.toBe('Projects is not supported in ENTERPRISE_PLUS version');
  });
});
