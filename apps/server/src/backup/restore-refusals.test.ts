import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testDatabaseUrl } from '../test/build-test-app.ts';
import { BackupError, type BackupManifest, blobPath, MANIFEST_FILE } from './backup-manifest.ts';
import { deploy, dropSchema, newRestoreTarget, type RestoreTarget, schemaTables } from './backup-test-support.ts';
import { sha256OfFile } from './blob-copy.ts';
import { createBackup } from './create-backup.ts';
import { RestoreRefused, restoreBackup } from './restore-backup.ts';

describe(`restore refusals (${testDatabaseUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
  let app: TestApp;
  const scratch = mkdtempSync(join(tmpdir(), 'arca-backups-'));
  const backupDir = join(scratch, 'backup');
  const targets: RestoreTarget[] = [];
  let blobSha256 = '';

  /** A restore target, dropped after the tests; checks that it holds nothing after a refusal. */
  const target = () => {
    const made = newRestoreTarget(scratch);
    targets.push(made);
    return made;
  };
  const expectNothingWritten = async (made: RestoreTarget) => {
    expect(existsSync(made.dataDir)).toBe(false);
    if (made.schema) expect(await schemaTables(made.schema)).toEqual([]);
  };
  /** A copy of the backup to damage. */
  const copyOfBackup = (name: string) => {
    const copy = join(scratch, name);
    cpSync(backupDir, copy, { recursive: true });
    return copy;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    await app.createRepositories(['files']);
    const content = Buffer.from('restore me\n');
    await deploy(app, 'files/one.txt', content);
    blobSha256 = (
      await app.database.db.selectFrom('items').select('sha256').where('name', '=', 'one.txt').executeTakeFirstOrThrow()
    ).sha256 as string;
    await createBackup({
      dataDir: app.dataDir,
      databaseUrl: testDatabaseUrl,
      ...(app.schema ? { schema: app.schema } : {}),
      targetDir: backupDir,
      arcaVersion: '0.0.0-test',
    });
  });

  afterAll(async () => {
    await app.close();
    for (const made of targets) await dropSchema(made.schema);
    rmSync(scratch, { recursive: true, force: true });
  });

  it('refuses a data dir that holds an instance, with one line, and leaves it as it was', async () => {
    const made = target();
    mkdirSync(made.dataDir, { recursive: true });
    writeFileSync(join(made.dataDir, 'master.key'), 'somebody else’s key\n');
    const attempt = restoreBackup({ ...made, backupDir });
    await expect(attempt).rejects.toThrow(RestoreRefused);
    await expect(attempt).rejects.toThrow(
      `ARCA_DATA_DIR='${made.dataDir}' already holds Arca data (master.key): restore only into an empty data dir.`,
    );
    expect(readdirSync(made.dataDir)).toEqual(['master.key']);
    expect(readFileSync(join(made.dataDir, 'master.key'), 'utf8')).toBe('somebody else’s key\n');
  });

  it('restores into a data dir that holds only logs and empty folders', async () => {
    const made = target();
    mkdirSync(join(made.dataDir, 'logs'), { recursive: true });
    mkdirSync(join(made.dataDir, 'blobs', '.incoming'), { recursive: true });
    writeFileSync(join(made.dataDir, 'logs', 'artifactory-service.log'), '{}\n');
    await restoreBackup({ ...made, backupDir });
    expect(existsSync(blobPath(join(made.dataDir, 'blobs'), blobSha256))).toBe(true);
  });

  // On SQLite the database is a file of the data dir, which the refusal above covers.
  if (testDatabaseUrl)
    it('refuses a database that holds tables already', async () => {
      const made = target();
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`create schema "${made.schema}"`);
      await client.query(`create table "${made.schema}".users (id integer)`);
      await client.end();
      await expect(restoreBackup({ ...made, backupDir })).rejects.toThrow(
        'the database of ARCA_DATABASE_URL already holds tables (users): restore only into an empty database.',
      );
      expect(await schemaTables(made.schema ?? '')).toEqual(['users']);
      expect(existsSync(join(made.dataDir, 'master.key'))).toBe(false);
    });

  it('refuses a backup whose table file does not match its digest, before anything is written', async () => {
    const damaged = copyOfBackup('damaged-table');
    const users = join(damaged, 'tables', 'users.jsonl');
    writeFileSync(users, readFileSync(users, 'utf8').replace('admin', 'admix'));
    const made = target();
    await expect(restoreBackup({ ...made, backupDir: damaged })).rejects.toThrow(
      `${users} does not match its sha256 in manifest.json: the backup is damaged; nothing was restored.`,
    );
    await expectNothingWritten(made);
  });

  it('refuses a backup whose blob does not match its sha256, before anything is written', async () => {
    const damaged = copyOfBackup('damaged-blob');
    appendFileSync(blobPath(join(damaged, 'blobs'), blobSha256), 'tampered');
    const made = target();
    await expect(restoreBackup({ ...made, backupDir: damaged })).rejects.toThrow(
      /does not match the sha256 it is stored under/,
    );
    await expectNothingWritten(made);
  });

  it('refuses a backup whose master key is missing, before anything is written', async () => {
    const damaged = copyOfBackup('no-key');
    rmSync(join(damaged, 'master.key'));
    const made = target();
    await expect(restoreBackup({ ...made, backupDir: damaged })).rejects.toThrow(/master\.key is missing/);
    await expectNothingWritten(made);
  });

  it('takes back what it wrote when loading fails', async () => {
    // Consistent digests, but a row the schema refuses: the failure comes after files and tables were written.
    const damaged = copyOfBackup('bad-row');
    const manifest = JSON.parse(readFileSync(join(damaged, MANIFEST_FILE), 'utf8')) as BackupManifest;
    const table = manifest.tables.find((entry) => entry.name === 'item_properties');
    if (!table) throw new Error('no item_properties table');
    const file = join(damaged, table.file);
    appendFileSync(file, `${JSON.stringify(table.columns.map(() => 987654))}\n`);
    table.sha256 = await sha256OfFile(file);
    writeFileSync(join(damaged, MANIFEST_FILE), JSON.stringify(manifest));
    const made = target();
    const attempt = restoreBackup({ ...made, backupDir: damaged });
    await expect(attempt).rejects.toThrow(BackupError);
    await expect(attempt).rejects.toThrow(/^restore failed \(.*\); what it had written was removed\.$/);
    await expectNothingWritten(made);
  });

  it('npm run restore ends with exit code 1 and one line when the data dir is not empty', () => {
    const dataDir = mkdtempSync(join(scratch, 'occupied-'));
    writeFileSync(join(dataDir, 'master.key'), 'key\n');
    // What `npm run restore` runs.
    const root = join(import.meta.dirname, '../../../..');
    const command = [join(root, 'scripts/run-ts.mjs'), 'apps/server/src/backup/cli.ts', 'restore', backupDir];
    const result = spawnSync(process.execPath, command, {
      env: { ...process.env, ARCA_DATA_DIR: dataDir, ARCA_DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `arca: ARCA_DATA_DIR='${dataDir}' already holds Arca data (master.key): restore only into an empty data dir.\n`,
    );
  });
});
