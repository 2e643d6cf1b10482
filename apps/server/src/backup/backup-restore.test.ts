import { createHash, generateKeyPairSync } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_MIGRATION } from '../db/migrator.ts';
import { basic, buildTestApp, type TestApp, testDatabaseUrl } from '../test/build-test-app.ts';
import { MANIFEST_FILE, readManifest } from './backup-manifest.ts';
import {
  ALICE_PASSWORD,
  CROWD_PASSWORD,
  crowdPassword,
  dropSchema,
  newRestoreTarget,
  type PopulatedFiles,
  populate,
  REMOTE_PASSWORD,
  recordsOf,
  remotePassword,
} from './backup-test-support.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** Runs `work` under the umask most shells start with, which leaves new files readable by everyone. */
async function underUsualUmask<T>(work: () => Promise<T>): Promise<T> {
  const previous = process.umask(0o022);
  try {
    return await work();
  } finally {
    process.umask(previous);
  }
}

/** Every file and folder under `root` that its group or other users may read, write or enter, with its mode. */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  const walk = (path: string) => {
    const stat = statSync(path);
    if ((stat.mode & 0o077) !== 0) open.push(`${path.slice(root.length) || '/'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return open;
}

describe(`backup and restore (${testDatabaseUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
  let source: TestApp;
  let restored: TestApp | undefined;
  let populated: PopulatedFiles;
  const scratch = mkdtempSync(join(tmpdir(), 'arca-backups-'));
  const backupDir = join(scratch, 'backup');

  const licenseKey = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();

  beforeAll(async () => {
    source = await buildTestApp();
    populated = await populate(source);
    mkdirSync(join(source.dataDir, 'license-keys'));
    writeFileSync(join(source.dataDir, 'license-keys', 'vendor.pem'), licenseKey);
  });

  afterAll(async () => {
    await source.close();
    await restored?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('L6 writes the backup complete under its name, everything in it readable by its owner only, whatever the umask', async () => {
    const lines: string[] = [];
    const { manifest } = await underUsualUmask(() =>
      createBackup({
        dataDir: source.dataDir,
        databaseUrl: testDatabaseUrl,
        ...(source.schema ? { schema: source.schema } : {}),
        targetDir: backupDir,
        arcaVersion: '0.0.0-test',
        log: (line) => lines.push(line),
      }),
    );
    expect(openToOthers(backupDir)).toEqual([]);
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(backupDir, 'master.key')).mode & 0o777).toBe(0o600);
    expect(lines.join('\n')).toMatch(/Master key included .*mode 0600, directory 0700/);
    expect(await readManifest(backupDir)).toEqual(manifest);
    expect(manifest.dialect).toBe(testDatabaseUrl ? 'postgres' : 'sqlite');
    expect(manifest.schemaVersion).toBe(LATEST_MIGRATION);
    expect(manifest.tables.find((table) => table.name === 'users')?.rows).toBe(3);
    expect(manifest.tables.map((table) => table.name)).not.toContain('support_bundles');
    // Parents load before children.
    const order = manifest.tables.map((table) => table.name);
    expect(order.indexOf('repositories')).toBeLessThan(order.indexOf('items'));
    expect(order.indexOf('items')).toBeLessThan(order.indexOf('item_properties'));
    expect(manifest.blobs.count).toBe(3);
    expect(manifest.masterKey).toBe('included');
    expect(manifest.files.map((file) => file.file)).toEqual(['master.key', 'license-keys/vendor.pem']);
    expect(statSync(join(backupDir, MANIFEST_FILE)).isFile()).toBe(true);
  });

  it('refuses to write over an existing directory', async () => {
    await expect(
      createBackup({
        dataDir: source.dataDir,
        databaseUrl: testDatabaseUrl,
        ...(source.schema ? { schema: source.schema } : {}),
        targetDir: backupDir,
        arcaVersion: '0.0.0-test',
      }),
    ).rejects.toThrow(`${backupDir} exists already: name a new directory for the backup.`);
  });

  it('L6 restores every user, group, repository, artifact, property, setting and sealed secret into an empty data dir, readable by its owner only whatever the umask', async () => {
    const before = await recordsOf(source.database.db);
    const target = newRestoreTarget(scratch);
    try {
      await underUsualUmask(() => restoreBackup({ ...target, backupDir }));
    } catch (error) {
      await dropSchema(target.schema);
      throw error;
    }
    // The database file (SQLite), the blobs, the master key and the folders that hold them.
    expect(openToOthers(target.dataDir)).toEqual([]);
    restored = await buildTestApp({}, { dataDir: target.dataDir, schema: target.schema });
    expect(await recordsOf(restored.database.db)).toEqual(before);

    for (const [path, content] of populated.files) {
      const res = await restored.call('GET', `/artifactory/generic-local/${path}`);
      expect(res.statusCode, path).toBe(200);
      expect(sha256(res.rawPayload)).toBe(sha256(content));
    }
    const properties = await restored.call('GET', '/artifactory/api/storage/generic-local/docs/hello.txt?properties');
    expect(properties.json()).toMatchObject({ properties: { team: ['platform'], release: ['1.0', '1.1'] } });
    const packument = await restored.call('GET', '/artifactory/api/npm/npm-local/backup-lib');
    expect(packument.json()).toMatchObject({ 'dist-tags': { latest: '1.0.0' } });
    const group = await restored.call('GET', `${apiPaths.accessGroups}/developers`);
    expect(group.json()).toMatchObject({ members: expect.arrayContaining(['alice', 'bob']) });
    const security = await restored.call('GET', apiPaths.securityConfig);
    expect(security.json()).toMatchObject({ anonAccessEnabled: true });
    expect(await remotePassword(restored.database.db, restored.dataDir, 'npm-remote')).toBe(REMOTE_PASSWORD);
    expect(await crowdPassword(restored.database.db, restored.dataDir)).toBe(CROWD_PASSWORD);
    // The password hash came along: alice signs in with her password.
    expect(
      (await restored.call('GET', apiPaths.accessUsers, undefined, basic('alice', ALICE_PASSWORD))).statusCode,
    ).not.toBe(401);
    await restored.login('alice', ALICE_PASSWORD);
    expect(readFileSync(join(target.dataDir, 'license-keys', 'vendor.pem'), 'utf8')).toBe(licenseKey);
    expect(statSync(join(target.dataDir, 'master.key')).mode & 0o777).toBe(0o600);
  });

  it('gives new rows ids after the restored ones', async () => {
    if (!restored) throw new Error('the restore test did not run');
    await restored.createUser('carol', 'Carol-Passw0rd!');
    await restored.createRepositories(['after-restore']);
    const ids = await restored.database.db.selectFrom('users').select(['id', 'name']).orderBy('id').execute();
    expect(ids.at(-1)?.name).toBe('carol');
    expect(new Set(ids.map((row) => row.id)).size).toBe(ids.length);
  });

  it('goes without the master key when the instance takes it from the environment, and says so', async () => {
    // A copy of the data dir without its key file, as an instance started with ARCA_MASTER_KEY has.
    const dataDir = join(scratch, 'environment-key');
    cpSync(source.dataDir, dataDir, { recursive: true });
    rmSync(join(dataDir, 'master.key'));
    const options = {
      dataDir,
      databaseUrl: testDatabaseUrl,
      ...(source.schema ? { schema: source.schema } : {}),
      arcaVersion: '0.0.0-test',
    };
    await expect(createBackup({ ...options, targetDir: join(scratch, 'no-key') })).rejects.toThrow(
      `${join(dataDir, 'master.key')} is missing: without the master key a backup could not decrypt its secrets; point ARCA_DATA_DIR at the instance's data dir.`,
    );
    const lines: string[] = [];
    const { manifest } = await createBackup({
      ...options,
      targetDir: join(scratch, 'environment-key-backup'),
      masterKeyInEnvironment: true,
      log: (line) => lines.push(line),
    });
    expect(manifest.masterKey).toBe('environment');
    expect(existsSync(join(scratch, 'environment-key-backup', 'master.key'))).toBe(false);
    expect(lines).toContain(
      'Master key not included: the instance takes it from ARCA_MASTER_KEY; keep that key with this backup, a restore needs it.',
    );
  });
});
