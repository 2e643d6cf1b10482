import { serverMessages } from '@arca/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/** Artifactory's name and Maven coordinate searches (`api/search/artifact`, `api/search/gavc`). */
let t: TestApp;
const READER_PASSWORD = 'Reader-Passw0rd!';
const reader = basic('reader', READER_PASSWORD);
const admin = basic('admin', ADMIN_PASSWORD);

const files = {
  'libs-release': [
    'org/acme/app/1.0/app-1.0.jar',
    'org/acme/app/1.0/app-1.0-sources.jar',
    'org/acme/app/1.0/app-1.0.pom',
    'org/acme/app/2.0/app-2.0.jar',
    'org/other/app/1.0/app-1.0.jar',
  ],
  guarded: ['secret/App-1.0.jar', 'secret/100%_sure.txt'],
};

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['libs-release', 'guarded']);
  for (const [repoKey, paths] of Object.entries(files))
    for (const path of paths) {
      const url = `/artifactory/${repoKey}/${path.split('/').map(encodeURIComponent).join('/')}`;
      const res = await t.server.inject({ method: 'PUT', url, headers: admin, payload: path });
      expect(res.statusCode, res.body).toBe(201);
    }
  await t.createUser('reader', READER_PASSWORD);
  await t.grant('release-readers', ['libs-release'], { reader: ['READ'] });
});
afterAll(() => t.close());

const found = async (query: string, headers?: Record<string, string>) => {
  const res = await t.call('GET', `/artifactory/api/search/${query}`, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { uri: string }[]).map((result) => result.uri.replace(/^.*\/api\/storage\//, ''));
};

describe('search by name', () => {
  it('matches * and ? wildcards regardless of case, across repositories or in the ones named', async () => {
    expect(await found('artifact?name=app-1.0.jar')).toEqual([
      'guarded/secret/App-1.0.jar',
      'libs-release/org/acme/app/1.0/app-1.0.jar',
      'libs-release/org/other/app/1.0/app-1.0.jar',
    ]);
    expect(await found('artifact?name=app-?.0.pom')).toEqual(['libs-release/org/acme/app/1.0/app-1.0.pom']);
    expect(await found('artifact?name=*-sources.*&repos=libs-release')).toEqual([
      'libs-release/org/acme/app/1.0/app-1.0-sources.jar',
    ]);
  });

  it('takes % and _ as themselves, not as patterns', async () => {
    expect(await found('artifact?name=100%25_sure.txt')).toEqual(['guarded/secret/100%25_sure.txt']);
    // A part of the name finds it; as a LIKE wildcard, % would also have found `1…_sure.txt`.
    expect(await found('artifact?name=100%25')).toEqual(['guarded/secret/100%25_sure.txt']);
    expect(await found('artifact?name=1%25')).toEqual([]);
    expect(await found('artifact?name=0_s')).toEqual([]);
  });

  it('finds names that start with literal text through the name index, with the same answers', async () => {
    expect(await found('artifact?name=APP-1*')).toEqual([
      'guarded/secret/App-1.0.jar',
      'libs-release/org/acme/app/1.0/app-1.0-sources.jar',
      'libs-release/org/acme/app/1.0/app-1.0.jar',
      'libs-release/org/acme/app/1.0/app-1.0.pom',
      'libs-release/org/other/app/1.0/app-1.0.jar',
    ]);
    expect(await found('artifact?name=100%25_*')).toEqual(['guarded/secret/100%25_sure.txt']);
    if (t.database.dialect === 'sqlite') {
      const plan = await sql<{ detail: string }>`explain query plan select id from items
        where lower(items.name) >= ${'app-1'} and lower(items.name) < ${'app-2'}`.execute(t.database.db);
      expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(/USING (COVERING )?INDEX items_name_lower/);
    } else {
      // The table is small enough for a scan to win; without that choice the range must use the index.
      const plan = await t.database.db.transaction().execute(async (tx) => {
        await sql`set local enable_seqscan = off`.execute(tx);
        return sql<{ 'QUERY PLAN': string }>`explain select id from items
          where lower(items.name) collate "C" >= ${'app-1'} and lower(items.name) collate "C" < ${'app-2'}`.execute(tx);
      });
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/items_name_lower/);
    }
  });

  it('shows a reader only what they may read', async () => {
    expect(await found('artifact?name=app-1.0.jar', reader)).toEqual([
      'libs-release/org/acme/app/1.0/app-1.0.jar',
      'libs-release/org/other/app/1.0/app-1.0.jar',
    ]);
  });

  it('needs a name', async () => {
    const res = await t.call('GET', '/artifactory/api/search/artifact?name=%20');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(serverMessages.nameSearchNeedsName);
  });
});

describe('search by Maven coordinates', () => {
  it('finds artifacts by group, artifact, version and classifier, each left out matching any', async () => {
    expect(await found('gavc?g=org.acme&a=app&v=1.0')).toEqual([
      'libs-release/org/acme/app/1.0/app-1.0-sources.jar',
      'libs-release/org/acme/app/1.0/app-1.0.jar',
      'libs-release/org/acme/app/1.0/app-1.0.pom',
    ]);
    expect(await found('gavc?g=org.acme&a=app&v=1.0&c=sources')).toEqual([
      'libs-release/org/acme/app/1.0/app-1.0-sources.jar',
    ]);
    expect(await found('gavc?a=app&v=2.0')).toEqual(['libs-release/org/acme/app/2.0/app-2.0.jar']);
    expect(await found('gavc?g=org.other')).toEqual(['libs-release/org/other/app/1.0/app-1.0.jar']);
  });

  it('needs at least one coordinate', async () => {
    const res = await t.call('GET', '/artifactory/api/search/gavc?repos=libs-release');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(serverMessages.gavcSearchNeedsCoordinate);
  });
});

describe('search by checksum', () => {
  it('refuses a checksum that is not a digest of its algorithm instead of finding nothing', async () => {
    for (const query of ['sha256=abc', `sha1=zz${'0'.repeat(38)}`, `md5=${'0'.repeat(40)}`]) {
      const res = await t.call('GET', `/artifactory/api/search/checksum?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].message).toBe(serverMessages.checksumSearchMalformed);
    }
    expect(await found(`checksum?md5=${'0'.repeat(32)}`)).toEqual([]);
  });
});

describe('oversized search strings', () => {
  it('answers a 10 KB search string with a clear refusal or an empty result, never a server error', async () => {
    const long = encodeURIComponent('a*'.repeat(5 * 1024));
    for (const query of [
      `artifact?name=${long}`,
      `gavc?g=${long}&a=${long}`,
      `checksum?sha256=${long}`,
      `prop?${long}=${long}`,
      `artifact?name=app&repos=${long}`,
    ]) {
      const res = await t.call('GET', `/artifactory/api/search/${query}`);
      expect(res.statusCode, query).toBeLessThan(500);
      if (res.statusCode === 200) expect(res.json().results, query).toEqual([]);
      else expect(res.json().errors[0].message, query).toEqual(expect.any(String));
    }
  });
});
