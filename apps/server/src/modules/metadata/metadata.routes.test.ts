import { createHash } from 'node:crypto';
import { METADATA_MAX_FILTER_LENGTH, metadataPaths } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const READER_PASSWORD = 'Reader-Passw0rd!';
const reader = basic('reader', READER_PASSWORD);

let t: TestApp;

/** The document `npm publish` sends, the quickest way to put a version in the index. */
function publishDocument(name: string, version: string, extra: Record<string, unknown> = {}) {
  const tarball = Buffer.from(`${name}@${version}`);
  const file = `${name}-${version}.tgz`;
  return {
    _id: name,
    name,
    description: (extra.description as string | undefined) ?? `The ${name} package`,
    'dist-tags': { latest: version },
    versions: {
      [version]: {
        name,
        version,
        description: `The ${name} package`,
        dist: {
          integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
          shasum: createHash('sha1').update(tarball).digest('hex'),
          tarball: `http://elsewhere/${name}/-/${file}`,
        },
        ...extra,
      },
    },
    _attachments: {
      [file]: { content_type: 'application/octet-stream', data: tarball.toString('base64'), length: tarball.length },
    },
  };
}

async function publish(repoKey: string, name: string, version: string, extra: Record<string, unknown> = {}) {
  const res = await t.server.inject({
    method: 'PUT',
    url: `/artifactory/api/npm/${repoKey}/${name.replace('/', '%2f')}`,
    headers: admin,
    payload: publishDocument(name, version, extra),
  });
  expect(res.statusCode).toBe(201);
}

async function gql(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = admin) {
  const res = await t.server.inject({
    method: 'POST',
    url: metadataPaths.query,
    headers,
    payload: { query, variables },
  });
  return { status: res.statusCode, body: res.json() };
}

const PACKAGES = `query ($filter: PackageFilter, $first: Int, $after: String, $orderBy: PackageOrder) {
  packages(filter: $filter, first: $first, after: $after, orderBy: $orderBy) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id name packageType description latestVersion versionsCount tags } }
  }
}`;

const VERSIONS = `query ($filter: VersionFilter, $first: Int, $after: String, $orderBy: VersionOrder) {
  versions(filter: $filter, first: $first, after: $after, orderBy: $orderBy) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { name } }
  }
}`;

async function packageNames(
  filter: Record<string, unknown>,
  headers: Record<string, string> = admin,
): Promise<string[]> {
  const { body } = await gql(PACKAGES, { filter }, headers);
  expect(body.errors).toBeUndefined();
  return body.data.packages.edges.map((edge: { node: { name: string } }) => edge.node.name);
}

async function versionNames(
  variables: Record<string, unknown>,
  headers: Record<string, string> = admin,
): Promise<string[]> {
  const { body } = await gql(VERSIONS, variables, headers);
  expect(body.errors).toBeUndefined();
  return body.data.versions.edges.map((edge: { node: { name: string } }) => edge.node.name);
}

async function packageId(name: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('packages')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['npm-local', 'npm-secret'], { packageType: 'npm' });
  await t.createUser('reader', READER_PASSWORD);
  await t.grant('npm-readers', ['npm-local'], { reader: ['READ'] });
  for (const version of ['1.9.0', '1.10.0', '2.0.0-rc.1', '1.0.0'])
    await publish('npm-local', 'left-pad', version, { keywords: ['pad', 'String'], license: 'MIT' });
  await publish('npm-local', '@acme/tool', '0.1.0', { description: 'Tools by Acme' });
  for (const name of ['pkg-c', 'pkg-a', 'pkg-e', 'pkg-b', 'pkg-d']) await publish('npm-local', name, '1.0.0');
  await publish('npm-secret', 'hidden-pkg', '1.0.0');
  await publish('npm-secret', 'left-pad', '3.0.0', { keywords: ['pad', 'String'], license: 'MIT' });
});
afterAll(() => t.close());

