import { createHash } from 'node:crypto';
import {
  apiPaths,
  artifactBrowserRoutes,
  BUILD_INFO_MEDIA_TYPE,
  buildPaths,
  buildRoutes,
  consoleUrl,
  metadataRoutes,
  repositoryRoutes,
  searchRoutes,
  storageRoutes,
} from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { zipOf } from '../archive-entries/archive-fixtures.ts';

/**
 * The console's selected project (shell.md §6, R6.01) narrows every list and search it shows to the
 * project's repositories and what they hold; All (no key, an empty one, 'default') narrows nothing.
 */
let t: TestApp;
const admin = basic('admin', ADMIN_PASSWORD);
const outsider = basic('outsider', 'Outsider-Passw0rd!');

/** The parameters the console adds to every request while a project is selected. */
const inApps = 'projectKey=apps&context=project';

function withQuery(path: string, query: string): string {
  return query === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

async function get(path: string, query: string, headers: Record<string, string> = admin) {
  const response = await t.call('GET', withQuery(path, query), undefined, headers);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function publishNpm(repoKey: string, name: string) {
  const tarball = Buffer.from(`${name}@1.0.0`);
  const file = `${name}-1.0.0.tgz`;
  const response = await t.call('PUT', `/artifactory/api/npm/${repoKey}/${name}`, {
    _id: name,
    name,
    'dist-tags': { latest: '1.0.0' },
    versions: {
      '1.0.0': {
        name,
        version: '1.0.0',
        dist: {
          integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
          shasum: createHash('sha1').update(tarball).digest('hex'),
          tarball: `http://elsewhere/${name}/-/${file}`,
        },
      },
    },
    _attachments: {
      [file]: { content_type: 'application/octet-stream', data: tarball.toString('base64'), length: tarball.length },
    },
  });
  expect(response.statusCode).toBe(201);
}

async function publishBuild(name: string, project?: string) {
  const response = await t.server.inject({
    method: 'PUT',
    url: `/artifactory/api/build${project ? `?project=${project}` : ''}`,
    headers: { ...admin, 'content-type': BUILD_INFO_MEDIA_TYPE },
    payload: JSON.stringify({ name, number: '1', started: '2026-11-23T10:00:00.000+0000' }),
  });
  expect(response.statusCode).toBe(204);
}

const PACKAGES = '{ packages(first: 100) { totalCount edges { node { name } } } }';

async function packageNames(query: string, headers: Record<string, string> = admin) {
  const response = await t.call(
    'POST',
    withQuery(consoleUrl(metadataRoutes.packages), query),
    { graphQL: PACKAGES },
    headers,
  );
  expect(response.statusCode).toBe(200);
  const { data } = response.json();
  return data.packages.edges.map((edge: { node: { name: string } }) => edge.node.name).sort();
}

const keysOf = (rows: { key: string }[]) => rows.map((row) => row.key).sort();

beforeAll(async () => {
  t = await buildTestApp();
  await t.call('POST', apiPaths.accessProjects, { project_key: 'apps', display_name: 'Apps' });
  await t.call('POST', apiPaths.accessProjects, { project_key: 'infra', display_name: 'Infra' });
  await t.createRepositories(['apps-npm'], { packageType: 'npm', projectKey: 'apps' });
  await t.createRepositories(['shared-npm'], { packageType: 'npm' });
  await t.createRepositories(['apps-files'], { projectKey: 'apps' });
  await t.createRepositories(['shared-files']);
  const jar = zipOf({ 'org/acme/Thing.class': 'cafebabe' });
  for (const repoKey of ['apps-files', 'shared-files'])
    expect((await t.call('PUT', `/artifactory/${repoKey}/thing-1.0.jar`, jar)).statusCode).toBe(201);
  await publishNpm('apps-npm', 'apps-widget');
  await publishNpm('shared-npm', 'shared-util');
  await publishBuild('shared-ci');
  await publishBuild('apps-ci', 'apps');
  await t.createUser('outsider', 'Outsider-Passw0rd!');
  await t.grant('outsider-reads-shared', ['shared-npm'], { outsider: ['READ'] });
});
afterAll(() => t.close());

describe('the selected project', () => {
  it('R6.01 narrows the package list and search to what lives in its repositories', async () => {
    expect(await packageNames('')).toEqual(['apps-widget', 'shared-util']);
    expect(await packageNames(inApps)).toEqual(['apps-widget']);
    const search = (query: string) =>
      t.call(
        'POST',
        withQuery(consoleUrl(metadataRoutes.packages), query),
        { graphQL: '{ packages(filter: { name: "*" }) { totalCount } }' },
        admin,
      );
    expect((await search(inApps)).json().data.packages.totalCount).toBe(1);
    expect((await search('')).json().data.packages.totalCount).toBe(2);
    // A project with no repositories holds nothing, rather than everything.
    expect(await packageNames('projectKey=infra&context=project')).toEqual([]);
  });

  it('R6.01 narrows the repository lists: the console call, the tree roots, and the client API', async () => {
    const everyRepository = ['apps-files', 'apps-npm', 'shared-files', 'shared-npm'];
    expect(keysOf(await get(consoleUrl(repositoryRoutes.list), inApps))).toEqual(['apps-files', 'apps-npm']);
    expect(keysOf(await get(consoleUrl(repositoryRoutes.list), ''))).toEqual(everyRepository);
    // A client's own `?project=` still decides, '' naming the repositories outside every project.
    expect(keysOf(await get(`${repositoryRoutes.list.path}?project=`, ''))).toEqual(['shared-files', 'shared-npm']);
    const roots = (query: string) =>
      get(consoleUrl(artifactBrowserRoutes.treeChildren), query).then((page) =>
        page.children.map((node: { repoKey: string }) => node.repoKey).sort(),
      );
    expect(await roots(inApps)).toEqual(['apps-files', 'apps-npm']);
    expect(await roots('')).toEqual(everyRepository);
    // Inside a repository the tree is the repository's, whatever project is selected.
    const inside = await get(consoleUrl(artifactBrowserRoutes.treeChildren), `repoKey=shared-npm&${inApps}`);
    expect(inside.total).toBeGreaterThan(0);
  });

  it('R6.01 narrows the artifact searches by name, checksum, property and archive entry to its repositories', async () => {
    const found = async (path: string, query: string) =>
      (await get(path, query)).results.map((result: { uri: string }) => result.uri.split('/api/storage/')[1]).sort();
    const byName = consoleUrl(storageRoutes.nameSearch);
    expect(await found(byName, `name=*.tgz&${inApps}`)).toEqual(['apps-npm/apps-widget/-/apps-widget-1.0.0.tgz']);
    expect(await found(byName, 'name=*.tgz')).toHaveLength(2);
    // Asking for a repository outside the project finds nothing there.
    expect(await found(byName, `name=*.tgz&repos=shared-npm&${inApps}`)).toEqual([]);
    const { checksums } = await get('/artifactory/api/storage/shared-npm/shared-util/-/shared-util-1.0.0.tgz', '');
    const byChecksum = consoleUrl(storageRoutes.checksumSearch);
    expect(await found(byChecksum, `sha256=${checksums.sha256}&${inApps}`)).toEqual([]);
    expect(await found(byChecksum, `sha256=${checksums.sha256}`)).toHaveLength(1);
    await t.call('PUT', '/artifactory/api/storage/apps-npm/apps-widget/-/apps-widget-1.0.0.tgz?properties=team=web');
    await t.call('PUT', '/artifactory/api/storage/shared-npm/shared-util/-/shared-util-1.0.0.tgz?properties=team=web');
    const byProperty = consoleUrl(storageRoutes.propertySearch);
    // The console's project parameters scope the search; they are not properties to match.
    expect(await found(byProperty, `team=web&${inApps}`)).toEqual(['apps-npm/apps-widget/-/apps-widget-1.0.0.tgz']);
    expect(await found(byProperty, 'team=web')).toHaveLength(2);
    const byEntry = async (query: string) =>
      (await get(consoleUrl(searchRoutes.archive), query)).results.flatMap((result: { archiveUris: string[] }) =>
        result.archiveUris.map((uri) => uri.split('/api/storage/')[1]),
      );
    expect(await byEntry(`name=Thing.class&${inApps}`)).toEqual(['apps-files/thing-1.0.jar']);
    expect(await byEntry('name=Thing.class')).toHaveLength(2);
  });

  it("R6.01 lists the project's builds, and the default builds in All", async () => {
    const names = async (query: string) =>
      (await get(consoleUrl(buildRoutes.list), query)).builds.map((build: { uri: string }) => build.uri);
    expect(await names(inApps)).toEqual(['/apps-ci']);
    expect(await names('')).toEqual(['/shared-ci']);
    expect((await get(buildPaths.runs('apps-ci'), inApps)).buildsNumbers).toHaveLength(1);
  });

  it('answers All for the default key and an empty one', async () => {
    for (const all of ['projectKey=default&context=project', 'projectKey=']) {
      expect(await packageNames(all)).toEqual(['apps-widget', 'shared-util']);
      expect(keysOf(await get(consoleUrl(repositoryRoutes.list), all))).toHaveLength(4);
    }
  });

  it('tells a caller nothing of a project they cannot read in, nor whether it exists', async () => {
    for (const project of ['apps', 'no-such-project']) {
      const query = `projectKey=${project}&context=project`;
      expect(await packageNames(query, outsider)).toEqual([]);
      expect(await get(consoleUrl(repositoryRoutes.list), query, outsider)).toEqual([]);
      expect((await get(consoleUrl(artifactBrowserRoutes.treeChildren), query, outsider)).children).toEqual([]);
      expect((await get(consoleUrl(buildRoutes.list), query, outsider)).builds).toEqual([]);
    }
    // Outside a project the same caller sees what they may read.
    expect(await packageNames('', outsider)).toEqual(['shared-util']);
  });
});
