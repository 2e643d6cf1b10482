import { apiPaths, BUILD_INFO_MEDIA_TYPE, DEFAULT_BUILD_REPO, serverMessages, UI_API } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { startedMillis } from './build-time.ts';

let t: TestApp;
const admin = basic('admin', ADMIN_PASSWORD);
const ci = basic('ci', 'Ci-Passw0rd!');
const viewer = basic('viewer', 'Viewer-Passw0rd!');

const info = (name: string, number: string, started = '2026-11-23T10:00:00.000+0000') => ({
  name,
  number,
  started,
  agent: { name: 'jfrog-cli-go', version: '2.70.0' },
  modules: [{ id: `${name}:${number}`, artifacts: [{ name: 'app.tgz', sha256: 'a'.repeat(64) }] }],
});

function publish(body: object, headers: Record<string, string> = admin, query = '') {
  return t.server.inject({
    method: 'PUT',
    url: `/artifactory/api/build${query}`,
    headers: { ...headers, 'content-type': BUILD_INFO_MEDIA_TYPE },
    payload: JSON.stringify(body),
  });
}

const get = (url: string, headers: Record<string, string> = admin) => t.server.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['ci', 'viewer']) {
    const password = `${name[0]?.toUpperCase()}${name.slice(1)}-Passw0rd!`;
    await t.server.inject({
      method: 'POST',
      url: apiPaths.accessUsers,
      headers: admin,
      payload: { username: name, password, email: `${name}@example.com` },
    });
  }
  // ci publishes and deletes every build; viewer reads the release builds only.
  await t.server.inject({
    method: 'POST',
    url: apiPaths.accessPermissions,
    headers: admin,
    payload: {
      name: 'builds',
      resources: {
        build: {
          targets: { [DEFAULT_BUILD_REPO]: { include_patterns: ['**'], exclude_patterns: [] } },
          actions: { users: { ci: ['DELETE'] }, groups: {} },
        },
      },
    },
  });
  await t.server.inject({
    method: 'POST',
    url: apiPaths.accessPermissions,
    headers: admin,
    payload: {
      name: 'release-builds',
      resources: {
        build: {
          targets: { [DEFAULT_BUILD_REPO]: { include_patterns: ['release-*/**'], exclude_patterns: [] } },
          actions: { users: { viewer: ['READ'] }, groups: {} },
        },
      },
    },
  });
});
afterAll(() => t.close());

