import { createHash } from 'node:crypto';
import {
  apiPaths,
  artifactPaths,
  BUILD_INFO_MEDIA_TYPE,
  DEFAULT_BUILD_REPO,
  metadataPaths,
  onboardingPaths,
  packageDetailPaths,
  UI_API,
} from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/**
 * Every read path applies a permission's include and exclude patterns item by item: a reader of
 * `allowed/**` (or of everything but `secret/**`) finds, lists and counts only what lies there.
 */

const admin = basic('admin', ADMIN_PASSWORD);
const PASSWORD = 'Reader-Passw0rd!';
/** Two readers who may read the same things: one through an include pattern, one through an exclude pattern. */
const readers = [
  ['an include pattern', basic('included', PASSWORD)],
  ['an exclude pattern', basic('excluded', PASSWORD)],
] as const;

const GENERIC = 'mixed-generic';
const NPM = 'mixed-npm';
/** A repository both readers may read whole, beside the path-limited ones. */
const OPEN = 'open-generic';
/** A repository neither reader may read, whose name sorts first. */
const CROWD = 'aaa-crowd';

/** Each generic file's content, by path in its repository; sizes differ so sums tell files apart. */
const genericFiles: Record<string, string> = {
  'allowed/tool/1.0/tool-1.0.bin': 'tool one',
  'secret/tool/2.0/tool-2.0.bin': 'tool two, kept secret',
  'secret/vault/1.0/vault-1.0.bin': 'the vault',
  'allowed/both/3.0/both-a.bin': 'both, the readable half',
  'secret/both/3.0/both-b.bin': 'both, the secret half, which is longer',
};
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let t: TestApp;

