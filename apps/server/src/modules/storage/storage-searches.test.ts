import { storageSearchMessages } from '@arca/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/**
 * The searches CI scripts and cleanup jobs call (issue 35): Maven versions and the latest version,
 * creation and date ranges, files not downloaded since, Ant patterns, bad checksums, and the usage
 * report clients send.
 */
let t: TestApp;
const READER_PASSWORD = 'Reader-Passw0rd!';
const reader = basic('reader', READER_PASSWORD);
const admin = basic('admin', ADMIN_PASSWORD);

const files = {
  'libs-release': [
    'org/acme/app/1.0/app-1.0.jar',
    'org/acme/app/1.0/app-1.0.pom',
    'org/acme/app/1.9/app-1.9.jar',
    'org/acme/app/1.10/app-1.10.jar',
    'org/acme/app/2.0-rc1/app-2.0-rc1.jar',
    // Another artifact whose files also start with `app-`, and a file outside any version.
    'org/acme/app-extra/3.0/app-extra-3.0.jar',
    'org/acme/app/docs/readme.txt',
  ],
  'libs-snapshot': [
    'org/acme/app/2.0-SNAPSHOT/app-2.0-20260101.120000-1.jar',
    'org/acme/app/2.0-SNAPSHOT/app-2.0-20260102.090000-2.jar',
    'org/acme/app/2.0-SNAPSHOT/app-2.0-20260102.090000-2.pom',
    'org/acme/app/1.1-SNAPSHOT/app-1.1-SNAPSHOT.jar',
  ],
  guarded: ['org/acme/app/9.0/app-9.0.jar'],
};

const DAY = 86_400_000;
const JAN_1 = Date.UTC(2026, 0, 1);

