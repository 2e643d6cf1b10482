import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiPaths } from '@arca/contract';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.ts';
import { SecretBox } from '../lib/encryption.ts';
import { tgzOf } from '../modules/archive-entries/archive-fixtures.ts';
import { CATCH_UP_SETTING } from '../modules/archive-entries/archive-indexer.ts';
import { ADMIN_PASSWORD, basic, type TestApp, testDatabaseUrl } from '../test/build-test-app.ts';
import { blobPath } from './backup-manifest.ts';

/** Where a test restores: a new data dir, and on PostgreSQL a new schema of the test database. */
export interface RestoreTarget {
  dataDir: string;
  databaseUrl: string | undefined;
  schema?: string;
}

let targets = 0;

/** A target that does not exist yet, inside `scratch`, which the test file removes at the end. */
export function newRestoreTarget(scratch: string): RestoreTarget {
  const n = ++targets;
  const dataDir = join(scratch, `restored-${n}`);
  if (!testDatabaseUrl) return { dataDir, databaseUrl: undefined };
  return { dataDir, databaseUrl: testDatabaseUrl, schema: `restore_${process.pid}_${Date.now().toString(36)}_${n}` };
}

/** The tables of a test schema (PostgreSQL), to see that a refused or failed restore left none. */
export async function schemaTables(schema: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'select table_name as name from information_schema.tables where table_schema = $1',
      [schema],
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

export async function dropSchema(schema: string | undefined): Promise<void> {
  if (!testDatabaseUrl || !schema) return;
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
}

export const REMOTE_PASSWORD = 'Remote-S3cret';
export const CROWD_PASSWORD = 'Crowd-S3cret';
export const ALICE_PASSWORD = 'Alice-Passw0rd!';

/** What `populate` deployed: path in generic-local → content. */
export interface PopulatedFiles {
  files: Map<string, Buffer>;
}

async function expectStatus(what: string, response: Promise<{ statusCode: number; body: string }>, ...ok: number[]) {
  const res = await response;
  if (!ok.includes(res.statusCode)) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
}

/** An instance with something of everything a backup must keep. */
export async function populate(app: TestApp): Promise<PopulatedFiles> {
  await app.createUser('alice', ALICE_PASSWORD);
  await app.createUser('bob', 'Bob-Passw0rd!!');
  await expectStatus(
    'creating a group',
    app.call('POST', apiPaths.accessGroups, {
      name: 'developers',
      description: 'People who ship',
      members: ['alice', 'bob'],
    }),
    201,
  );
  await app.createRepositories(['generic-local']);
  await app.createRepositories(['npm-local'], { packageType: 'npm' });
  await app.createRepositories(['npm-remote'], {
    rclass: 'remote',
    packageType: 'npm',
    url: 'https://registry.npmjs.org',
    username: 'mirror',
    password: REMOTE_PASSWORD,
  });
  await app.grant('developers-write', ['generic-local'], { alice: ['READ', 'WRITE'] });
  const files = new Map<string, Buffer>([
    ['docs/hello.txt', Buffer.from('hello from a backup\n')],
    ['bin/large.bin', randomBytes(300_000)],
    ['copies/hello-again.txt', Buffer.from('hello from a backup\n')],
  ]);
  for (const [path, content] of files) await deploy(app, `generic-local/${path}`, content);
  await expectStatus(
    'setting properties',
    app.call('PUT', '/artifactory/api/storage/generic-local/docs/hello.txt?properties=team=platform;release=1.0,1.1'),
    204,
  );
  const tarball = tgzOf({ 'package/package.json': '{"name":"backup-lib","version":"1.0.0"}' });
  await expectStatus(
    'publishing an npm package',
    app.call('PUT', '/artifactory/api/npm/npm-local/backup-lib', npmPublish(tarball)),
    200,
    201,
  );
  await app.setAnonymousAccess(true);
  await expectStatus(
    'configuring Crowd',
    app.call('PUT', apiPaths.crowdConfig, {
      enabled: false,
      serverUrl: 'https://crowd.example.com',
      applicationName: 'arca',
      applicationPassword: CROWD_PASSWORD,
      autoCreateUsers: false,
    }),
    200,
  );
  return { files };
}

export async function deploy(app: TestApp, path: string, content: Buffer): Promise<void> {
  const res = await app.server.inject({
    method: 'PUT',
    url: `/artifactory/${path}`,
    headers: { ...basic('admin', ADMIN_PASSWORD), 'content-type': 'application/octet-stream' },
    payload: content,
  });
  if (res.statusCode !== 201) throw new Error(`deploying ${path} failed: ${res.statusCode} ${res.body}`);
}

function npmPublish(tarball: Buffer) {
  const file = 'backup-lib-1.0.0.tgz';
  return {
    _id: 'backup-lib',
    name: 'backup-lib',
    'dist-tags': { latest: '1.0.0' },
    versions: {
      '1.0.0': {
        name: 'backup-lib',
        version: '1.0.0',
        _id: 'backup-lib@1.0.0',
        dist: {
          integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
          shasum: createHash('sha1').update(tarball).digest('hex'),
          tarball: `http://elsewhere/backup-lib/-/${file}`,
        },
      },
    },
    _attachments: {
      [file]: { content_type: 'application/octet-stream', data: tarball.toString('base64'), length: tarball.length },
    },
  };
}

/**
 * The rows a backup must carry over unchanged, each table sorted, for a deep comparison of an
 * instance before the backup and after the restore. Sessions and nodes belong to the running processes.
 */
export async function recordsOf(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const sorted = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort();
  return {
    users: sorted(await db.selectFrom('users').selectAll().execute()),
    groups: sorted(await db.selectFrom('groups').selectAll().execute()),
    group_members: sorted(await db.selectFrom('group_members').selectAll().execute()),
    permissions: sorted(await db.selectFrom('permissions').selectAll().execute()),
    repositories: sorted(await db.selectFrom('repositories').selectAll().execute()),
    items: sorted(await db.selectFrom('items').selectAll().execute()),
    item_properties: sorted(await db.selectFrom('item_properties').selectAll().execute()),
    blobs: sorted(await db.selectFrom('blobs').selectAll().execute()),
    // How far a start's archive catch-up got is the running instance's own bookkeeping: the
    // restored instance writes it at its first start.
    settings: sorted(await db.selectFrom('settings').selectAll().where('key', '!=', CATCH_UP_SETTING).execute()),
    packages: sorted(await db.selectFrom('packages').selectAll().execute()),
    package_versions: sorted(await db.selectFrom('package_versions').selectAll().execute()),
    package_files: sorted(await db.selectFrom('package_files').selectAll().execute()),
    // Kept by triggers, so not in the typed schema.
    package_repos: sorted((await sql<object>`select * from package_repos`.execute(db)).rows),
    npm_dist_tags: sorted(await db.selectFrom('npm_dist_tags').selectAll().execute()),
  };
}

/** The password a remote repository's config holds, opened with the data dir's master key. */
export async function remotePassword(db: Kysely<Database>, dataDir: string, repoKey: string): Promise<string> {
  const row = await db
    .selectFrom('repositories')
    .select('config')
    .where('repo_key', '=', repoKey)
    .executeTakeFirstOrThrow();
  const sealed = (JSON.parse(row.config) as { password?: string }).password;
  if (!sealed) throw new Error(`${repoKey} holds no password`);
  return SecretBox.fromDataDir(dataDir).open(sealed);
}

/** The Crowd application password of the settings, opened with the data dir's master key. */
export async function crowdPassword(db: Kysely<Database>, dataDir: string): Promise<string> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'crowd').executeTakeFirstOrThrow();
  const sealed = (JSON.parse(row.value) as { sealedApplicationPassword?: string }).sealedApplicationPassword;
  if (!sealed) throw new Error('the Crowd settings hold no password');
  return SecretBox.fromDataDir(dataDir).open(sealed);
}

/** Items whose blob is missing from the data dir, or whose blob's content does not hash to the item's sha256. */
export async function itemsWithoutTheirBlob(db: Kysely<Database>, dataDir: string): Promise<string[]> {
  const files = await db
    .selectFrom('items')
    .select(['repo_key', 'path', 'name', 'sha256'])
    .where('type', '=', 'file')
    .execute();
  const broken: string[] = [];
  for (const file of files) {
    const sha256 = file.sha256 ?? '';
    let actual = '';
    try {
      actual = createHash('sha256')
        .update(readFileSync(blobPath(join(dataDir, 'blobs'), sha256)))
        .digest('hex');
    } catch {
      actual = 'missing';
    }
    if (actual !== sha256) broken.push(`${file.repo_key}/${file.path}/${file.name}: ${actual}`);
  }
  return broken;
}
