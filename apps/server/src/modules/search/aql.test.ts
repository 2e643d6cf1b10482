import { createHash } from 'node:crypto';
import { apiPaths, BUILD_INFO_MEDIA_TYPE, serverMessages, UI_API } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { ANONYMOUS } from '../auth/actor.ts';
import { type AqlAuthorization, AqlService, MAX_AQL_RESULTS } from './aql.service.ts';
import { aqlMessages } from './aql-messages.ts';
import { DEFAULT_FIELDS } from './aql-parser.ts';
import { AqlItemsQuery } from './aql-query.ts';

let t: TestApp;
const admin = basic('admin', ADMIN_PASSWORD);
const reader = basic('reader', 'Reader-Passw0rd!');
const AQL = '/artifactory/api/search/aql';

const hash = (algorithm: string, text: string) => createHash(algorithm).update(text).digest('hex');

/** A file's content: its path cut or padded to the size wanted; no two test files share a size. */
const contentOf = (path: string, size: number) => path.padEnd(size, '#').slice(0, size);

interface Deployed {
  created: string;
  lastModified: string;
  lastUpdated: string;
  checksums: { sha1: string; md5: string; sha256: string };
}

/** What each deploy answered, by `repo/path`. */
const deployed = new Map<string, Deployed>();

/** Deploys a file over HTTP as clients do, with `;key=value` matrix properties on its name. */
async function deploy(repo: string, path: string, size: number, properties = '') {
  const res = await t.server.inject({
    method: 'PUT',
    url: `/artifactory/${repo}/${path.split('/').map(encodeURIComponent).join('/')}${properties}`,
    headers: { ...admin, 'content-type': 'application/octet-stream' },
    payload: contentOf(path, size),
  });
  expect(res.statusCode, res.body).toBe(201);
  deployed.set(`${repo}/${path}`, res.json());
}

function deployedAs(location: string): Deployed {
  const answer = deployed.get(location);
  if (!answer) throw new Error(`not deployed: ${location}`);
  return answer;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 10));

/** A moment after the first files were deployed and before the others. */
let between: number;

function aql(query: string, headers: Record<string, string> = admin, contentType: string | undefined = 'text/plain') {
  return t.server.inject({
    method: 'POST',
    url: AQL,
    headers: contentType ? { ...headers, 'content-type': contentType } : headers,
    payload: query,
  });
}

interface Found {
  repo: string;
  path: string;
  name: string;
  [field: string]: unknown;
}

async function found(query: string, headers: Record<string, string> = admin): Promise<Found[]> {
  const res = await aql(query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
}

/** `repo/path/name` of each result. */
const locations = (results: Found[]) => results.map((r) => `${r.repo}/${r.path}/${r.name}`);
const names = async (query: string, headers?: Record<string, string>) =>
  (await found(query, headers)).map((r) => r.name);

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['libs-release', 'libs-snapshot', 'secret-repo']);
  await deploy('libs-release', 'org/acme/app-1.0.jar', 100, ';build.name=app;build.number=1');
  await deploy('libs-release', 'org/acme/app-1.0.pom', 10);
  await deploy('libs-release', 'org/acme/lib_x%1.jar', 5);
  await deploy('libs-release', 'org/acme/libAx.jar', 6);
  await deploy('libs-release', 'org/acme/a[1].jar', 7);
  await deploy('libs-release', 'org/acme/internal/keys.jar', 50);
  await deploy('libs-release', 'readme.txt', 1);
  await pause();
  between = Date.now();
  await pause();
  await deploy('libs-release', 'org/acme/App-2.0.JAR', 200);
  await deploy('libs-snapshot', 'org/acme/app-1.1-SNAPSHOT.jar', 120, ';build.name=app;build.number=2;release=no');
  await deploy('secret-repo', 'secret.jar', 60);

  const user = await t.call('POST', apiPaths.accessUsers, {
    username: 'reader',
    password: 'Reader-Passw0rd!',
    email: 'reader@example.com',
  });
  expect(user.statusCode).toBe(201);
  // The reader may read both libs repositories, except the internal folder; not secret-repo.
  const permission = await t.call('POST', apiPaths.accessPermissions, {
    name: 'libs-readers',
    resources: {
      artifact: {
        targets: {
          'libs-release': { include_patterns: ['**'], exclude_patterns: ['org/acme/internal/**'] },
          'libs-snapshot': { include_patterns: ['**'], exclude_patterns: [] },
        },
        actions: { users: { reader: ['READ'] }, groups: {} },
      },
    },
  });
  expect(permission.statusCode).toBe(201);
});
afterAll(() => t.close());

