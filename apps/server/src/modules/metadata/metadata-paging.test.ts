import { metadataPaths } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const PACKAGE_COUNT = 101;
let t: TestApp;

const QUERY = `query ($filter: PackageFilter, $first: Int, $after: String, $orderBy: PackageOrder) {
  packages(filter: $filter, first: $first, after: $after, orderBy: $orderBy) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { name } }
  }
}`;

async function packages(variables: Record<string, unknown>) {
  const res = await t.server.inject({
    method: 'POST',
    url: metadataPaths.query,
    headers: admin,
    payload: { query: QUERY, variables },
  });
  const body = res.json();
  expect(body.errors).toBeUndefined();
  return body.data.packages as {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string };
    edges: { node: { name: string } }[];
  };
}

const nameOf = (index: number) => `tool-${String(index).padStart(3, '0')}`;

beforeAll(async () => {
  t = await buildTestApp();
  const created = await t.call('PUT', '/artifactory/api/repositories/tools', {
    rclass: 'local',
    packageType: 'generic',
    leadFilePattern: '[name]/[version]/[name]-[version].zip',
  });
  expect(created.statusCode).toBe(200);
  const deploy = async (name: string, version: string) => {
    const res = await t.server.inject({
      method: 'PUT',
      url: `/artifactory/tools/${name}/${version}/${name}-${version}.zip`,
      headers: admin,
      payload: `${name}@${version}`,
    });
    expect(res.statusCode).toBe(201);
  };
  for (let index = 0; index < PACKAGE_COUNT; index++) await deploy(nameOf(index), '1.0');
  // The last package has 101 versions: 1.0 to 1.100.
  for (let minor = 1; minor <= 100; minor++) await deploy(nameOf(100), `1.${minor}`);
});
afterAll(() => t.close());

describe('page variables', () => {
  it('R10.47 R27.22 takes filter, first (100 unless given), after and orderBy', async () => {
    const firstPage = await packages({});
    expect(firstPage.totalCount).toBe(PACKAGE_COUNT);
    expect(firstPage.edges).toHaveLength(100);
    expect(firstPage.pageInfo.hasNextPage).toBe(true);
    const lastPage = await packages({ after: firstPage.pageInfo.endCursor });
    expect(lastPage.edges.map((edge) => edge.node.name)).toEqual([nameOf(100)]);
    expect(lastPage.pageInfo.hasNextPage).toBe(false);

    const ordered = await packages({
      filter: { name: 'tool-09' },
      first: 3,
      orderBy: { field: 'NAME', direction: 'DESC' },
    });
    expect(ordered.edges.map((edge) => edge.node.name)).toEqual([nameOf(99), nameOf(98), nameOf(97)]);
    expect(ordered.totalCount).toBe(10);
  });

  it('R27.22 answers 100 versions a page unless asked for another number', async () => {
    const id = await t.database.db
      .selectFrom('packages')
      .select('id')
      .where('name', '=', nameOf(100))
      .executeTakeFirstOrThrow();
    const res = await t.server.inject({
      method: 'POST',
      url: metadataPaths.query,
      headers: admin,
      payload: {
        query:
          'query ($id: ID) { versions(filter: {packageId: $id}) { totalCount pageInfo { hasNextPage } edges { node { name } } } }',
        variables: { id: String(id.id) },
      },
    });
    const { versions } = res.json().data;
    expect(versions.totalCount).toBe(101);
    expect(versions.edges).toHaveLength(100);
    expect(versions.pageInfo.hasNextPage).toBe(true);
  });
});
