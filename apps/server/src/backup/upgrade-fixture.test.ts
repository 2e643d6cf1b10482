import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths } from '@arca/contract';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { LATEST_MIGRATION } from '../db/migrator.ts';
import { basic, buildTestApp, type TestApp, testDatabaseUrl } from '../test/build-test-app.ts';
import { crowdPassword, dropSchema, newRestoreTarget, remotePassword } from './backup-test-support.ts';
import { restoreBackup } from './restore-backup.ts';

/**
 * An instance written by Arca at schema 019 (commit 518b5fb), through its HTTP API: see
 * test-fixtures/README.md for what it holds and how it was made. Its data dir, and a backup of it.
 */
const FIXTURES = join(import.meta.dirname, '../../test-fixtures');
const admin = basic('admin', 'Fixture-Admin-1');
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** Everything the old instance held, read through this version's API and database. */
async function expectTheOldInstance(app: TestApp): Promise<void> {
  const call = (url: string) => app.call('GET', url, undefined, admin);
  const users = (await call(apiPaths.accessUsers)).json() as { users: { username: string }[] };
  expect(users.users.map((user) => user.username).sort()).toEqual(['admin', 'alice', 'bob']);
  expect((await call(`${apiPaths.accessGroups}/developers`)).json()).toMatchObject({
    description: 'People who ship',
    members: expect.arrayContaining(['alice', 'bob']),
  });
  const repositories = (await call('/artifactory/api/repositories')).json() as { key: string }[];
  expect(repositories.map((repository) => repository.key).sort()).toEqual(['generic-local', 'npm-local', 'npm-remote']);
  expect((await call(`${apiPaths.accessPermissions}/developers-write`)).statusCode).toBe(200);

  const hello = await call('/artifactory/generic-local/docs/hello.txt');
  expect(hello.body).toBe('hello from the fixture\n');
  expect((await call('/artifactory/generic-local/copies/hello-again.txt')).body).toBe('hello from the fixture\n');
  expect(sha256((await call('/artifactory/generic-local/bin/big.bin')).rawPayload)).toBe(
    '57f16b549ceca9c243deffaa4ce3c30d384aabab5469b4ac1fd7963856a5f47a',
  );
  const properties = await call('/artifactory/api/storage/generic-local/docs/hello.txt?properties');
  expect(properties.json()).toMatchObject({ properties: { team: ['platform'], release: ['1.0', '1.1'] } });

  const packument = (await call('/artifactory/api/npm/npm-local/fixture-lib')).json() as {
    'dist-tags': Record<string, string>;
    versions: Record<string, unknown>;
  };
  expect(packument['dist-tags']).toEqual({ latest: '1.0.0' });
  expect(Object.keys(packument.versions)).toEqual(['1.0.0']);
  const tarball = await call('/artifactory/api/npm/npm-local/fixture-lib/-/fixture-lib-1.0.0.tgz');
  expect(sha256(tarball.rawPayload)).toBe('5a28d4ed21c445eb4dd43c99c5bdc71ab6d399084eda5cf6ec633646b28a0811');

  expect((await call(apiPaths.securityConfig)).json()).toMatchObject({ anonAccessEnabled: true });
  expect((await call(apiPaths.crowdConfig)).json()).toMatchObject({
    serverUrl: 'https://crowd.example.com',
    applicationPasswordSet: true,
  });
  expect(await crowdPassword(app.database.db, app.dataDir)).toBe('Crowd-S3cret');
  expect(await remotePassword(app.database.db, app.dataDir, 'npm-remote')).toBe('Remote-S3cret');
  await app.login('alice', 'Alice-Passw0rd!');

  // Tables added after schema 019 were filled from the old rows by their migrations.
  const { rows } = await sql<{ repo_key: string; files: number }>`select repo_key, files from package_repos`.execute(
    app.database.db,
  );
  expect(rows).toEqual([{ repo_key: 'npm-local', files: 1 }]);
  const migrations = await sql<{ name: string }>`select name from kysely_migration order by name desc`.execute(
    app.database.db,
  );
  expect(migrations.rows[0]?.name).toBe(LATEST_MIGRATION);
}

describe('an instance from schema 019', () => {
  const apps: TestApp[] = [];
  const scratch = mkdtempSync(join(tmpdir(), 'arca-upgrade-'));

  afterAll(async () => {
    for (const app of apps) await app.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  // The fixture's database is a SQLite file, so this check belongs to the SQLite run.
  if (!testDatabaseUrl)
    it('its data dir opens on this version with every record, migrated forward', async () => {
      const dataDir = join(scratch, 'data');
      cpSync(join(FIXTURES, 'schema-019-instance'), dataDir, { recursive: true });
      const app = await buildTestApp({}, { dataDir, schema: undefined });
      apps.push(app);
      await expectTheOldInstance(app);
    });

  it(`its backup restores into ${testDatabaseUrl ? 'PostgreSQL' : 'SQLite'} and upgrades to this version`, async () => {
    const target = newRestoreTarget(scratch);
    let upgradedBy: string[];
    try {
      ({ upgradedBy } = await restoreBackup({ ...target, backupDir: join(FIXTURES, 'schema-019-backup') }));
    } catch (error) {
      await dropSchema(target.schema);
      throw error;
    }
    expect(upgradedBy[0]).toBe('020-package-search');
    expect(upgradedBy.at(-1)).toBe(LATEST_MIGRATION);
    const app = await buildTestApp({}, { dataDir: target.dataDir, schema: target.schema });
    apps.push(app);
    await expectTheOldInstance(app);
  });
});