describe('AQL search', () => {
  it("answers the JFrog CLI's query with the fields it includes, its properties, in its order", async () => {
    const res = await aql(
      'items.find({"$or":[{"$and":[{"repo":"libs-release","path":{"$match":"org/*"},"name":{"$match":"*.jar"}}]}]})' +
        '.include("name","repo","path","actual_md5","actual_sha1","sha256","size","type","modified","created","property")' +
        '.sort({"$asc":["repo","path","name"]}).offset(0).limit(100)',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Byte order: '[' sorts before 'p', 'A' before '_'; App-2.0.JAR is not "*.jar".
    expect(body.results.map((r: Found) => `${r.path}/${r.name}`)).toEqual([
      'org/acme/a[1].jar',
      'org/acme/app-1.0.jar',
      'org/acme/libAx.jar',
      'org/acme/lib_x%1.jar',
      'org/acme/internal/keys.jar',
    ]);
    const jar = deployedAs('libs-release/org/acme/app-1.0.jar');
    expect(body.results[1]).toEqual({
      repo: 'libs-release',
      path: 'org/acme',
      name: 'app-1.0.jar',
      type: 'file',
      size: 100,
      created: jar.created,
      modified: jar.lastModified,
      actual_md5: hash('md5', contentOf('org/acme/app-1.0.jar', 100)),
      actual_sha1: jar.checksums.sha1,
      sha256: jar.checksums.sha256,
      properties: [
        { key: 'build.name', value: 'app' },
        { key: 'build.number', value: '1' },
      ],
    });
    expect(body.results[0].properties).toEqual([]);
    expect(body.range).toEqual({ start_pos: 0, end_pos: 5, total: 5, limit: 100 });
  });

  it('returns the default fields without include, and repo, path and name whatever include says', async () => {
    const [readme] = await found('items.find({"name":"readme.txt"})');
    const answer = deployedAs('libs-release/readme.txt');
    expect(readme).toEqual({
      repo: 'libs-release',
      path: '.',
      name: 'readme.txt',
      type: 'file',
      size: 1,
      created: answer.created,
      created_by: 'admin',
      modified: answer.lastModified,
      modified_by: 'admin',
      updated: answer.lastUpdated,
    });
    expect(Object.keys(readme ?? {})).toEqual(DEFAULT_FIELDS);
    const [sized] = await found('items.find({"name":"readme.txt"}).include("size","depth","original_sha1")');
    expect(sized).toEqual({
      repo: 'libs-release',
      path: '.',
      name: 'readme.txt',
      size: 1,
      depth: 1,
      original_sha1: hash('sha1', 'r'),
    });
  });

  it('finds files only, unless a criterion asks for folders or any type', async () => {
    expect(await found('items.find({"repo":"libs-release","path":"org"})')).toEqual([]);
    expect(await names('items.find({"repo":"libs-release","path":"org","type":"any"})')).toEqual(['acme']);
    const folders = await found('items.find({"repo":"libs-release","type":"folder"}).include("type","actual_sha1")');
    expect(folders.map((f) => `${f.path}/${f.name}`)).toEqual(['./org', 'org/acme', 'org/acme/internal']);
    // Folders have no checksums to give.
    expect(folders[0]).toEqual({ repo: 'libs-release', path: '.', name: 'org', type: 'folder' });
    expect(await names('items.find({"repo":"libs-snapshot","type":{"$ne":"file"}})')).toEqual(['org', 'acme']);
  });

  it('matches patterns case-sensitively, taking %, _ and [ literally', async () => {
    const inRelease = (pattern: string, operator = '$match') =>
      names(`items.find({"repo":"libs-release","name":{"${operator}":${JSON.stringify(pattern)}}})`);
    expect(await inRelease('*.JAR')).toEqual(['App-2.0.JAR']);
    expect(await inRelease('app-*')).toEqual(['app-1.0.jar', 'app-1.0.pom']);
    expect(await inRelease('lib_*')).toEqual(['lib_x%1.jar']);
    expect(await inRelease('lib?x*')).toEqual(['libAx.jar', 'lib_x%1.jar']);
    expect(await inRelease('*%1.jar')).toEqual(['lib_x%1.jar']);
    expect(await inRelease('a[1]*')).toEqual(['a[1].jar']);
    expect(await inRelease('a[1].jar', '$eq')).toEqual(['a[1].jar']);
    expect(await inRelease('*.jar', '$nmatch')).toEqual(['readme.txt', 'App-2.0.JAR', 'app-1.0.pom']);
    expect(await inRelease('APP-1.0.JAR', '$eq')).toEqual([]);
  });

  it('compares sizes, dates, depths, checksums and repositories', async () => {
    expect(await names('items.find({"size":{"$gt":50,"$lte":120}})')).toEqual([
      'app-1.0.jar',
      'app-1.1-SNAPSHOT.jar',
      'secret.jar',
    ]);
    expect(await names('items.find({"size":{"$gte":"200"}})')).toEqual(['App-2.0.JAR']);
    const iso = new Date(between).toISOString();
    expect(await names(`items.find({"created":{"$gte":"${iso}"}})`)).toEqual([
      'App-2.0.JAR',
      'app-1.1-SNAPSHOT.jar',
      'secret.jar',
    ]);
    expect(await names(`items.find({"modified":{"$lt":"${iso}"},"size":{"$lt":7}})`)).toEqual([
      'readme.txt',
      'libAx.jar',
      'lib_x%1.jar',
    ]);
    // The platform's zones without a colon, and epoch milliseconds.
    const compact = iso.replace('Z', '+0000');
    expect(
      await names(`items.find({"updated":{"$gt":"${compact}","$lt":${Date.now() + 60_000}},"size":{"$gt":60}})`),
    ).toEqual(['App-2.0.JAR', 'app-1.1-SNAPSHOT.jar']);
    expect(await names(`items.find({"created":{"$lt":"${iso.slice(0, 10)}"}})`)).toEqual([]);
    expect(await names('items.find({"depth":1})')).toEqual(['readme.txt', 'secret.jar']);
    expect(await names('items.find({"depth":{"$gt":3}})')).toEqual(['keys.jar']);
    const pom = contentOf('org/acme/app-1.0.pom', 10);
    const sums = { sha1: hash('sha1', pom), md5: hash('md5', pom), sha256: hash('sha256', pom) };
    for (const field of ['actual_sha1', 'original_sha1', 'actual_md5', 'original_md5', 'sha256']) {
      const value = field.endsWith('sha1') ? sums.sha1 : field.endsWith('md5') ? sums.md5 : sums.sha256;
      expect(await names(`items.find({"${field}":"${value}"})`)).toEqual(['app-1.0.pom']);
    }
    expect(await names('items.find({"repo":{"$ne":"libs-release"}})')).toEqual(['app-1.1-SNAPSHOT.jar', 'secret.jar']);
    expect(
      await names('items.find({"created_by":"admin","modified_by":{"$match":"adm*"},"name":"secret.jar"})'),
    ).toEqual(['secret.jar']);
    expect(await names('items.find({"created_by":"ci"})')).toEqual([]);
  });

  it('finds items by their properties', async () => {
    expect(await names('items.find({"@build.name":"app"})')).toEqual(['app-1.0.jar', 'app-1.1-SNAPSHOT.jar']);
    expect(await names('items.find({"@build.number":{"$match":"2*"}})')).toEqual(['app-1.1-SNAPSHOT.jar']);
    expect(await names('items.find({"@build.name":"APP"})')).toEqual([]);
    expect(await names('items.find({"repo":"libs-snapshot","@release":{"$ne":"no"}})')).toEqual([]);
    expect(await names('items.find({"name":{"$match":"app-1*.jar"},"@release":{"$nmatch":"n*"}})')).toEqual([
      'app-1.0.jar',
    ]);
    expect(await names('items.find({"property.key":"release"})')).toEqual(['app-1.1-SNAPSHOT.jar']);
    expect(await names('items.find({"property.value":{"$match":"ap?"}})')).toEqual([
      'app-1.0.jar',
      'app-1.1-SNAPSHOT.jar',
    ]);
    expect(await names('items.find({"$or":[{"@build.number":"1"},{"name":"readme.txt"}]})')).toEqual([
      'readme.txt',
      'app-1.0.jar',
    ]);
  });

  it('includes only the properties asked for by key, and only items that have them', async () => {
    const results = await found('items.find({"repo":{"$match":"libs-*"}}).include("name","@build.number")');
    expect(results).toEqual([
      {
        repo: 'libs-release',
        path: 'org/acme',
        name: 'app-1.0.jar',
        properties: [{ key: 'build.number', value: '1' }],
      },
      {
        repo: 'libs-snapshot',
        path: 'org/acme',
        name: 'app-1.1-SNAPSHOT.jar',
        properties: [{ key: 'build.number', value: '2' }],
      },
    ]);
  });

  it('includes download statistics', async () => {
    const snapshot = '/artifactory/libs-snapshot/org/acme/app-1.1-SNAPSHOT.jar';
    for (const headers of [admin, admin, reader]) {
      expect((await t.server.inject({ method: 'GET', url: snapshot, headers })).statusCode).toBe(200);
    }
    // Downloads are counted in memory and written within a second.
    const stats = async () =>
      (await found('items.find({"name":{"$match":"app-1.*.jar"}}).include("stat")')).map((r) => r.stats);
    await expect
      .poll(stats, { timeout: 3000 })
      .toEqual([
        [{ downloads: 0 }],
        [{ downloads: 3, downloaded: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/), downloaded_by: 'reader' }],
      ]);
  });

  it('sorts either way and pages with offset and limit', async () => {
    const res = await aql(
      'items.find({"repo":"libs-release"}).include("name","size").sort({"$desc":["size"]}).offset(1).limit(2)',
    );
    expect(res.json()).toEqual({
      results: [
        { repo: 'libs-release', path: 'org/acme', name: 'app-1.0.jar', size: 100 },
        { repo: 'libs-release', path: 'org/acme/internal', name: 'keys.jar', size: 50 },
      ],
      range: { start_pos: 1, end_pos: 3, total: 2, limit: 2 },
    });
    expect(await names('items.find({"repo":"libs-release"}).sort({"$asc":["size"]}).limit(3)')).toEqual([
      'readme.txt',
      'lib_x%1.jar',
      'libAx.jar',
    ]);
    const past = await aql('items.find().offset(100)');
    expect(past.json()).toEqual({ results: [], range: { start_pos: 100, end_pos: 100, total: 0 } });
  });

  it(`caps every answer at ${MAX_AQL_RESULTS} results`, async () => {
    const res = await aql('items.find({"repo":"secret-repo"}).limit(1000000)');
    expect(res.json().range).toEqual({ start_pos: 0, end_pos: 1, total: 1, limit: MAX_AQL_RESULTS });
  });

  it('shows a user only what they may read, counting offset and limit over those items', async () => {
    const all = await found('items.find().sort({"$asc":["name"]})');
    const readable = await found('items.find().sort({"$asc":["name"]})', reader);
    expect(locations(readable)).toEqual(
      locations(all).filter((l) => !l.startsWith('secret-repo/') && !l.includes('/internal/')),
    );
    expect(readable).toHaveLength(8);
    const page = await aql('items.find().sort({"$asc":["name"]}).offset(2).limit(3)', reader);
    expect(locations(page.json().results)).toEqual(locations(readable).slice(2, 5));
    expect(page.json().range).toEqual({ start_pos: 2, end_pos: 5, total: 3, limit: 3 });
    expect(await found('items.find({"repo":"secret-repo"})', reader)).toEqual([]);
    expect(await names('items.find({"type":"folder","repo":"libs-release"})', reader)).toEqual(['org', 'acme']);
  });

  it('fills a page over several permission rounds and stops once it is full', async () => {
    const hidden = new Set(['org/acme/app-1.0.pom', 'org/acme/a[1].jar', 'readme.txt']);
    let rounds = 0;
    const authorization: AqlAuthorization = {
      principalOf: async () => ({ userName: 'someone', groups: [], admin: false }),
      visibleKeys: async () => new Set(['libs-release']),
      mayEach: async (_actor, _action, refs) => {
        rounds++;
        return refs.map((ref) => ref.repoKey === 'libs-release' && !hidden.has(ref.path));
      },
    };
    const service = new AqlService({
      items: new AqlItemsQuery(t.database.db, t.database.dialect, {
        fill: async (rows) => rows,
        completeAll: async () => undefined,
      }),
      repositories: { list: async () => [] },
      authorization,
      permissionBatch: 2,
    });
    // By name: App-2.0.JAR, a[1].jar (hidden), app-1.0.jar, app-1.0.pom (hidden), keys.jar, libAx.jar, …
    const page = await service.search(ANONYMOUS, 'items.find().sort({"$asc":["name"]}).offset(1).limit(3)');
    expect(page.results.map((r) => r.name)).toEqual(['app-1.0.jar', 'keys.jar', 'libAx.jar']);
    expect(rounds).toBe(3);
    const rest = await service.search(ANONYMOUS, 'items.find().sort({"$asc":["name"]}).offset(4)');
    expect(rest.results.map((r) => r.name)).toEqual(['lib_x%1.jar']);
  });

  it('refuses anonymous callers while anonymous access is off, and shows them nothing they may not read', async () => {
    const refused = await aql('items.find()', {});
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors[0].message).toBe(serverMessages.authenticationRequired);
    await t.setAnonymousAccess(true);
    try {
      expect(await found('items.find()', {})).toEqual([]);
    } finally {
      await t.setAnonymousAccess(false);
    }
  });

  it('refuses a query it cannot read with 400 and a message naming the problem', async () => {
    const cases: [string, string][] = [
      ['items.find({"colour":"red"})', aqlMessages.unknownField('colour')],
      ['items.find({"name":{"$like":"a"}})', aqlMessages.unknownOperator('$like')],
      ['items.find().limit(5).sort({"$asc":["name"]})', aqlMessages.methodOrder('sort')],
      ['items.find({"name":"a"}', aqlMessages.syntax(24, "')'", 'end of query')],
      ['builds.find()', aqlMessages.domain('builds')],
    ];
    for (const [query, message] of cases) {
      const res = await aql(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ errors: [{ status: 400, message }] });
    }
  });

  it('reads the query as text without a content type, as a form post, and through the console gateway', async () => {
    const query = 'items.find({"name":"readme.txt"})';
    for (const contentType of [undefined, 'application/x-www-form-urlencoded', 'text/plain; charset=utf-8']) {
      const res = await aql(query, admin, contentType);
      expect(res.statusCode, contentType).toBe(200);
      expect(res.json().results).toHaveLength(1);
    }
    const cookie = await t.login('admin', ADMIN_PASSWORD);
    const viaGateway = await t.server.inject({
      method: 'POST',
      url: `${UI_API}${AQL}`,
      headers: { ...t.asConsole(cookie), 'content-type': 'text/plain' },
      payload: query,
    });
    expect(viaGateway.statusCode).toBe(200);
    expect(viaGateway.json().results).toHaveLength(1);
    const empty = await t.server.inject({ method: 'POST', url: AQL, headers: admin });
    expect(empty.json().errors[0].message).toBe(aqlMessages.syntax(1, "'items'", 'end of query'));
  });

  it('refuses a body over one megabyte', async () => {
    const res = await aql(`items.find({"name":"${'a'.repeat(1024 * 1024)}"})`);
    expect(res.statusCode).toBe(413);
  });
});