async function put(repoKey: string, path: string, content: string, properties = '') {
  const res = await t.server.inject({
    method: 'PUT',
    url: `/artifactory/${repoKey}/${path}${properties}`,
    headers: { ...admin, 'content-type': 'application/octet-stream' },
    payload: content,
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** `npm publish` of one version with a readme: the package `name` is stored under `name/-/`. */
async function publishNpm(name: string) {
  const tarball = Buffer.from(`${name}@1.0.0`);
  const file = `${name}-1.0.0.tgz`;
  const res = await t.server.inject({
    method: 'PUT',
    url: `/artifactory/api/npm/${NPM}/${name}`,
    headers: admin,
    payload: {
      _id: name,
      name,
      description: `The ${name} package`,
      'dist-tags': { latest: '1.0.0' },
      versions: {
        '1.0.0': {
          name,
          version: '1.0.0',
          description: `The ${name} package`,
          dist: {
            integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
            shasum: createHash('sha1').update(tarball).digest('hex'),
            tarball: `http://elsewhere/${name}/-/${file}`,
          },
        },
      },
      readme: `# ${name}`,
      _attachments: {
        [file]: { content_type: 'application/octet-stream', data: tarball.toString('base64'), length: tarball.length },
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function publishBuild(name: string) {
  const res = await t.server.inject({
    method: 'PUT',
    url: '/artifactory/api/build',
    headers: { ...admin, 'content-type': BUILD_INFO_MEDIA_TYPE },
    payload: JSON.stringify({ name, number: '1', started: '2026-11-23T10:00:00.000+0000', modules: [] }),
  });
  expect(res.statusCode, res.body).toBe(204);
}

async function permission(name: string, user: string, pattern: { include: string[]; exclude: string[] }) {
  const target = { include_patterns: pattern.include, exclude_patterns: pattern.exclude };
  const res = await t.call('POST', apiPaths.accessPermissions, {
    name,
    resources: {
      artifact: { targets: { [GENERIC]: target, [NPM]: target }, actions: { users: { [user]: ['READ'] }, groups: {} } },
      build: {
        targets: {
          [DEFAULT_BUILD_REPO]: {
            include_patterns: pattern.include.map((include) => include.replace('allowed/', 'allowed-*/')),
            exclude_patterns: pattern.exclude.map((exclude) => exclude.replace('secret/', 'secret-*/')),
          },
        },
        actions: { users: { [user]: ['READ'] }, groups: {} },
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  t = await buildTestApp();
  const leadFilePattern = '*/[name]/[version]/*';
  await t.createRepositories([GENERIC, OPEN], { leadFilePattern });
  await t.createRepositories([NPM], { packageType: 'npm' });
  for (const [path, content] of Object.entries(genericFiles))
    await put(GENERIC, path, content, path.includes('/tool/') ? ';team=core' : '');
  await put(OPEN, 'open/x/1.0/x-1.0.bin', 'open for all');
  await publishNpm('allowed');
  await publishNpm('secret');
  await publishBuild('allowed-app');
  await publishBuild('secret-app');
  for (const user of ['included', 'excluded']) await t.createUser(user, PASSWORD);
  await permission('allowed-only', 'included', { include: ['allowed/**'], exclude: [] });
  await permission('all-but-secret', 'excluded', { include: ['**'], exclude: ['secret/**'] });
  await t.grant('open-readers', [OPEN], { included: ['READ'], excluded: ['READ'] });
});
afterAll(() => t.close());

function get(url: string, headers: Record<string, string>) {
  return t.server.inject({ method: 'GET', url, headers });
}

async function gql(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const res = await t.server.inject({
    method: 'POST',
    url: metadataPaths.query,
    headers,
    payload: { query, variables },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

const PACKAGES = `query ($filter: PackageFilter, $first: Int, $after: String) {
  packages(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id name description latestVersion versionsCount repos { name } } }
  }
}`;

interface PackageNode {
  id: string;
  name: string;
  description: string | null;
  latestVersion: string | null;
  versionsCount: number;
  repos: { name: string }[];
}

async function packages(filter: Record<string, unknown>, headers: Record<string, string>) {
  const { packages } = await gql(PACKAGES, { filter }, headers);
  return {
    total: packages.totalCount as number,
    nodes: packages.edges.map((edge: { node: PackageNode }) => edge.node) as PackageNode[],
  };
}

const VERSIONS = `query ($filter: VersionFilter) {
  versions(filter: $filter) {
    totalCount
    edges { node { name size repos { name leadFilePath } files { name sha256 } } }
  }
}`;

async function packageIdOf(name: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('packages')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** The repository and path of each storage URI a search answers with, sorted. */
async function searchHits(url: string, headers: Record<string, string>): Promise<string[]> {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { uri: string }[])
    .map(({ uri }) => decodeURIComponent(uri.slice(uri.indexOf('/api/storage/') + '/api/storage/'.length)))
    .sort();
}

const VISIBLE_PACKAGES = ['allowed', 'both', 'tool', 'x'];

describe('M1 path-limited read grants', () => {
  it('M1 lists in GraphQL only the packages with a readable file, and counts only those', async () => {
    for (const [, headers] of readers) {
      const { total, nodes } = await packages({}, headers);
      expect(nodes.map((node) => node.name).sort()).toEqual(VISIBLE_PACKAGES);
      expect(total).toBe(VISIBLE_PACKAGES.length);
      const tool = nodes.find((node) => node.name === 'tool');
      expect(tool).toMatchObject({ latestVersion: '1.0', versionsCount: 1, repos: [{ name: GENERIC }] });
      expect(nodes.find((node) => node.name === 'allowed')?.description).toBe('The allowed package');
    }
    // The administrator still sees everything.
    expect((await packages({}, admin)).total).toBe(VISIBLE_PACKAGES.length + 2);
  });

  it('M1 pages GraphQL packages over readable ones only: full pages, the same total on each', async () => {
    for (const [, headers] of readers) {
      const seen: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < VISIBLE_PACKAGES.length + 1; page++) {
        const data = await gql(PACKAGES, { first: 1, after }, headers);
        expect(data.packages.totalCount).toBe(VISIBLE_PACKAGES.length);
        seen.push(...data.packages.edges.map((edge: { node: PackageNode }) => edge.node.name));
        if (!data.packages.pageInfo.hasNextPage) break;
        expect(data.packages.edges).toHaveLength(1);
        after = data.packages.pageInfo.endCursor;
      }
      expect(seen).toEqual([...VISIBLE_PACKAGES].sort());
    }
  });

  it('M1 finds nothing in GraphQL through a secret file: by name, version, checksum or id', async () => {
    const vault = await packageIdOf('vault');
    for (const [, headers] of readers) {
      expect((await packages({ name: 'vault' }, headers)).nodes).toEqual([]);
      expect((await packages({ name: 'secret' }, headers)).total).toBe(0);
      expect((await packages({ version: '2.0' }, headers)).nodes).toEqual([]);
      const secretTool = genericFiles['secret/tool/2.0/tool-2.0.bin'] as string;
      expect((await packages({ checksum: sha256(secretTool) }, headers)).total).toBe(0);
      const readableTool = genericFiles['allowed/tool/1.0/tool-1.0.bin'] as string;
      expect((await packages({ checksum: sha256(readableTool) }, headers)).nodes.map((node) => node.name)).toEqual([
        'tool',
      ]);
      const { package: found } = await gql('query ($id: ID!) { package(id: $id) { name } }', { id: vault }, headers);
      expect(found).toBeNull();
    }
  });

  it('M1 shows in GraphQL only the readable versions, and of a version only its readable files', async () => {
    const tool = await packageIdOf('tool');
    const both = await packageIdOf('both');
    for (const [, headers] of readers) {
      const tools = (await gql(VERSIONS, { filter: { packageId: tool, includeFiles: true } }, headers)).versions;
      expect(tools.totalCount).toBe(1);
      expect(tools.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual(['1.0']);
      const [version] = (await gql(VERSIONS, { filter: { packageId: both, includeFiles: true } }, headers)).versions
        .edges;
      const readable = genericFiles['allowed/both/3.0/both-a.bin'] as string;
      expect(version.node).toEqual({
        name: '3.0',
        size: readable.length,
        repos: [{ name: GENERIC, leadFilePath: 'allowed/both/3.0/both-a.bin' }],
        files: [{ name: 'both-a.bin', sha256: sha256(readable) }],
      });
    }
  });

  it('M1 counts in the package search only the packages with a readable file', async () => {
    for (const [, headers] of readers) {
      const res = await get(packageDetailPaths.availablePackages, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().packageTypes).toEqual([
        { packageType: 'generic', packagesCount: 3 },
        { packageType: 'npm', packagesCount: 1 },
      ]);
    }
  });

  it('M1 answers quick, GAVC, checksum and property searches with readable files only', async () => {
    const search = `${UI_API}/artifactory/api/search`;
    const readableTool = genericFiles['allowed/tool/1.0/tool-1.0.bin'] as string;
    const secretTool = genericFiles['secret/tool/2.0/tool-2.0.bin'] as string;
    for (const [, headers] of readers) {
      expect(await searchHits(`${search}/artifact?name=*.bin`, headers)).toEqual([
        `${GENERIC}/allowed/both/3.0/both-a.bin`,
        `${GENERIC}/allowed/tool/1.0/tool-1.0.bin`,
        `${OPEN}/open/x/1.0/x-1.0.bin`,
      ]);
      expect(await searchHits(`${search}/artifact?name=*.tgz`, headers)).toEqual([
        `${NPM}/allowed/-/allowed-1.0.0.tgz`,
      ]);
      expect(await searchHits(`${search}/gavc?a=tool`, headers)).toEqual([`${GENERIC}/allowed/tool/1.0/tool-1.0.bin`]);
      expect(await searchHits(`${search}/checksum?sha256=${sha256(secretTool)}`, headers)).toEqual([]);
      expect(await searchHits(`${search}/checksum?sha256=${sha256(readableTool)}`, headers)).toEqual([
        `${GENERIC}/allowed/tool/1.0/tool-1.0.bin`,
      ]);
      expect(await searchHits(`${search}/prop?team=core`, headers)).toEqual([
        `${GENERIC}/allowed/tool/1.0/tool-1.0.bin`,
      ]);
    }
  });

  it('M1 fills a capped search with readable files: a thousand unreadable matches do not crowd them out', async () => {
    // Written straight to the index: a thousand deploys would cost seconds. They sort before the readable one.
    await t.createRepositories([CROWD]);
    const now = Date.now();
    await t.database.db
      .insertInto('items')
      .values(
        Array.from({ length: 1000 }, (_, index) => ({
          repo_key: CROWD,
          path: 'crowd',
          name: `crowd-${String(index).padStart(4, '0')}.dat`,
          type: 'file' as const,
          depth: 2,
          sha256: null,
          mime_type: null,
          created_at: now,
          created_by: 'admin',
          modified_at: now,
          modified_by: 'admin',
          updated_at: now,
        })),
      )
      .execute();
    await put(OPEN, 'crowd/crowd-readable.dat', 'readable among the crowd');
    const search = `${UI_API}/artifactory/api/search`;
    for (const [, headers] of readers)
      expect(await searchHits(`${search}/artifact?name=crowd-*`, headers)).toEqual([
        `${OPEN}/crowd/crowd-readable.dat`,
      ]);
  });

  it('M1 finds in AQL readable items only, with their include fields, sorted, limited and counted alike', async () => {
    const aql = async (query: string, headers: Record<string, string>) => {
      const res = await t.server.inject({
        method: 'POST',
        url: '/artifactory/api/search/aql',
        headers: { ...headers, 'content-type': 'text/plain' },
        payload: query,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { results: Record<string, string>[]; range: { total: number } };
    };
    for (const [, headers] of readers) {
      const all = await aql(`items.find({"repo":"${GENERIC}"}).include("path","name","sha256")`, headers);
      expect(all.results.map((item) => `${item.path}/${item.name}`).sort()).toEqual([
        'allowed/both/3.0/both-a.bin',
        'allowed/tool/1.0/tool-1.0.bin',
      ]);
      expect(all.range.total).toBe(2);
      const first = await aql(
        `items.find({"repo":"${GENERIC}"}).include("name","sha256").sort({"$desc":["name"]}).limit(1)`,
        headers,
      );
      expect(first.results).toEqual([
        {
          repo: GENERIC,
          path: 'allowed/tool/1.0',
          name: 'tool-1.0.bin',
          sha256: sha256(genericFiles['allowed/tool/1.0/tool-1.0.bin'] as string),
        },
      ]);
      expect(first.range.total).toBe(1);
      const folders = await aql(`items.find({"repo":"${GENERIC}","type":"folder","depth":1})`, headers);
      expect(folders.results.map((item) => item.name)).toEqual(['allowed']);
    }
  });

  it('M1 serves a readme only for a version with a readable file', async () => {
    const versionOf = async (name: string) => {
      const row = await t.database.db
        .selectFrom('package_versions as v')
        .innerJoin('packages as p', 'p.id', 'v.package_id')
        .select('v.id')
        .where('p.name', '=', name)
        .executeTakeFirstOrThrow();
      return Number(row.id);
    };
    for (const [, headers] of readers) {
      const readable = await get(packageDetailPaths.readme(await versionOf('allowed')), headers);
      expect(readable.statusCode, readable.body).toBe(200);
      expect(readable.json()).toEqual({ readme: '# allowed' });
      expect((await get(packageDetailPaths.readme(await versionOf('secret')), headers)).statusCode).toBe(404);
      const named = `${packageDetailPaths.readme(await versionOf('secret'))}?path=${NPM}/secret/-/secret-1.0.0.tgz`;
      expect((await get(named, headers)).statusCode).toBe(404);
    }
  });

  it('M1 lists, names and serves only the builds the build patterns let the reader read', async () => {
    for (const [, headers] of readers) {
      const list = await get('/artifactory/api/build', headers);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().builds.map((build: { uri: string }) => build.uri)).toEqual(['/allowed-app']);
      const names = await get(`${UI_API}/ui/builds/names`, headers);
      expect(names.json()).toEqual(['allowed-app']);
      expect((await get('/artifactory/api/build/secret-app', headers)).statusCode).toBe(404);
      expect((await get('/artifactory/api/build/secret-app/1', headers)).statusCode).toBe(403);
      expect((await get('/artifactory/api/build/allowed-app/1', headers)).statusCode).toBe(200);
    }
  });

  it('M1 counts in widgets and the start page only what the reader may read', async () => {
    const readableFiles =
      (await t.storedPaths(GENERIC)).filter((path) => path.startsWith('allowed/')).length +
      (await t.storedPaths(NPM)).filter((path) => path.startsWith('allowed/')).length +
      (await t.storedPaths(OPEN)).length;
    for (const [, headers] of readers) {
      const count = await get(artifactPaths.artifactCount, headers);
      expect(count.json()).toEqual({ widgetData: { artifactCount: readableFiles } });
      const status = await get(onboardingPaths.initStatus, headers);
      expect(status.statusCode, status.body).toBe(200);
      expect(status.json().counts).toMatchObject({ repositories: 3, packages: VISIBLE_PACKAGES.length });
    }
  });

  it("M1 shows in the artifact tree only readable children, and counts only those in the page's total", async () => {
    for (const [, headers] of readers) {
      const root = await get(`${artifactPaths.treeChildren}?repoKey=${GENERIC}`, headers);
      expect(root.statusCode, root.body).toBe(200);
      expect(root.json()).toMatchObject({ total: 1, children: [{ name: 'allowed' }] });
      const page = await get(`${artifactPaths.treeChildren}?repoKey=${GENERIC}&path=allowed&limit=1`, headers);
      expect(page.json()).toMatchObject({ total: 2, children: [{ name: 'both' }] });
    }
  });
});