/** Sets a stored file's dates, as days after 1 January 2026 (null: never downloaded). */
async function dated(
  repoKey: string,
  path: string,
  dates: { created?: number; modified?: number; downloaded?: number },
) {
  const slash = path.lastIndexOf('/');
  await t.database.db
    .updateTable('items')
    .set({
      ...(dates.created !== undefined ? { created_at: JAN_1 + dates.created * DAY } : {}),
      ...(dates.modified !== undefined ? { modified_at: JAN_1 + dates.modified * DAY } : {}),
      ...(dates.downloaded !== undefined ? { last_downloaded_at: JAN_1 + dates.downloaded * DAY } : {}),
    })
    .where('repo_key', '=', repoKey)
    .where('path', '=', path.slice(0, slash))
    .where('name', '=', path.slice(slash + 1))
    .execute();
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['libs-release', 'libs-snapshot', 'guarded']);
  for (const [repoKey, paths] of Object.entries(files))
    for (const path of paths) {
      const res = await t.server.inject({
        method: 'PUT',
        url: `/artifactory/${repoKey}/${path}`,
        headers: admin,
        payload: path,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  await t.call('PUT', '/artifactory/api/repositories/libs', {
    rclass: 'virtual',
    packageType: 'generic',
    repositories: ['libs-release', 'libs-snapshot'],
  });
  await t.createUser('reader', READER_PASSWORD);
  await t.grant('readers', ['libs-release', 'libs-snapshot'], { reader: ['READ'] });
  // Every file created and modified on 1 January, never downloaded; then a few apart.
  await t.database.db
    .updateTable('items')
    .set({ created_at: JAN_1, modified_at: JAN_1, last_downloaded_at: null })
    .execute();
  await dated('libs-release', 'org/acme/app/1.9/app-1.9.jar', { created: 10, modified: 40, downloaded: 20 });
  await dated('libs-release', 'org/acme/app/1.10/app-1.10.jar', { created: 30, modified: 30, downloaded: 50 });
  await dated('libs-release', 'org/acme/app/1.0/app-1.0.jar', { downloaded: 5 });
  await dated('guarded', 'org/acme/app/9.0/app-9.0.jar', { created: 10, modified: 10 });
});
afterAll(() => t.close());

const get = (query: string, headers: Record<string, string> = admin) =>
  t.call('GET', `/artifactory/api/search/${query}`, undefined, headers);

const answer = async (query: string, headers?: Record<string, string>) => {
  const res = await get(query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** The repository and path of each storage URI of a search's results. */
const located = (body: { results: { uri: string }[] }) =>
  body.results.map((result) => result.uri.replace(/^.*\/api\/storage\//, ''));

const refusal = async (query: string, status: number, headers?: Record<string, string>) => {
  const res = await get(query, headers);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().errors[0].message as string;
};

describe('api/search/versions', () => {
  it("lists an artifact's versions latest first in Maven's order, snapshots as integration versions", async () => {
    expect((await answer('versions?g=org.acme&a=app')).results).toEqual([
      { version: '9.0', integration: false },
      { version: '2.0-SNAPSHOT', integration: true },
      { version: '2.0-rc1', integration: false },
      { version: '1.10', integration: false },
      { version: '1.9', integration: false },
      { version: '1.1-SNAPSHOT', integration: true },
      { version: '1.0', integration: false },
    ]);
  });

  it('shows a reader only the versions of files they may read, in the repositories and versions asked for', async () => {
    const versions = async (query: string) =>
      (await answer(query, reader)).results.map((result: { version: string }) => result.version);
    expect(await versions('versions?g=org.acme&a=app')).toEqual([
      '2.0-SNAPSHOT',
      '2.0-rc1',
      '1.10',
      '1.9',
      '1.1-SNAPSHOT',
      '1.0',
    ]);
    expect(await versions('versions?g=org.acme&a=app&repos=libs-release&v=1.*')).toEqual(['1.10', '1.9', '1.0']);
    expect(await versions('versions?g=org.acme&a=app-extra&remote=1')).toEqual(['3.0']);
  });

  it('answers 404 when nothing is found and 400 without both coordinates', async () => {
    expect(await refusal('versions?g=org.acme&a=missing', 404)).toBe(storageSearchMessages.noVersions);
    expect(await refusal('versions?g=org.acme&a=app&repos=guarded', 404, reader)).toBe(
      storageSearchMessages.noVersions,
    );
    expect(await refusal('versions?a=app', 400)).toBe(storageSearchMessages.versionsNeedCoordinates);
  });
});

describe('api/search/latestVersion', () => {
  it('answers the latest release as text, or the latest integration version of a snapshot', async () => {
    const latest = async (query: string, headers: Record<string, string> = admin) => {
      const res = await get(`latestVersion?g=org.acme&a=app${query}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      return res.body;
    };
    expect(await latest('')).toBe('9.0');
    expect(await latest('', reader)).toBe('2.0-rc1');
    expect(await latest('&repos=libs-release&v=1.*', reader)).toBe('1.10');
    expect(await latest('&v=2.0-SNAPSHOT', reader)).toBe('2.0-20260102.090000-2');
    // A virtual repository is searched through its members.
    expect(await latest('&repos=libs')).toBe('2.0-rc1');
    expect(await latest('&repos=libs&v=2.0-SNAPSHOT')).toBe('2.0-20260102.090000-2');
    // Deployed without timestamps, a snapshot's integration version is itself.
    expect(await latest('&v=1.1-SNAPSHOT')).toBe('1.1-SNAPSHOT');
    expect(await refusal('latestVersion?g=org.acme&a=app&v=3.*', 404)).toBe(storageSearchMessages.noVersions);
    expect(await refusal('latestVersion?g=org.acme', 400)).toBe(storageSearchMessages.versionsNeedCoordinates);
  });
});

describe('api/search/creation and api/search/dates', () => {
  it('finds the files created in a range, with their creation dates, that the caller may read', async () => {
    const from = JAN_1 + 5 * DAY;
    const body = await answer(`creation?from=${from}&to=${JAN_1 + 30 * DAY}`);
    expect(body.results).toEqual([
      {
        uri: expect.stringMatching(/\/guarded\/org\/acme\/app\/9\.0\/app-9\.0\.jar$/),
        created: '2026-01-11T00:00:00.000Z',
      },
      {
        uri: expect.stringMatching(/\/libs-release\/org\/acme\/app\/1\.10\/app-1\.10\.jar$/),
        created: '2026-01-31T00:00:00.000Z',
      },
      {
        uri: expect.stringMatching(/\/libs-release\/org\/acme\/app\/1\.9\/app-1\.9\.jar$/),
        created: '2026-01-11T00:00:00.000Z',
      },
    ]);
    expect(located(await answer(`creation?from=${from}`, reader))).toEqual([
      'libs-release/org/acme/app/1.10/app-1.10.jar',
      'libs-release/org/acme/app/1.9/app-1.9.jar',
    ]);
    expect(await refusal(`creation?from=${JAN_1 + 100 * DAY}`, 404)).toBe(storageSearchMessages.noResults);
    expect(await refusal('creation?to=1', 400)).toBe(storageSearchMessages.creationNeedsFrom);
  });

  it('finds files with any of the named dates in the range, from epoch milliseconds or ISO 8601', async () => {
    const body = await answer(
      'dates?dateFields=lastModified,lastDownloaded&from=2026-01-20T00:00:00.000Z&to=2026-02-15T00:00:00.000Z&repos=libs-release',
    );
    expect(body.results).toEqual([
      {
        uri: expect.stringMatching(/\/app-1\.10\.jar$/),
        lastModified: '2026-01-31T00:00:00.000Z',
        lastDownloaded: '2026-02-20T00:00:00.000Z',
      },
      {
        uri: expect.stringMatching(/\/app-1\.9\.jar$/),
        lastModified: '2026-02-10T00:00:00.000Z',
        lastDownloaded: '2026-01-21T00:00:00.000Z',
      },
    ]);
    // A date the file does not have (never downloaded) is left out of its answer.
    const created = await answer(
      `dates?dateFields=created,lastDownloaded&from=${JAN_1}&to=${JAN_1}&repos=libs-snapshot`,
    );
    expect(created.results[0]).toEqual({ uri: expect.any(String), created: '2026-01-01T00:00:00.000Z' });
  });

  it('needs from and known date fields, and a signed-in caller', async () => {
    expect(await refusal('dates?from=1', 400)).toBe(storageSearchMessages.datesNeedFields);
    expect(await refusal('dates?dateFields=created', 400)).toBe(storageSearchMessages.datesNeedFrom);
    expect(await refusal('dates?dateFields=updated&from=1', 400)).toBe(
      storageSearchMessages.unknownDateField('updated'),
    );
    expect(await refusal('dates?dateFields=created&from=yesterday', 400)).toBe(
      storageSearchMessages.malformedTime('from'),
    );
    expect((await get(`creation?from=${JAN_1}`, {})).statusCode).toBe(401);
    expect((await get(`dates?dateFields=created&from=${JAN_1}`, {})).statusCode).toBe(401);
  });

  it('reads the creation and modification times through their indexes (migration 045)', async () => {
    const plan =
      t.database.dialect === 'sqlite'
        ? (
            await sql<{ detail: string }>`explain query plan select id from items
              where created_at >= ${JAN_1} and created_at <= ${JAN_1 + DAY}`.execute(t.database.db)
          ).rows.map((row) => row.detail)
        : await t.database.db.transaction().execute(async (tx) => {
            // The table is small enough for a scan to win; without that choice the range must use the index.
            await sql`set local enable_seqscan = off`.execute(tx);
            const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select id from items
              where modified_at >= ${JAN_1} and modified_at <= ${JAN_1 + DAY}`.execute(tx);
            return rows.map((row) => row['QUERY PLAN']);
          });
    expect(plan.join('\n')).toMatch(/items_(created|modified)_at/);
  });
});

describe('api/search/usage', () => {
  it('finds files not downloaded since a time, never downloaded first, then the least recently downloaded', async () => {
    const since = JAN_1 + 25 * DAY;
    const body = await answer(`usage?notUsedSince=${since}&createdBefore=${JAN_1 + 20 * DAY}&repos=libs-release`);
    expect(located(body)).toEqual([
      'libs-release/org/acme/app-extra/3.0/app-extra-3.0.jar',
      'libs-release/org/acme/app/1.0/app-1.0.pom',
      'libs-release/org/acme/app/2.0-rc1/app-2.0-rc1.jar',
      'libs-release/org/acme/app/docs/readme.txt',
      'libs-release/org/acme/app/1.0/app-1.0.jar',
      'libs-release/org/acme/app/1.9/app-1.9.jar',
    ]);
    expect(body.results.at(-2)).toEqual({ uri: expect.any(String), lastDownloaded: '2026-01-06T00:00:00.000Z' });
    expect(body.results[0]).toEqual({ uri: expect.any(String) });
  });

  it('takes only files created before notUsedSince without createdBefore, and only what the caller may read', async () => {
    const since = JAN_1 + 25 * DAY;
    const readable = located(await answer(`usage?notUsedSince=${since}`, reader));
    expect(readable).toContain('libs-release/org/acme/app/1.9/app-1.9.jar');
    expect(readable).not.toContain('libs-release/org/acme/app/1.10/app-1.10.jar');
    expect(readable.some((path) => path.startsWith('guarded/'))).toBe(false);
    expect(located(await answer(`usage?notUsedSince=${since}&repos=guarded`))).toEqual([
      'guarded/org/acme/app/9.0/app-9.0.jar',
    ]);
    expect(await refusal(`usage?notUsedSince=${JAN_1}`, 404)).toBe(storageSearchMessages.noResults);
  });

  it('needs notUsedSince and a signed-in caller', async () => {
    expect(await refusal('usage?createdBefore=1', 400)).toBe(storageSearchMessages.usageNeedsSince);
    expect(await refusal('usage?notUsedSince=2026-01-01', 400)).toBe(
      storageSearchMessages.malformedTime('notUsedSince'),
    );
    const anonymous = await get(`usage?notUsedSince=${JAN_1}`, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Basic realm=/);
  });
});

describe('api/search/pattern', () => {
  it("lists the repository's files matching an Ant pattern, with the repository's address", async () => {
    const body = await answer('pattern?pattern=libs-release:org/*/app/1.*/*.jar');
    expect(body).toEqual({
      repositoryUri: expect.stringMatching(/\/artifactory\/libs-release$/),
      sourcePattern: 'libs-release:org/*/app/1.*/*.jar',
      files: ['org/acme/app/1.0/app-1.0.jar', 'org/acme/app/1.10/app-1.10.jar', 'org/acme/app/1.9/app-1.9.jar'],
    });
    expect((await answer('pattern?pattern=libs-snapshot:**/*.pom')).files).toEqual([
      'org/acme/app/2.0-SNAPSHOT/app-2.0-20260102.090000-2.pom',
    ]);
  });

  it('finds nothing a reader may not read, and refuses a pattern without a repository or of everything', async () => {
    expect((await answer('pattern?pattern=guarded:**/*.jar', reader)).files).toEqual([]);
    expect(await refusal('pattern?pattern=org/**', 400)).toBe(storageSearchMessages.patternNeedsRepository);
    expect(await refusal('pattern?pattern=libs-release:**', 400)).toBe(storageSearchMessages.patternTooWide);
    expect((await get('pattern?pattern=nowhere:*.jar')).statusCode).toBe(404);
    expect((await get('pattern?pattern=libs-release:*.jar', {})).statusCode).toBe(401);
  });
});

describe('api/search/badChecksum', () => {
  it('finds no file, as every deploy verifies the checksums it announces, and needs md5 or sha1', async () => {
    expect(await answer('badChecksum?type=sha1&repos=libs-release')).toEqual({ results: [] });
    expect(await answer('badChecksum?type=MD5', reader)).toEqual({ results: [] });
    expect(await refusal('badChecksum?type=sha256', 400)).toBe(storageSearchMessages.badChecksumType);
  });
});

describe('api/system/usage', () => {
  it('takes the usage report the JFrog CLI and the Terraform providers send', async () => {
    const report = {
      productId: 'terraform-provider-artifactory/12.0.0',
      features: [{ featureId: 'Partner/ACC-007450' }, { featureId: 'Terraform/1.9.0', uniqueClientId: 'abc' }],
    };
    const res = await t.call('POST', '/artifactory/api/system/usage', report);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call('POST', '/artifactory/api/system/usage', { features: [] })).statusCode).toBe(400);
  });
});