const ALL = ['@acme/tool', 'hidden-pkg', 'left-pad', 'pkg-a', 'pkg-b', 'pkg-c', 'pkg-d', 'pkg-e'];

describe('packages', () => {
  it('R10.40 answers a package with its fields, downloads read from the stored files', async () => {
    await t.database.db.updateTable('items').set({ downloads: 7 }).where('name', '=', 'left-pad-1.9.0.tgz').execute();
    await t.database.db.updateTable('items').set({ downloads: 2 }).where('name', '=', 'left-pad-1.0.0.tgz').execute();
    const { status, body } = await gql(`{ packages(filter: { name: "left-pad" }) { edges { node {
      id name packageType description latestVersion versionsCount created modified
      stats { downloads followers } tags licenses { name source } vulnerabilities repos { name type }
    } } } }`);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const [edge] = body.data.packages.edges;
    expect(edge.node).toEqual({
      id: await packageId('left-pad'),
      name: 'left-pad',
      packageType: 'npm',
      description: 'The left-pad package',
      latestVersion: '3.0.0',
      versionsCount: 5,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      modified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      stats: { downloads: 9, followers: 0 },
      tags: ['String', 'pad'],
      licenses: [{ name: 'MIT', source: 'package.json' }],
      vulnerabilities: {},
      repos: [
        { name: 'npm-local', type: 'local' },
        { name: 'npm-secret', type: 'local' },
      ],
    });
  });

  it('leaves licences out of a package that declares none', async () => {
    const { body } = await gql('{ packages(filter: { name: "pkg-a" }) { edges { node { licenses { name } } } } }');
    expect(body.data.packages.edges[0].node.licenses).toBeNull();
  });

  it('R10.27 R10.33 lists packages by name ascending unless told otherwise, in every spelling of a direction', async () => {
    expect(await packageNames({})).toEqual(ALL);
    for (const direction of ['desc', 'DESC', 'descend', 'DESCEND']) {
      const { body } = await gql(PACKAGES, { orderBy: { field: 'NAME', direction } });
      expect(body.data.packages.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual(
        [...ALL].reverse(),
      );
    }
    const literal = await gql('{ packages(orderBy: { field: NAME, direction: ascend }) { edges { node { name } } } }');
    expect(literal.body.data.packages.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual(ALL);
  });

  it('R10.34 R10.35 R10.36 matches names with wildcards, a trailing * added, empty and null values dropped', async () => {
    expect(await packageNames({ name: 'pkg' })).toEqual(['pkg-a', 'pkg-b', 'pkg-c', 'pkg-d', 'pkg-e']);
    expect(await packageNames({ name: '*pad' })).toEqual(['left-pad']);
    expect(await packageNames({ name: 'pkg-?' })).toHaveLength(5);
    expect(await packageNames({ name: '*-[ab]' })).toEqual([]);
    expect(await packageNames({ name: 'left-pad*' })).toEqual(['left-pad']);
    expect(await packageNames({ name: '' })).toEqual(ALL);
    expect(await packageNames({ name: null, tags: [], description: '', scope: null })).toEqual(ALL);
    expect(await packageNames({ name: 'pkg_a' })).toEqual([]);
  });

  it('R10.48 filters packages by lowercase name, tags, description, scope, type and dates', async () => {
    expect(await packageNames({ lowercase_name: 'LEFT' })).toEqual(['left-pad']);
    expect(await packageNames({ tags: ['string'] })).toEqual(['left-pad']);
    expect(await packageNames({ description: 'acme' })).toEqual(['@acme/tool']);
    expect(await packageNames({ description: 'Tools*' })).toEqual(['@acme/tool']);
    expect(await packageNames({ scope: 'acme' })).toEqual(['@acme/tool']);
    expect(await packageNames({ scope: '@acme' })).toEqual(['@acme/tool']);
    expect(await packageNames({ packageType: 'npm', name: 'left' })).toEqual(['left-pad']);
    expect(await packageNames({ packageType: 'pypi' })).toEqual([]);
    expect(await packageNames({ packageTypeIn: ['NPM', 'DOCKER'], name: 'pkg-a' })).toEqual(['pkg-a']);
    expect(await packageNames({ packageTypeIn: ['MAVEN'] })).toEqual([]);
    expect(await packageNames({ before: '2000-01-01' })).toEqual([]);
    expect(await packageNames({ after: '2000-01-01' })).toEqual(ALL);
    expect(await packageNames({ after: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
  });

  it('R10.30 R10.31 walks every page by endCursor until hasNextPage is false', async () => {
    for (const orderBy of [
      { field: 'NAME', direction: 'ASC' },
      { field: 'NAME', direction: 'DESC' },
      { field: 'CREATED', direction: 'ASC' },
      { field: 'MODIFIED', direction: 'DESC' },
    ]) {
      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      for (;;) {
        const { body } = await gql(PACKAGES, { first: 3, after, orderBy });
        expect(body.errors).toBeUndefined();
        const connection = body.data.packages;
        expect(connection.totalCount).toBe(ALL.length);
        seen.push(...connection.edges.map((edge: { node: { name: string } }) => edge.node.name));
        pages++;
        if (!connection.pageInfo.hasNextPage) break;
        after = connection.pageInfo.endCursor;
      }
      expect(pages).toBe(3);
      expect([...seen].sort()).toEqual(ALL);
      if (orderBy.field === 'NAME') expect(seen).toEqual(orderBy.direction === 'ASC' ? ALL : [...ALL].reverse());
    }
    const { body } = await gql(PACKAGES, {});
    expect(body.data.packages.pageInfo.hasNextPage).toBe(false);
    expect(body.data.packages.edges).toHaveLength(ALL.length);
  });

  it('R10.50 answers one package by id, and null for an unknown one', async () => {
    const id = await packageId('@acme/tool');
    const { body } = await gql('query ($id: ID!) { package(id: $id) { id name } }', { id });
    expect(body.data.package).toEqual({ id, name: '@acme/tool' });
    expect((await gql('{ package(id: "999999") { id } }')).body.data.package).toBeNull();
    expect((await gql('{ package(id: "x") { id } }')).body.data.package).toBeNull();
  });
});

describe('versions', () => {
  it('R10.32 R10.33 orders versions semantically, ascending unless told otherwise', async () => {
    const id = await packageId('left-pad');
    expect(await versionNames({ filter: { packageId: id } })).toEqual([
      '1.0.0',
      '1.9.0',
      '1.10.0',
      '2.0.0-rc.1',
      '3.0.0',
    ]);
    expect(await versionNames({ filter: { packageId: id }, orderBy: { field: 'NAME', direction: 'descend' } })).toEqual(
      ['3.0.0', '2.0.0-rc.1', '1.10.0', '1.9.0', '1.0.0'],
    );
  });

  it('R10.37 R10.38 adds a name wildcard and keeps pre-releases unless asked to leave them out', async () => {
    const id = await packageId('left-pad');
    expect(await versionNames({ filter: { packageId: id, name: '1.' } })).toEqual(['1.0.0', '1.9.0', '1.10.0']);
    expect(await versionNames({ filter: { packageId: id, name: '2' } })).toEqual(['2.0.0-rc.1']);
    expect(await versionNames({ filter: { packageId: id, ignorePreRelease: true } })).toEqual([
      '1.0.0',
      '1.9.0',
      '1.10.0',
      '3.0.0',
    ]);
  });

  it('R10.49 filters versions by repositories, tags, licences and severities', async () => {
    const id = await packageId('left-pad');
    expect(await versionNames({ filter: { packageId: id, repos: ['npm-secret'] } })).toEqual(['3.0.0']);
    expect(await versionNames({ filter: { tags: ['pad'], name: '3' } })).toEqual(['3.0.0']);
    expect(await versionNames({ filter: { licenses: ['mit'], ignorePreRelease: true } })).toEqual([
      '1.0.0',
      '1.9.0',
      '1.10.0',
      '3.0.0',
    ]);
    expect(await versionNames({ filter: { licenses: ['Apache-2.0'] } })).toEqual([]);
    // Nothing is scanned here: no version has a critical finding.
    expect(await versionNames({ filter: { severities: [{ level: 'critical', countMin: 1 }] } })).toEqual([]);
  });

  it('pages versions by cursor to the end', async () => {
    const id = await packageId('left-pad');
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const { body } = await gql(VERSIONS, { filter: { packageId: id }, first: 2, after });
      expect(body.errors).toBeUndefined();
      seen.push(...body.data.versions.edges.map((edge: { node: { name: string } }) => edge.node.name));
      if (!body.data.versions.pageInfo.hasNextPage) break;
      after = body.data.versions.pageInfo.endCursor;
    }
    expect(seen).toEqual(['1.0.0', '1.9.0', '1.10.0', '2.0.0-rc.1', '3.0.0']);
  });

  it('R10.43 R10.44 R10.45 answers a version with its repositories, files and digest', async () => {
    const tarball = Buffer.from('left-pad@1.9.0');
    const sha256 = createHash('sha256').update(tarball).digest('hex');
    const { body } = await gql(
      `query ($filter: VersionFilter) { versions(filter: $filter) { edges { node {
        name package { id } repos { name type leadFilePath } licenses { name source } size
        stats { downloadCount } vulnerabilities digest files { name lead size md5 sha1 sha256 mimeType }
      } } } }`,
      { filter: { packageId: await packageId('left-pad'), name: '1.9.0', includeFiles: true } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.versions.edges).toEqual([
      {
        node: {
          name: '1.9.0',
          package: { id: await packageId('left-pad') },
          repos: [{ name: 'npm-local', type: 'local', leadFilePath: 'left-pad/-/left-pad-1.9.0.tgz' }],
          licenses: [{ name: 'MIT', source: 'package.json' }],
          size: tarball.length,
          stats: { downloadCount: 7 },
          vulnerabilities: {},
          digest: `sha256:${sha256}`,
          files: [
            {
              name: 'left-pad-1.9.0.tgz',
              lead: true,
              size: tarball.length,
              md5: createHash('md5').update(tarball).digest('hex'),
              sha1: createHash('sha1').update(tarball).digest('hex'),
              sha256,
              mimeType: expect.any(String),
            },
          ],
        },
      },
    ]);
    const without = await gql('{ versions(filter: { name: "1.9.0" }) { edges { node { files { name } } } } }');
    expect(without.body.data.versions.edges[0].node.files).toBeNull();
  });
});

describe('the flat query style', () => {
  const FLAT_PACKAGES = `query ($limit: Int, $sort_by: String, $sort_type: String, $query: PackageQuery, $after: String) {
    packages(limit: $limit, sort_by: $sort_by, sort_type: $sort_type, query: $query, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges { node { name } }
    }
  }`;
  const FLAT_VERSIONS = `query ($packageId: ID, $name: String, $repos: [String], $package_type: String, $cve: String,
      $severities: [String], $licenses: [String], $includeFiles: Boolean, $limit: Int, $sort: String,
      $endCursor: String, $ignorePreRelease: Boolean) {
    versions(packageId: $packageId, name: $name, repos: $repos, package_type: $package_type, cve: $cve,
        severities: $severities, licenses: $licenses, includeFiles: $includeFiles, limit: $limit, sort: $sort,
        endCursor: $endCursor, ignorePreRelease: $ignorePreRelease) {
      pageInfo { hasNextPage endCursor }
      edges { node { name files { name } } }
    }
  }`;
  const names = (body: { data: { packages?: unknown; versions?: unknown } }, list: 'packages' | 'versions') =>
    (body.data[list] as { edges: { node: { name: string } }[] }).edges.map((edge) => edge.node.name);

  async function flatPackages(variables: Record<string, unknown>) {
    const { body } = await gql(FLAT_PACKAGES, variables);
    expect(body.errors).toBeUndefined();
    return names(body, 'packages');
  }

  it('R10.51 takes limit, sort_by, sort_type and a snake-case query, and pages by edges and pageInfo', async () => {
    expect(await flatPackages({ sort_by: 'name', sort_type: 'desc' })).toEqual([...ALL].reverse());
    expect(await flatPackages({ query: { lowercase_name: 'left' } })).toEqual(['left-pad']);
    expect(await flatPackages({ query: { description: '*by acme' } })).toEqual(['@acme/tool']);
    expect(await flatPackages({ query: { tags: ['pad'] } })).toEqual(['left-pad']);
    expect(await flatPackages({ query: { scope: 'acme' } })).toEqual(['@acme/tool']);
    expect(await flatPackages({ query: { package_type: 'npm', lowercase_name: 'pkg-a' } })).toEqual(['pkg-a']);
    expect(await flatPackages({ query: { package_type: 'maven' } })).toEqual([]);
    expect(await flatPackages({ query: { repos: ['npm-secret'] } })).toEqual(['hidden-pkg', 'left-pad']);
    expect(await flatPackages({ query: { version: '1.1*' } })).toEqual(['left-pad']);
    expect(await flatPackages({ query: { version: '3.0.0', repos: ['npm-local'] } })).toEqual([]);
    const tarball = Buffer.from('pkg-b@1.0.0');
    for (const algorithm of ['sha256', 'sha1', 'md5'])
      expect(await flatPackages({ query: { checksum: createHash(algorithm).update(tarball).digest('hex') } })).toEqual([
        'pkg-b',
      ]);

    const first = await gql(FLAT_PACKAGES, { limit: 5, sort_by: 'created', sort_type: 'ascend' });
    expect(names(first.body, 'packages')).toHaveLength(5);
    expect(first.body.data.packages.pageInfo.hasNextPage).toBe(true);
    const rest = await gql(FLAT_PACKAGES, {
      limit: 5,
      sort_by: 'created',
      sort_type: 'ascend',
      after: first.body.data.packages.pageInfo.endCursor,
    });
    expect(rest.body.data.packages.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });
    expect([...names(first.body, 'packages'), ...names(rest.body, 'packages')].sort()).toEqual(ALL);
  });

  it('R10.52 takes the version filter as arguments, with limit, sort and endCursor', async () => {
    const leftPad = await packageId('left-pad');
    const versions = async (variables: Record<string, unknown>) => {
      const { body } = await gql(FLAT_VERSIONS, { packageId: leftPad, ...variables });
      expect(body.errors).toBeUndefined();
      return body.data.versions;
    };
    expect(names({ data: { versions: await versions({ sort: 'desc' }) } }, 'versions')).toEqual([
      '3.0.0',
      '2.0.0-rc.1',
      '1.10.0',
      '1.9.0',
      '1.0.0',
    ]);
    expect(names({ data: { versions: await versions({ name: '1.', repos: ['npm-local'] }) } }, 'versions')).toEqual([
      '1.0.0',
      '1.9.0',
      '1.10.0',
    ]);
    expect(
      names(
        { data: { versions: await versions({ ignorePreRelease: true, licenses: ['MIT'], package_type: 'npm' }) } },
        'versions',
      ),
    ).toEqual(['1.0.0', '1.9.0', '1.10.0', '3.0.0']);
    expect((await versions({ package_type: 'pypi' })).edges).toEqual([]);
    expect((await versions({ cve: 'CVE-2021-44228' })).edges).toEqual([]);
    expect((await versions({ severities: ['critical'] })).edges).toEqual([]);
    const withFiles = await versions({ name: '1.9.0', includeFiles: true });
    expect(withFiles.edges[0].node.files).toEqual([{ name: 'left-pad-1.9.0.tgz' }]);

    const page = await versions({ limit: 2, sort: 'asc' });
    expect(names({ data: { versions: page } }, 'versions')).toEqual(['1.0.0', '1.9.0']);
    const next = await versions({ limit: 2, sort: 'asc', endCursor: page.pageInfo.endCursor });
    expect(names({ data: { versions: next } }, 'versions')).toEqual(['1.10.0', '2.0.0-rc.1']);
  });

  it('refuses a call that mixes the two styles, an unknown sort_by and a checksum that is no digest', async () => {
    const mixed = await gql('{ packages(first: 2, limit: 3) { edges { node { name } } } }');
    expect(mixed.body.errors[0].message).toBe(
      'Use either filter, first, orderBy or the flat arguments (limit, sort_by, sort_type, query); this query mixes first, limit',
    );
    const sortBy = await gql(FLAT_PACKAGES, { sort_by: 'size' });
    expect(sortBy.body.errors[0].message).toBe('Unknown sort_by "size": use name, created or modified');
    const checksum = await gql(FLAT_PACKAGES, { query: { checksum: 'abc' } });
    expect(checksum.body.errors[0]).toEqual({
      message: 'The checksum filter "abc" is not a sha256, sha1 or md5 digest',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('who sees what', () => {
  it('shows a reader only the packages and versions of repositories they may read, counted over those', async () => {
    expect(await packageNames({}, reader)).toEqual(ALL.filter((name) => name !== 'hidden-pkg'));
    const { body } = await gql(
      '{ packages(filter: { name: "left-pad" }) { edges { node { latestVersion versionsCount stats { downloads } repos { name } } } } }',
      undefined,
      reader,
    );
    expect(body.data.packages.edges[0].node).toEqual({
      latestVersion: '1.10.0',
      versionsCount: 4,
      stats: { downloads: 9 },
      repos: [{ name: 'npm-local' }],
    });
    const id = await packageId('left-pad');
    expect(await versionNames({ filter: { packageId: id } }, reader)).not.toContain('3.0.0');
    const hidden = await gql(
      'query ($id: ID!) { package(id: $id) { id } }',
      { id: await packageId('hidden-pkg') },
      reader,
    );
    expect(hidden.body.data.package).toBeNull();
  });

  it('shows an anonymous caller nothing while anonymous access is off, and what anonymous may read once on', async () => {
    expect(await packageNames({}, {})).toEqual([]);
    await t.setAnonymousAccess(true);
    await t.grant('anonymous-readers', ['npm-local'], { anonymous: ['READ'] });
    try {
      expect(await packageNames({}, {})).toEqual(ALL.filter((name) => name !== 'hidden-pkg'));
    } finally {
      await t.setAnonymousAccess(false);
    }
  });
});

describe('the console calls', () => {
  it('R10.46 R28.093 R28.094 R28.095 answers {graphQL: query} with variables beside or inside it', async () => {
    const cookie = await t.login('admin', ADMIN_PASSWORD);
    const headers = t.asConsole(cookie);
    const beside = await t.server.inject({
      method: 'POST',
      url: metadataPaths.packages,
      headers,
      payload: { graphQL: PACKAGES, variables: { filter: { name: 'pkg' }, first: 2 } },
    });
    expect(beside.statusCode).toBe(200);
    expect(beside.json().data.packages.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual([
      'pkg-a',
      'pkg-b',
    ]);
    expect(beside.json().data.packages.pageInfo.hasNextPage).toBe(true);

    const id = await packageId('left-pad');
    const detail = await t.server.inject({
      method: 'POST',
      url: metadataPaths.package,
      headers,
      payload: { graphQL: { query: 'query ($id: ID!) { package(id: $id) { name } }', variables: { id } } },
    });
    expect(detail.json()).toEqual({ data: { package: { name: 'left-pad' } } });

    const versions = await t.server.inject({
      method: 'POST',
      url: metadataPaths.versions,
      headers,
      payload: { graphQL: VERSIONS, variables: { filter: { packageId: id }, orderBy: { direction: 'desc' } } },
    });
    expect(versions.json().data.versions.edges[0].node.name).toBe('3.0.0');
  });
});

describe('bad input', () => {
  async function errorOf(query: string, variables?: Record<string, unknown>) {
    const { status, body } = await gql(query, variables);
    expect(status).toBeLessThan(500);
    expect(body.errors).toHaveLength(1);
    return body.errors[0];
  }

  it('answers a query that does not parse with a parsing error', async () => {
    expect(await errorOf('{ packages(')).toMatchObject({ extensions: { code: 'PARSING_ERROR' } });
  });

  it('refuses fields the schema does not have', async () => {
    expect(await errorOf('{ packages { edges { node { secret } } } }')).toMatchObject({
      message: 'Cannot query field "secret" on type "Package".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('refuses a query nested deeper than the limit', async () => {
    const deep = '{ packages { edges { node { ...a } } } } fragment a on Package { stats { downloads } }';
    expect((await gql(deep)).body.errors).toBeUndefined();
    const wide = `{ a: packages { edges { node { name } } } versions { edges { node { package { id } files { name } repos { name } } } } }`;
    expect((await gql(wide)).body.errors).toBeUndefined();
    const nested = `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }`;
    expect(await errorOf(nested)).toEqual({
      message: 'The query nests 9 levels deep; at most 8 are allowed',
      extensions: { code: 'QUERY_TOO_DEEP' },
    });
  });

  it('refuses a page larger than the maximum instead of clamping it', async () => {
    expect(await errorOf(PACKAGES, { first: 10_000 })).toEqual({
      message: 'first must be between 0 and 1000; the query asks for 10000',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await errorOf(VERSIONS, { first: -1 })).extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a cursor it did not issue, or one issued for another ordering', async () => {
    const { body } = await gql(PACKAGES, { first: 1 });
    const cursor: string = body.data.packages.pageInfo.endCursor;
    const forged = Buffer.from(JSON.stringify(['package', 'NAME', 'ASC', 'x', -1])).toString('base64url');
    for (const after of ['not a cursor', `${cursor}x`, forged, 'e30', 'A'.repeat(5000)])
      expect(await errorOf(PACKAGES, { after })).toEqual({
        message: 'The after cursor is not one this server issued for this query',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    expect((await errorOf(PACKAGES, { after: cursor, orderBy: { direction: 'DESC' } })).extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await errorOf(VERSIONS, { after: cursor })).extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a name filter too long to be a name', async () => {
    expect(await errorOf(PACKAGES, { filter: { name: 'a'.repeat(10 * 1024) } })).toEqual({
      message: `The name filter is 10240 characters long; at most ${METADATA_MAX_FILTER_LENGTH} are allowed`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses unknown directions, severities and dates, and a request without a query', async () => {
    expect((await errorOf(PACKAGES, { orderBy: { direction: 'sideways' } })).extensions.code).toBe('BAD_USER_INPUT');
    expect((await errorOf(VERSIONS, { filter: { severities: [{ level: 'dire' }] } })).message).toBe(
      'Unknown severity "dire": use critical, high, medium, low, info, unknown or skipped',
    );
    expect((await errorOf(PACKAGES, { filter: { before: 'yesterday' } })).message).toBe(
      'The before filter "yesterday" is not a date',
    );
    const empty = await t.server.inject({ method: 'POST', url: metadataPaths.query, headers: admin, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      errors: [{ message: 'The request has no GraphQL query', extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});