describe('build info', () => {
  it("reads the CLI's started time, zone without a colon", () => {
    expect(startedMillis('2026-11-23T10:00:00.000+0000')).toBe(Date.UTC(2026, 10, 23, 10));
    expect(startedMillis('2026-11-23T10:00:00.000-0130')).toBe(Date.UTC(2026, 10, 23, 11, 30));
    expect(startedMillis('yesterday')).toBeNaN();
  });

  it('takes a publish in the media type the CLI sends, and gives it back whole', async () => {
    const published = await publish(info('release-app', '1'), ci);
    expect(published.statusCode).toBe(204);
    expect((await publish(info('release-app', '2', '2026-11-23T11:00:00.000+0000'), ci)).statusCode).toBe(204);
    expect((await publish(info('nightly', '7'), ci)).statusCode).toBe(204);
    const run = await get('/artifactory/api/build/release-app/1');
    expect(run.statusCode).toBe(200);
    expect(run.json()).toEqual({
      uri: expect.stringMatching(/\/artifactory\/api\/build\/release-app\/1$/),
      buildInfo: info('release-app', '1'),
    });
    expect((await get('/artifactory/api/build/release-app/LATEST')).json().buildInfo.number).toBe('2');
  });

  it('lists builds with their last start, and the runs of one, newest first', async () => {
    expect((await get('/artifactory/api/build')).json().builds).toEqual([
      { uri: '/nightly', lastStarted: '2026-11-23T10:00:00.000+0000' },
      { uri: '/release-app', lastStarted: '2026-11-23T11:00:00.000+0000' },
    ]);
    expect((await get('/artifactory/api/build/release-app')).json().buildsNumbers).toEqual([
      { uri: '/2', started: '2026-11-23T11:00:00.000+0000' },
      { uri: '/1', started: '2026-11-23T10:00:00.000+0000' },
    ]);
    const missing = await get('/artifactory/api/build/nothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe(serverMessages.buildNotFound('nothing'));
  });

  it('shows a reader only the builds their permission patterns reach, and lets only a deployer publish', async () => {
    expect((await get('/artifactory/api/build', viewer)).json().builds.map((b: { uri: string }) => b.uri)).toEqual([
      '/release-app',
    ]);
    expect((await get('/artifactory/api/build/nightly/7', viewer)).statusCode).toBe(403);
    const refused = await publish(info('release-app', '3'), viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].message).toBe(serverMessages.buildActionForbidden('publish', 'release-app'));
    expect((await publish(info('release-app', '3'), {})).statusCode).toBe(401);
    expect((await publish({ ...info('bad', '1'), started: 'soon' })).json().errors[0].message).toBe(
      serverMessages.buildStartedInvalid,
    );
  });

  it("keeps a project's builds in its own build-info repository", async () => {
    await t.server.inject({
      method: 'POST',
      url: apiPaths.accessProjects,
      headers: admin,
      payload: { project_key: 'apps', display_name: 'Apps' },
    });
    expect((await publish(info('apps-web', '1'), admin, '?project=apps')).statusCode).toBe(204);
    expect((await get('/artifactory/api/build?project=apps')).json().builds).toEqual([
      { uri: '/apps-web', lastStarted: '2026-11-23T10:00:00.000+0000' },
    ]);
    expect((await get('/artifactory/api/build/apps-web')).statusCode).toBe(404);
    expect((await publish(info('x', '1'), admin, '?project=nope')).statusCode).toBe(404);
  });

  it('deletes runs, or all of a build, with delete permission', async () => {
    const remove = (payload: object, headers: Record<string, string> = ci) =>
      t.server.inject({ method: 'POST', url: '/artifactory/api/build/delete', headers, payload });
    expect((await remove({ buildName: 'release-app', buildNumbers: ['1'] }, viewer)).statusCode).toBe(403);
    expect((await remove({ buildName: 'release-app', buildNumbers: ['1'] })).statusCode).toBe(200);
    expect((await get('/artifactory/api/build/release-app')).json().buildsNumbers).toHaveLength(1);
    expect((await remove({ buildName: 'release-app', deleteAll: true })).statusCode).toBe(200);
    expect((await get('/artifactory/api/build/release-app')).statusCode).toBe(404);
    expect((await remove({ buildName: 'release-app', deleteAll: true })).statusCode).toBe(404);
  });

  it('writes publishing and deleting to the audit log', async () => {
    const lines = (await t.readLogs()).split('\n').filter((line) => line.includes('"action"'));
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'publish build',
        repo: DEFAULT_BUILD_REPO,
        path: 'release-app/1',
        result: 'success',
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        user: 'viewer',
        action: 'delete build',
        path: 'release-app',
        result: 'failure',
        status: 403,
      }),
    );
  });
});

describe('the console build calls', () => {
  it('R28.135 lists the names of the builds the user may read', async () => {
    await publish(info('release-lib', '1'), ci);
    expect((await get(`${UI_API}/ui/builds/names`, viewer)).json()).toEqual(['release-lib']);
    expect((await get(`${UI_API}/ui/builds/names`)).json()).toEqual(['nightly', 'release-lib']);
  });

  it("R28.134 lists the builds a permission's include and exclude patterns reach", async () => {
    const match = (payload: object, headers: Record<string, string> = admin) =>
      t.server.inject({ method: 'POST', url: `${UI_API}/ui/permissiontargets/buildPatterns`, headers, payload });
    expect((await match({ includePatterns: ['release-*/**'] })).json()).toEqual(['release-lib']);
    expect((await match({ includePatterns: ['**'], excludePatterns: ['nightly/**'] })).json()).toEqual(['release-lib']);
    expect((await match({ includePatterns: [] })).json()).toEqual([]);
    expect((await match({ includePatterns: ['**'] }, viewer)).statusCode).toBe(403);
  });
});
