import { createHash } from 'node:crypto';
import {
  apiPaths,
  BUILD_INFO_MEDIA_TYPE,
  BUILD_PROMOTION_MEDIA_TYPE,
  buildMessages,
  DEFAULT_BUILD_REPO,
  serverMessages,
  webhookPaths,
} from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DELIVERY_JOB } from '../webhooks/delivery/webhook-dispatch.ts';

/*
 * The calls `jf rt bpr` (promote), `jf rt bdi` (discard) and `jf rt bs` (scan) make, sent as
 * jfrog-client-go sends them: its media type, its field names, `count` as text, `?async=`.
 */

let t: TestApp;
const admin = basic('admin', ADMIN_PASSWORD);
const promoter = basic('promoter', 'Promoter-Passw0rd!');
const reader = basic('reader', 'Reader-Passw0rd!');

const sha1 = (content: string) => createHash('sha1').update(content).digest('hex');
const started = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000+0000`;

/** Deploys a file as `jf rt u --build-name --build-number` does: tagged with its run. */
async function deploy(repo: string, path: string, content: string, run?: [name: string, number: string]) {
  const tags = run ? `;build.name=${run[0]};build.number=${run[1]}` : '';
  const res = await t.server.inject({
    method: 'PUT',
    url: `/artifactory/${repo}/${path}${tags}`,
    headers: admin,
    payload: content,
  });
  expect(res.statusCode, res.body).toBe(201);
}

type Listed = { content: string; scopes?: string[] };
async function publish(name: string, number: string, day: number, artifacts: Listed[], dependencies: Listed[] = []) {
  const info = {
    name,
    number,
    started: started(day),
    modules: [
      {
        id: `${name}:${number}`,
        artifacts: artifacts.map(({ content }) => ({ name: content, sha1: sha1(content) })),
        dependencies: dependencies.map(({ content, scopes }) => ({ id: content, sha1: sha1(content), scopes })),
      },
    ],
  };
  const res = await t.server.inject({
    method: 'PUT',
    url: '/artifactory/api/build',
    headers: { ...admin, 'content-type': BUILD_INFO_MEDIA_TYPE },
    payload: JSON.stringify(info),
  });
  expect(res.statusCode, res.body).toBe(204);
}

function promote(name: string, number: string, body: object, headers: Record<string, string> = promoter) {
  return t.server.inject({
    method: 'POST',
    url: `/artifactory/api/build/promote/${name}/${number}`,
    headers: { ...headers, 'content-type': BUILD_PROMOTION_MEDIA_TYPE },
    payload: JSON.stringify(body),
  });
}

const runOf = async (name: string, number: string) =>
  (await t.call('GET', `/artifactory/api/build/${name}/${number}`)).json().buildInfo;

beforeAll(async () => {
  t = await buildTestApp();
  await t.createUser('promoter', 'Promoter-Passw0rd!');
  await t.createUser('reader', 'Reader-Passw0rd!');
  await t.createRepositories(['staging', 'release', 'locked']);
  await t.grant('staging', ['staging'], { promoter: ['READ', 'WRITE', 'DELETE'], reader: ['READ'] });
  await t.grant('release', ['release'], { promoter: ['READ', 'WRITE', 'DELETE'] });
  await t.grant('locked', ['locked'], { promoter: ['READ'] });
  const builds = (name: string, users: Record<string, string[]>) =>
    t.call('POST', apiPaths.accessPermissions, {
      name,
      resources: {
        build: {
          targets: { [DEFAULT_BUILD_REPO]: { include_patterns: ['**'], exclude_patterns: [] } },
          actions: { users, groups: {} },
        },
      },
    });
  await builds('promoter-builds', { promoter: ['READ', 'WRITE', 'DELETE'] });
  await builds('reader-builds', { reader: ['READ'] });
});
afterAll(() => t.close());

describe('build promotion (jf rt bpr)', () => {
  it('moves the run’s artifacts to targetRepo, sets the properties and records the status', async () => {
    await deploy('staging', 'app/1/app.tgz', 'app one', ['app', '1']);
    await deploy('staging', 'app/1/app.pom', 'app one pom', ['app', '1']);
    await publish('app', '1', 1, [{ content: 'app one' }, { content: 'app one pom' }]);
    const res = await promote('app', '1', {
      status: 'Released',
      comment: 'ready',
      ciUser: 'jenkins',
      dryRun: false,
      sourceRepo: 'staging',
      targetRepo: 'release',
      copy: false,
      dependencies: false,
      properties: { 'release.stage': ['prod'] },
      failFast: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().messages).toContainEqual({
      level: 'INFO',
      message: buildMessages.promoted('app', '1', 2, 'release'),
    });
    expect(await t.storedPaths('release')).toEqual(['app/1/app.pom', 'app/1/app.tgz']);
    expect(await t.storedPaths('staging')).toEqual([]);
    const properties = await t.call('GET', '/artifactory/api/storage/release/app/1/app.tgz?properties');
    expect(properties.json().properties).toMatchObject({
      'release.stage': ['prod'],
      'build.name': ['app'],
      'build.number': ['1'],
    });
    expect((await runOf('app', '1')).statuses).toEqual([
      {
        status: 'Released',
        comment: 'ready',
        repository: 'release',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+0000$/),
        user: 'promoter',
        ciUser: 'jenkins',
      },
    ]);
  });

  it('changes nothing on a dry run, and says what it would do', async () => {
    await deploy('staging', 'app/2/app.tgz', 'app two', ['app', '2']);
    await publish('app', '2', 2, [{ content: 'app two' }]);
    const res = await promote('app', '2', { status: 'Released', targetRepo: 'release', dryRun: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().messages).toContainEqual({
      level: 'INFO',
      message: buildMessages.dryRun(buildMessages.promoted('app', '2', 1, 'release')),
    });
    expect(await t.storedPaths('staging')).toEqual(['app/2/app.tgz']);
    expect(await t.storedPaths('release')).not.toContain('app/2/app.tgz');
    expect((await runOf('app', '2')).statuses).toBeUndefined();
  });

  it('copies the dependencies of the scopes asked for when dependencies is set', async () => {
    await deploy('staging', 'app/3/app.tgz', 'app three', ['app', '3']);
    await deploy('staging', 'libs/compile.jar', 'compile dependency');
    await deploy('staging', 'libs/test.jar', 'test dependency');
    await publish(
      'app',
      '3',
      3,
      [{ content: 'app three' }],
      [
        { content: 'compile dependency', scopes: ['compile'] },
        { content: 'test dependency', scopes: ['test'] },
      ],
    );
    const res = await promote('app', '3', {
      targetRepo: 'release',
      copy: true,
      dependencies: true,
      scopes: ['compile'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const released = await t.storedPaths('release');
    expect(released).toEqual(expect.arrayContaining(['app/3/app.tgz', 'libs/compile.jar']));
    expect(released).not.toContain('libs/test.jar');
    expect(await t.storedPaths('staging')).toEqual(
      expect.arrayContaining(['app/3/app.tgz', 'libs/compile.jar', 'libs/test.jar']),
    );
    expect((await runOf('app', '3')).statuses).toMatchObject([{ status: 'promoted', repository: 'release' }]);
  });

  it('needs deploy on the build, delete on each source file for a move and deploy on the target', async () => {
    await deploy('locked', 'app/4/app.tgz', 'app four', ['app', '4']);
    await deploy('staging', 'app/4/app.pom', 'app four pom', ['app', '4']);
    await publish('app', '4', 4, [{ content: 'app four' }, { content: 'app four pom' }]);
    const byReader = await promote('app', '4', { targetRepo: 'release' }, reader);
    expect(byReader.statusCode).toBe(403);
    expect(byReader.json().errors[0].message).toBe(serverMessages.buildActionForbidden('publish', 'app'));
    expect((await promote('app', '4', { targetRepo: 'release' }, {})).statusCode).toBe(401);
    expect((await promote('app', '99', { targetRepo: 'release' })).statusCode).toBe(404);
    expect((await promote('app', '4', { targetRepo: 'locked', sourceRepo: 'staging' })).statusCode).toBe(403);

    // failFast (the default): the file in 'locked' may not move, so nothing moves.
    expect((await promote('app', '4', { targetRepo: 'release' })).statusCode).toBe(403);
    expect(await t.storedPaths('staging')).toContain('app/4/app.pom');
    expect((await runOf('app', '4')).statuses).toBeUndefined();

    // Without failFast the refusal is reported and the rest is promoted.
    const partial = await promote('app', '4', { targetRepo: 'release', failFast: false });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().messages.map((m: { level: string }) => m.level)).toContain('ERROR');
    expect(await t.storedPaths('release')).toContain('app/4/app.pom');
    expect(await t.storedPaths('locked')).toEqual(['app/4/app.tgz']);
  });

  it("promotes a project's run in its own build-info repository with ?project=", async () => {
    expect(
      (await t.call('POST', apiPaths.accessProjects, { project_key: 'apps', display_name: 'Apps' })).statusCode,
    ).toBe(201);
    const published = await t.server.inject({
      method: 'PUT',
      url: '/artifactory/api/build?project=apps',
      headers: { ...admin, 'content-type': BUILD_INFO_MEDIA_TYPE },
      payload: JSON.stringify({ name: 'web', number: '1', started: started(1), modules: [] }),
    });
    expect(published.statusCode, published.body).toBe(204);
    const res = await t.server.inject({
      method: 'POST',
      url: '/artifactory/api/build/promote/web/1?project=apps',
      headers: { ...admin, 'content-type': BUILD_PROMOTION_MEDIA_TYPE },
      payload: JSON.stringify({ status: 'Staged' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const run = await t.call('GET', '/artifactory/api/build/web/1?project=apps');
    expect(run.json().buildInfo.statuses).toMatchObject([{ status: 'Staged', user: 'admin' }]);
    expect((await promote('web', '1', { status: 'Staged' }, admin)).statusCode).toBe(404);
  });

  it('tells build webhooks of the promotion and writes it to the audit log', async () => {
    const hook = await t.call('POST', webhookPaths.subscriptions, {
      key: 'promotions',
      enabled: true,
      event_filter: { domain: 'build', event_types: ['promoted'], criteria: { anyBuild: true } },
      handlers: [{ handler_type: 'webhook', url: 'https://hooks.example.com/builds' }],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    await publish('app', '5', 5, []);
    expect((await promote('app', '5', { status: 'QA' })).statusCode).toBe(200);
    const jobs = await t.database.db.selectFrom('jobs').select('payload').where('kind', '=', DELIVERY_JOB).execute();
    const payloads = jobs.map((job) => JSON.parse(job.payload) as { subscriptionKey: string; event?: object });
    expect(payloads.filter((payload) => payload.subscriptionKey === 'promotions')).toHaveLength(1);
    expect(JSON.stringify(payloads)).toContain('"build_number":"5"');
    const lines = (await t.readLogs()).split('\n').filter((line) => line.includes('"promote build"'));
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ user: 'promoter', action: 'promote build', path: 'app/5', result: 'success' }),
    );
  });
});

describe('build retention (jf rt bdi)', () => {
  const retention = (name: string, body: object, headers: Record<string, string> = promoter, query = '?async=false') =>
    t.server.inject({
      method: 'POST',
      url: `/artifactory/api/build/retention/${name}${query}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const numbers = async (name: string) =>
    ((await t.call('GET', `/artifactory/api/build/${name}`)).json().buildsNumbers as { uri: string }[]).map((run) =>
      run.uri.slice(1),
    );

  beforeAll(async () => {
    for (const day of [1, 2, 3, 4, 5, 6]) {
      await deploy('staging', `nightly/${day}/out.bin`, `nightly ${day}`, ['nightly', String(day)]);
      await publish('nightly', String(day), day, [{ content: `nightly ${day}` }]);
    }
  });

  it('keeps the newest count runs and those it names, as --max-builds and --exclude-builds send them', async () => {
    const refused = await retention('nightly', { count: '2', buildNumbersNotToBeDiscarded: ['1'] }, reader);
    expect(refused.statusCode).toBe(403);
    expect(await numbers('nightly')).toHaveLength(6);
    const res = await retention('nightly', {
      count: '4',
      buildNumbersNotToBeDiscarded: ['1'],
      deleteBuildArtifacts: false,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await numbers('nightly')).toEqual(['6', '5', '4', '3', '1']);
    expect(await t.storedPaths('staging')).toContain('nightly/2/out.bin');
    const lines = (await t.readLogs()).split('\n').filter((line) => line.includes('"discard builds"'));
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ user: 'reader', path: 'nightly', result: 'failure', status: 403 }),
      expect.objectContaining({ user: 'promoter', path: 'nightly', result: 'success' }),
    ]);
  });

  it('discards runs started before minimumBuildDate with their tagged files, as --max-days and --delete-artifacts send them', async () => {
    const res = await retention(
      'nightly',
      { minimumBuildDate: started(4), deleteBuildArtifacts: true },
      promoter,
      '?async=true',
    );
    expect(res.statusCode, res.body).toBe(204);
    expect(await numbers('nightly')).toEqual(['6', '5', '4']);
    const kept = await t.storedPaths('staging');
    expect(kept).not.toContain('nightly/1/out.bin');
    expect(kept).not.toContain('nightly/3/out.bin');
    expect(kept).toContain('nightly/4/out.bin');
    // A count in Artifactory's documented form, a number.
    expect((await retention('nightly', { count: 1 })).statusCode).toBe(204);
    expect(await numbers('nightly')).toEqual(['6']);
    expect((await retention('nightly', { minimumBuildDate: 'last week' })).statusCode).toBe(400);
  });
});

describe('build scan (jf rt bs)', () => {
  const scan = (body: object, headers: Record<string, string> = promoter) =>
    t.server.inject({ method: 'POST', url: '/artifactory/api/xray/scanBuild', headers, payload: body });

  it('answers a readable run that no scan report is available, since no Xray is connected', async () => {
    const res = await scan({ buildName: 'app', buildNumber: '5', context: 'jfrog-cli-go/2.70.0' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].message).toBe(buildMessages.scanUnavailable);
    expect((await scan({ buildName: 'app', buildNumber: '404' })).json().errors[0].message).toBe(
      serverMessages.buildNotFound('app', '404'),
    );
    expect((await scan({ buildName: 'app', buildNumber: '5' }, {})).statusCode).toBe(401);
  });
});
