import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOB_HOLD_PREFIX, holdBlobRemoval, isBlobRemovalHeld } from '../modules/storage/blob-removal-hold.ts';
import { buildTestApp, type TestApp, testDatabaseUrl } from '../test/build-test-app.ts';
import { blobPath } from './backup-manifest.ts';
import { deploy, dropSchema, itemsWithoutTheirBlob, newRestoreTarget } from './backup-test-support.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

const OLD_FILES = 40;

describe(`a backup of an instance being written (${testDatabaseUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
  let app: TestApp;
  let restored: TestApp | undefined;
  const scratch = mkdtempSync(join(tmpdir(), 'arca-backups-'));

  beforeAll(async () => {
    app = await buildTestApp();
    await app.createRepositories(['busy']);
    for (let n = 1; n <= OLD_FILES; n++) await deploy(app, `busy/old/${n}.bin`, randomBytes(100_000));
  });

  afterAll(async () => {
    await app.close();
    await restored?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('is consistent: every item it restores has its blob, with the content its sha256 names', async () => {
    const backupDir = join(scratch, 'busy-backup');
    let backingUp = true;
    let writesDuringBackup = 0;
    // Deploys, overwrites and deletes (each delete releases a blob to the collector) for as long as the backup runs.
    const writer = (async () => {
      for (let n = 1; backingUp; n++) {
        await deploy(app, `busy/new/${n}.bin`, randomBytes(50_000));
        await deploy(app, 'busy/overwritten.bin', randomBytes(20_000));
        if (n <= OLD_FILES) expect((await app.call('DELETE', `/artifactory/busy/old/${n}.bin`)).statusCode).toBe(204);
        if (backingUp) writesDuringBackup++;
      }
    })();
    try {
      await createBackup({
        dataDir: app.dataDir,
        databaseUrl: testDatabaseUrl,
        ...(app.schema ? { schema: app.schema } : {}),
        targetDir: backupDir,
        arcaVersion: '0.0.0-test',
      });
    } finally {
      backingUp = false;
      await writer;
    }
    expect(writesDuringBackup).toBeGreaterThan(0);
    expect(await isBlobRemovalHeld(app.database.db)).toBe(false);

    const target = newRestoreTarget(scratch);
    try {
      await restoreBackup({ ...target, backupDir });
    } catch (error) {
      await dropSchema(target.schema);
      throw error;
    }
    restored = await buildTestApp({}, { dataDir: target.dataDir, schema: target.schema });
    const items = await restored.database.db.selectFrom('items').select('id').where('type', '=', 'file').execute();
    expect(items.length).toBeGreaterThan(0);
    expect(await itemsWithoutTheirBlob(restored.database.db, restored.dataDir)).toEqual([]);
    const holds = await restored.database.db
      .selectFrom('settings')
      .select('key')
      .where('key', 'like', `${BLOB_HOLD_PREFIX}%`)
      .execute();
    expect(holds).toEqual([]);
  });

  it('keeps the blob of a file deleted while a backup holds removal, and the next sweep removes it', async () => {
    const content = randomBytes(4096);
    const file = blobPath(join(app.dataDir, 'blobs'), createHash('sha256').update(content).digest('hex'));
    await deploy(app, 'busy/held.bin', content);
    const hold = await holdBlobRemoval(app.database.db);
    expect((await app.call('DELETE', '/artifactory/busy/held.bin')).statusCode).toBe(204);
    expect(existsSync(file)).toBe(true);
    await hold.release();

    // The sweep at start releases what was left unreferenced.
    await app.stop();
    app = await buildTestApp({}, app);
    const deadline = Date.now() + 10_000;
    while (existsSync(file) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(existsSync(file)).toBe(false);
  });
});