/**
 * The queries the JFrog CLI's query builder writes (jfrog-client-go `aqlquerybuilder.go`), word for
 * word, for `jf rt dl`/`jf rt search` with their flags, over a repository of their own.
 */
describe('AQL as the JFrog CLI sends it', () => {
  const DAY = 86_400_000;
  /** The include list the CLI sends when its spec names none. */
  const CLI_INCLUDE =
    '.include("name","repo","path","actual_md5","actual_sha1","sha256","size","type","modified","created")';
  /** `jf rt s "cli-local/*"`: every file under the repository, at any depth. */
  const everything = '{"$or":[{"$and":[{"repo":"cli-local","path":{"$match":"*"},"name":{"$match":"*"}}]}]}';
  const sha1Of = (path: string) => deployedAs(`cli-local/${path}`).checksums.sha1;
  const cliNames = async (query: string) => (await found(query)).map((r) => `${r.path}/${r.name}`);

  async function publishBuild(name: string, number: string, paths: string[], dependencies: string[] = []) {
    const res = await t.server.inject({
      method: 'PUT',
      url: '/artifactory/api/build',
      headers: { ...admin, 'content-type': BUILD_INFO_MEDIA_TYPE },
      payload: JSON.stringify({
        name,
        number,
        started: '2026-11-23T10:00:00.000+0000',
        modules: [
          { id: 'empty' },
          {
            id: `${name}:${number}`,
            artifacts: paths.map((path) => ({ name: path, sha1: sha1Of(path) })),
            dependencies: dependencies.map((path) => ({ id: path, sha1: sha1Of(path) })),
          },
        ],
      }),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }

  /** Moves a file's dates back, as if it had been stored that long ago. */
  async function age(
    name: string,
    dates: { created?: number; modified?: number; updated?: number; downloaded?: number },
  ) {
    const now = Date.now();
    await t.database.db
      .updateTable('items')
      .set({
        ...(dates.created === undefined ? {} : { created_at: now - dates.created }),
        ...(dates.modified === undefined ? {} : { modified_at: now - dates.modified }),
        ...(dates.updated === undefined ? {} : { updated_at: now - dates.updated }),
        ...(dates.downloaded === undefined ? {} : { last_downloaded_at: now - dates.downloaded, downloads: 4 }),
      })
      .where('repo_key', '=', 'cli-local')
      .where('name', '=', name)
      .execute();
  }

  beforeAll(async () => {
    await t.createRepositories(['cli-local']);
    await deploy('cli-local', 'app/1.0/app-1.0.jar', 301, ';build.name=app;build.number=7;env=prod;os=linux');
    await deploy('cli-local', 'app/1.0/app-1.0.pom', 302, ';build.name=app;build.number=7;env=dev');
    await deploy('cli-local', 'app/2.0/app-2.0.jar', 303, ';build.name=app;build.number=8;env=prod');
    await deploy('cli-local', 'tools/Tool.ZIP', 304);
    await deploy('cli-local', 'old/ancient.tgz', 305);
    await deploy('cli-local', 'old/stale.tgz', 306);
    await publishBuild('app', '7', ['app/1.0/app-1.0.jar', 'app/1.0/app-1.0.pom']);
    await publishBuild('app', '8', ['app/2.0/app-2.0.jar'], ['app/1.0/app-1.0.jar']);
    // Build tool 7 lists app-2.0.jar: "app" and "7" each hold for it, but never for one build.
    await publishBuild('tool', '7', ['tools/Tool.ZIP', 'app/2.0/app-2.0.jar']);
    await age('ancient.tgz', { created: 400 * DAY, modified: 400 * DAY, updated: 400 * DAY, downloaded: 100 * DAY });
    await age('stale.tgz', { created: 20 * DAY, modified: 20 * DAY, updated: 20 * DAY, downloaded: 2 * DAY });
  });

  it('finds the artifacts and the dependencies of one build by name and number, as jf rt dl --build asks', async () => {
    const query = (name: string, number: string) =>
      `items.find({"$or":[{"$and":[{"artifact.module.build.name":"${name}","artifact.module.build.number":"${number}"}]}]})` +
      '.include("name","repo","path","actual_sha1")';
    const res = await aql(query('app', '7'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      results: [
        { repo: 'cli-local', path: 'app/1.0', name: 'app-1.0.jar', actual_sha1: sha1Of('app/1.0/app-1.0.jar') },
        { repo: 'cli-local', path: 'app/1.0', name: 'app-1.0.pom', actual_sha1: sha1Of('app/1.0/app-1.0.pom') },
      ],
      range: { start_pos: 0, end_pos: 2, total: 2 },
    });
    expect(await cliNames(query('tool', '7'))).toEqual(['app/2.0/app-2.0.jar', 'tools/Tool.ZIP']);
    expect(await cliNames(query('app', '9'))).toEqual([]);
    // Several builds at once, as `--build` over a list of runs sends them.
    expect(
      await cliNames(
        'items.find({"$or":[{"$and":[{"artifact.module.build.name":"app","artifact.module.build.number":"8"}]},' +
          '{"$and":[{"artifact.module.build.name":"tool","artifact.module.build.number":"7"}]}]})',
      ),
    ).toEqual(['app/2.0/app-2.0.jar', 'tools/Tool.ZIP']);
    // Older CLIs send name and number as two objects of one $and, each with $eq.
    expect(
      await cliNames(
        'items.find({"$and": [{"artifact.module.build.name": {"$eq": "app"}},{"artifact.module.build.number": {"$eq": "7"}}]})' +
          '.include("name","repo","path","actual_sha1")',
      ),
    ).toEqual(['app/1.0/app-1.0.jar', 'app/1.0/app-1.0.pom']);
    expect(await cliNames('items.find({"artifact.module.build.name":{"$match":"to*"}})')).toEqual([
      'app/2.0/app-2.0.jar',
      'tools/Tool.ZIP',
    ]);
    // The build's dependencies, as --include-deps --exclude-artifacts asks, are a list of their own.
    expect(await cliNames(query('app', '8'))).toEqual(['app/2.0/app-2.0.jar']);
    expect(
      await cliNames(
        'items.find({"$or":[{"$and":[{"dependency.module.build.name":"app","dependency.module.build.number":"8"}]}]})',
      ),
    ).toEqual(['app/1.0/app-1.0.jar']);
    // Combined with the pattern of `jf rt dl "cli-local/app/*" --build app/7`.
    expect(
      await cliNames(
        `items.find({"name":{"$match":"*.jar"},"artifact.module.build.name":"app","artifact.module.build.number":"7"})`,
      ),
    ).toEqual(['app/1.0/app-1.0.jar']);
  });

  it('finds by --props and --exclude-props as the CLI writes them', async () => {
    // --props "env=prod;build.name=app" --exclude-props "os=linux"
    const query =
      'items.find({"$and":[{"@env":"prod"}],"$and":[{"@build.name":"app"}],"$or":[{"@os":{"$ne":"linux"}}],' +
      `"$or":[{"$and":[{"repo":"cli-local","path":{"$match":"*"},"name":{"$match":"*"}}]}]})${CLI_INCLUDE}`;
    expect(await cliNames(query)).toEqual(['app/2.0/app-2.0.jar']);
    // A wildcard value is a $match; --exclude-props with two values leaves out items with either.
    expect(
      await cliNames(
        `items.find({"$and":[{"@env":{"$match":"*"}}],"$or":[{"@env":{"$ne":"dev"}},{"@env":{"$ne":"prod"}}],"$or":[{"$and":[{"repo":"cli-local","path":{"$match":"app/*"},"name":{"$match":"*"}}]}]})`,
      ),
    ).toEqual(['app/1.0/app-1.0.jar', 'app/1.0/app-1.0.pom', 'app/2.0/app-2.0.jar']);
  });

  it('sorts, skips and limits as --sort-by, --sort-order, --offset and --limit ask, with properties on request', async () => {
    // --sort-by size --sort-order desc --offset 1 --limit 3: the CLI leaves "property" out then.
    const sorted = await found(`items.find(${everything})${CLI_INCLUDE}.sort({"$desc":["size"]}).offset(1).limit(3)`);
    expect(sorted.map((r) => r.name)).toEqual(['ancient.tgz', 'Tool.ZIP', 'app-2.0.jar']);
    expect(sorted[0]).not.toHaveProperty('properties');
    const res = await aql(`items.find(${everything})${CLI_INCLUDE}.sort({"$asc":["name","size"]}).limit(2)`);
    expect(res.json().range).toEqual({ start_pos: 0, end_pos: 2, total: 2, limit: 2 });
    expect(res.json().results.map((r: Found) => r.name)).toEqual(['Tool.ZIP', 'ancient.tgz']);
    // Without sort or limit the CLI asks for every property, and a spec's include("@key") for one key.
    const [jar] = await found(`items.find({"name":"app-1.0.jar"})${CLI_INCLUDE.replace(')', ',"property.*")')}`);
    expect(jar?.properties).toEqual([
      { key: 'build.name', value: 'app' },
      { key: 'build.number', value: '7' },
      { key: 'env', value: 'prod' },
      { key: 'os', value: 'linux' },
    ]);
    expect(await found('items.find({"repo":"cli-local"}).include("@os")')).toEqual([
      { repo: 'cli-local', path: 'app/1.0', name: 'app-1.0.jar', properties: [{ key: 'os', value: 'linux' }] },
    ]);
  });

  it('compares dates with $last and $before over relative times', async () => {
    const old = (field: string, operator: string, period: string) =>
      cliNames(`items.find({"repo":"cli-local","${field}":{"${operator}":"${period}"}})`);
    expect(await old('created', '$before', '1y')).toEqual(['old/ancient.tgz']);
    expect(await old('created', '$before', '2w')).toEqual(['old/ancient.tgz', 'old/stale.tgz']);
    expect(await old('modified', '$before', '3mo')).toEqual(['old/ancient.tgz']);
    expect(await old('updated', '$before', '7d')).toEqual(['old/ancient.tgz', 'old/stale.tgz']);
    expect(await old('created', '$last', '21days')).toEqual([
      'app/1.0/app-1.0.jar',
      'app/1.0/app-1.0.pom',
      'app/2.0/app-2.0.jar',
      'old/stale.tgz',
      'tools/Tool.ZIP',
    ]);
    expect(await old('modified', '$last', '10minutes')).toHaveLength(4);
    expect(await old('updated', '$last', '3600s')).toHaveLength(4);
    expect(await old('created', '$last', '2years')).toHaveLength(6);
    expect(await old('stat.downloaded', '$before', '30d')).toEqual(['old/ancient.tgz']);
    expect(await old('stat.downloaded', '$last', '1w')).toEqual(['old/stale.tgz']);
    // A cleanup job's query: old and not downloaded lately, both within one $and.
    expect(
      await cliNames(
        'items.find({"repo":"cli-local","$and":[{"created":{"$before":"1mo"}},{"$or":[{"stat.downloaded":{"$before":"1mo"}},{"stat.downloads":0}]}]})',
      ),
    ).toEqual(['old/ancient.tgz']);
  });

  it('counts downloads with stat.downloads and compares who downloaded last', async () => {
    expect(await cliNames('items.find({"repo":"cli-local","stat.downloads":{"$gte":4}})')).toEqual([
      'old/ancient.tgz',
      'old/stale.tgz',
    ]);
    expect(await cliNames('items.find({"repo":"cli-local","stat.downloads":0})')).toHaveLength(4);
  });

  it('matches ignoring case with $eqic and $matchic, on fields and properties', async () => {
    const inCli = (criteria: string) => cliNames(`items.find({"repo":"cli-local",${criteria}})`);
    expect(await inCli('"name":{"$eqic":"tool.zip"}')).toEqual(['tools/Tool.ZIP']);
    expect(await inCli('"name":{"$eq":"tool.zip"}')).toEqual([]);
    expect(await inCli('"name":{"$matchic":"*.zip"}')).toEqual(['tools/Tool.ZIP']);
    expect(await inCli('"path":{"$matchic":"APP/1.*"}')).toEqual(['app/1.0/app-1.0.jar', 'app/1.0/app-1.0.pom']);
    expect(await inCli('"@env":{"$eqic":"PROD"}')).toEqual(['app/1.0/app-1.0.jar', 'app/2.0/app-2.0.jar']);
    expect(await inCli('"@env":{"$matchic":"D*"}')).toEqual(['app/1.0/app-1.0.pom']);
    expect(await inCli('"artifact.module.build.name":{"$eqic":"TOOL"}')).toEqual([
      'app/2.0/app-2.0.jar',
      'tools/Tool.ZIP',
    ]);
  });

  it('shows a user only the build artifacts they may read', async () => {
    // The reader may not read cli-local: the build's artifacts there stay hidden.
    expect(await found('items.find({"artifact.module.build.name":"app"})', reader)).toEqual([]);
  });
});
