import { createHash } from 'node:crypto';
import { metadataPaths, PACKAGE_SEARCH_COUNT_CAP } from '@arca/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/** The package list's search (filter `search`): words and substrings of names, best matches first. */
const admin = basic('admin', ADMIN_PASSWORD);
const READER_PASSWORD = 'Reader-Passw0rd!';
const reader = basic('reader', READER_PASSWORD);

let t: TestApp;

const NPM_PACKAGES = [
  'math',
  '@acme/math-utils',
  'mathjs',
  'fast-math',
  'aftermath',
  'pino-logger',
  'logger',
  'nonacme',
  'left-pad',
];

/** The document `npm publish` sends, the quickest way to put a version in the index. */
function publishDocument(name: string, version: string) {
  const tarball = Buffer.from(`${name}@${version}`);
  const file = `${name}-${version}.tgz`;
  return {
    _id: name,
    name,
    'dist-tags': { latest: version },
    versions: {
      [version]: {
        name,
        version,
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
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['search-npm'], { packageType: 'npm' });
  await t.createRepositories(['search-maven'], { packageType: 'maven' });
  for (const name of NPM_PACKAGES) {
    const res = await t.server.inject({
      method: 'PUT',
      url: `/artifactory/api/npm/search-npm/${name.replace('/', '%2f')}`,
      headers: admin,
      payload: publishDocument(name, '1.0.0'),
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const jar = await t.server.inject({
    method: 'PUT',
    url: '/artifactory/search-maven/com/acme/billing-core/1.0/billing-core-1.0.jar',
    headers: admin,
    payload: 'jar',
  });
  expect(jar.statusCode, jar.body).toBe(201);
  await t.createUser('reader', READER_PASSWORD);
  await t.grant('npm-readers', ['search-npm'], { reader: ['READ'] });
});
afterAll(() => t.close());

const PACKAGES = `query ($filter: PackageFilter, $first: Int, $after: String, $orderBy: PackageOrder) {
  packages(filter: $filter, first: $first, after: $after, orderBy: $orderBy) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { name } }
  }
}`;

interface Page {
  totalCount: number;
  names: string[];
  endCursor: string | null;
}

async function page(
  variables: Record<string, unknown>,
  headers: Record<string, string> = admin,
): Promise<Page & { errors?: unknown }> {
  const res = await t.server.inject({
    method: 'POST',
    url: metadataPaths.query,
    headers,
    payload: { query: PACKAGES, variables },
  });
  const body = res.json();
  const packages = body.data?.packages;
  return {
    errors: body.errors,
    totalCount: packages?.totalCount,
    names: packages?.edges.map((edge: { node: { name: string } }) => edge.node.name),
    endCursor: packages?.pageInfo.endCursor,
  };
}

const found = async (search: string, headers?: Record<string, string>) =>
  (await page({ filter: { search }, orderBy: { field: 'NAME', direction: 'ASC' } }, headers)).names;

describe('package search', () => {
  it('finds packages by a word or a part of their name, not only by its start', async () => {
    expect(await found('math')).toContain('@acme/math-utils');
    expect(await found('billing')).toEqual(['com.acme:billing-core']);
    expect(await found('logger')).toEqual(['logger', 'pino-logger']);
    expect(await found('LOGGER')).toEqual(['logger', 'pino-logger']);
    expect(await found('-pa')).toEqual(['left-pad']);
  });

  it('finds packages by their npm scope and their Maven group and artifact ids', async () => {
    expect(await found('acme')).toEqual(['@acme/math-utils', 'com.acme:billing-core', 'nonacme']);
    expect(await found('com.acme')).toEqual(['com.acme:billing-core']);
    expect(await found('billing-core')).toEqual(['com.acme:billing-core']);
  });

  it('ranks exact matches first, then prefixes, then words, then other substrings, each by name', async () => {
    expect(await found('math')).toEqual(['math', '@acme/math-utils', 'mathjs', 'fast-math', 'aftermath']);
    const descending = await page({ filter: { search: 'math' }, orderBy: { field: 'NAME', direction: 'DESC' } });
    expect(descending.names).toEqual(['math', 'mathjs', '@acme/math-utils', 'fast-math', 'aftermath']);
  });

  it('pages through a ranked search without losing or repeating a package', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let round = 0; round < 5; round++) {
      const next: Page = await page({ filter: { search: 'math' }, first: 2, after });
      expect(next.totalCount).toBe(5);
      seen.push(...next.names);
      after = next.endCursor;
      if (seen.length === 5) break;
    }
    expect(seen).toEqual(['math', '@acme/math-utils', 'mathjs', 'fast-math', 'aftermath']);
    // Counted alike without a page, and when nothing matches.
    expect((await page({ filter: { search: 'math' }, first: 0 })).totalCount).toBe(5);
    expect((await page({ filter: { search: 'zqxjv' } })).totalCount).toBe(0);
    // A cursor of an unranked list does not continue a ranked one.
    const unranked = await page({ filter: {}, first: 1 });
    const mixed = await page({ filter: { search: 'math' }, first: 1, after: unranked.endCursor });
    expect(mixed.errors).toBeDefined();
  });

  it('takes wildcards and LIKE characters literally, and matches a text shorter than three characters at the start only', async () => {
    expect(await found('m*h')).toEqual([]);
    expect(await found('%')).toEqual([]);
    expect(await found('ma')).toEqual(['math', 'mathjs']);
    // In the list's own order, paged like any name-ordered list.
    const first = await page({ filter: { search: 'ma' }, first: 1 });
    expect(first.names).toEqual(['math']);
    expect((await page({ filter: { search: 'ma' }, first: 1, after: first.endCursor })).names).toEqual(['mathjs']);
  });

  it('shows a reader only the packages of repositories they may read', async () => {
    expect(await found('acme', reader)).toEqual(['@acme/math-utils', 'nonacme']);
    // Page by page too: the match ranked between them, which the reader may not read, is skipped.
    const first = await page({ filter: { search: 'acme' }, first: 1 }, reader);
    expect(first.names).toEqual(['@acme/math-utils']);
    const next = await page({ filter: { search: 'acme' }, first: 1, after: first.endCursor }, reader);
    expect(next.names).toEqual(['nonacme']);
  });

  it('reads the packages without parallel workers, which cost a search more than they saved', async () => {
    if (t.database.dialect === 'sqlite') {
      // SQLite's counterpart: sorts without helper threads.
      const threads = await sql<{ threads: number }>`pragma threads`.execute(t.database.db);
      expect(threads.rows[0]?.threads).toBe(0);
    } else {
      const options = await sql<{
        reloptions: string[] | null;
      }>`select reloptions from pg_class where relname = 'packages' and relnamespace = current_schema()::regnamespace`.execute(
        t.database.db,
      );
      expect(options.rows[0]?.reloptions).toContain('parallel_workers=0');
    }
  });

  it('reads package names through their trigram index', async () => {
    if (t.database.dialect === 'sqlite') {
      const plan = await sql<{ detail: string }>`explain query plan select rowid from package_name_search
        where name like ${'%math%'}`.execute(t.database.db);
      expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(/VIRTUAL TABLE INDEX \d+:L/);
    } else {
      const plan = await t.database.db.transaction().execute(async (tx) => {
        await sql`set local enable_seqscan = off`.execute(tx);
        return sql<{
          'QUERY PLAN': string;
        }>`explain select id from packages where lower(name) like ${'%math%'}`.execute(tx);
      });
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/packages_name_trigram/);
    }
  });
});

describe('package search count', () => {
  const CAPPED = PACKAGE_SEARCH_COUNT_CAP + 1;

  beforeAll(async () => {
    // More matches than the cap, written straight into the index: publishing them would take seconds.
    const now = Date.now();
    const names = Array.from(
      { length: PACKAGE_SEARCH_COUNT_CAP + 2 },
      (_, index) => `bulk-${String(index).padStart(4, '0')}`,
    );
    await t.database.db
      .insertInto('packages')
      .values(
        names.map((name) => ({
          package_type: 'npm',
          name,
          name_key: name,
          description: null,
          created_at: now,
          modified_at: now,
        })),
      )
      .execute();
    await sql`insert into package_repos (package_id, repo_key, files)
      select id, 'search-npm', 1 from packages where name like 'bulk-%'`.execute(t.database.db);
  });

  it('counts a search up to the cap, and one more when more match, on every page and for every reader', async () => {
    const first = await page({ filter: { search: 'bulk' }, first: 100 });
    expect(first.names).toHaveLength(100);
    expect(first.totalCount).toBe(CAPPED);
    const next = await page({ filter: { search: 'bulk' }, first: 100, after: first.endCursor });
    expect(next.names[0]).toBe('bulk-0100');
    expect(next.totalCount).toBe(CAPPED);
    expect((await page({ filter: { search: 'bulk' }, first: 0 }, reader)).totalCount).toBe(CAPPED);
    // Short texts match at the start and are searches too.
    expect((await page({ filter: { search: 'bu' }, first: 1 })).totalCount).toBe(CAPPED);
  });

  it('counts exactly below the cap, and for the name patterns the reference clients send', async () => {
    expect((await page({ filter: { search: 'bulk-000' } })).totalCount).toBe(10);
    expect((await page({ filter: { name: 'bulk-*' }, first: 1 })).totalCount).toBe(PACKAGE_SEARCH_COUNT_CAP + 2);
  });
});
