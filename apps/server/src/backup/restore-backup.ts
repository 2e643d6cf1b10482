import { createReadStream, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createOwnerOnly, prepareDataDir } from '../data-dir.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { MASTER_KEY_FILE } from '../lib/encryption.ts';
import { FileBlobStore } from '../modules/storage/index.ts';
import { BackupError, type BackupManifest } from './backup-manifest.ts';
import { copyCarriedFile } from './data-dir-files.ts';
import { type ArcaDatabase, connectDatabase, type DatabaseTarget, sqliteFile } from './database-connection.ts';
import {
  dropRestoredObjects,
  findInstanceData,
  postgresFunctions,
  postgresTables,
  removeRestoredFiles,
} from './restore-target.ts';
import { loadRows } from './row-loader.ts';
import { knownMigrations, migrateTo } from './schema-versions.ts';
import { kyselySession } from './sql-session.ts';
import { backupBlobs, verifyBackup } from './verify-backup.ts';

export interface RestoreOptions extends DatabaseTarget {
  backupDir: string;
  log?: (line: string) => void;
}

/** Restore refused before anything was written: the target holds an instance already. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/**
 * Restores a backup into an empty data dir (and an empty database): the database is migrated to the
 * backup's schema version, loaded, given its blobs, then migrated to this Arca's latest version —
 * which is also how a backup of an older Arca upgrades. A failure takes back what was written.
 * Sets the process's umask owner-only for good, as the server does: the database file, the blobs
 * and their folders are created as the server would create them.
 */
export async function restoreBackup(
  options: RestoreOptions,
): Promise<{ manifest: BackupManifest; upgradedBy: string[] }> {
  createOwnerOnly();
  const log = options.log ?? (() => undefined);
  const dataDir = resolve(options.dataDir);
  const found = await findInstanceData(dataDir);
  if (found)
    throw new RestoreRefused(
      `ARCA_DATA_DIR='${dataDir}' already holds Arca data (${found}): restore only into an empty data dir.`,
    );
  const backupDir = resolve(options.backupDir);
  const manifest = await verifyBackup(backupDir);
  if (!(await knownMigrations()).has(manifest.schemaVersion))
    throw new BackupError(
      `the backup is at schema ${manifest.schemaVersion}, which this Arca does not know: restore it with Arca ${manifest.arcaVersion} or newer.`,
    );
  log(
    `Backup verified: schema ${manifest.schemaVersion}, ${manifest.tables.length} tables, ${manifest.blobs.count} blobs, from ${manifest.dialect}.`,
  );

  const dataDirExisted = existsSync(dataDir);
  prepareDataDir(dataDir);
  let database: ArcaDatabase | undefined;
  let functionsBefore: string[] = [];
  try {
    database = await connectDatabase({ ...options, dataDir }, false);
    if (database.dialect === 'postgres') {
      const session = kyselySession(database.db, 'postgres');
      const tables = await postgresTables(session);
      if (tables.length > 0)
        throw new RestoreRefused(
          `the database of ARCA_DATABASE_URL already holds tables (${tables.slice(0, 3).join(', ')}${tables.length > 3 ? ', …' : ''}): restore only into an empty database.`,
        );
      functionsBefore = await postgresFunctions(session);
    }
    const upgradedBy = await restoreInto(database, dataDir, backupDir, manifest, log);
    await database.close();
    database = undefined;
    log(`Restored into ${dataDir}.`);
    return { manifest, upgradedBy };
  } catch (error) {
    const refused = error instanceof RestoreRefused;
    if (database) {
      if (database.dialect === 'postgres' && !refused)
        await dropRestoredObjects(kyselySession(database.db, 'postgres'), functionsBefore).catch(() => undefined);
      await database.close().catch(() => undefined);
    }
    await removeRestoredFiles(dataDir, dataDirExisted).catch(() => undefined);
    if (refused) throw error;
    const left = await findInstanceData(dataDir).catch(() => 'unknown');
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(
      left
        ? `restore failed (${reason}); ${join(dataDir, left)} is left over: empty ${dataDir}${database?.dialect === 'postgres' ? ' and the database' : ''} before trying again.`
        : `restore failed (${reason}); what it had written was removed.`,
    );
  }
}

async function restoreInto(
  database: ArcaDatabase,
  dataDir: string,
  backupDir: string,
  manifest: BackupManifest,
  log: (line: string) => void,
): Promise<string[]> {
  for (const { file } of manifest.files) await copyCarriedFile(backupDir, dataDir, file, true);
  await migrateTo(database.db, database.dialect, manifest.schemaVersion, database.migrationSchema);
  await database.db.transaction().execute((trx) => loadRows(trx, database.dialect, backupDir, manifest));
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  log(`Database: ${rows} rows loaded into ${database.dialect === 'sqlite' ? sqliteFile(dataDir) : 'PostgreSQL'}.`);
  const store = new FileBlobStore(join(dataDir, 'blobs'));
  await store.sweepIncoming();
  try {
    for await (const blob of backupBlobs(backupDir, manifest)) {
      // Hashed again on the way in: the file could have changed since it was verified.
      const pending = await store.receive(createReadStream(blob.file));
      if (pending.digest.sha256 !== blob.sha256) {
        await pending.discard();
        throw new BackupError(`${blob.file} changed while it was restored.`);
      }
      await pending.keep();
    }
  } finally {
    await store.close();
  }
  log(`Blobs: ${manifest.blobs.count} restored into ${join(dataDir, 'blobs')}.`);
  log(
    manifest.masterKey === 'included'
      ? `Master key restored as ${join(dataDir, MASTER_KEY_FILE)} (mode 0600).`
      : 'The backup holds no master key: start Arca with the ARCA_MASTER_KEY the instance had, or its sealed secrets cannot be opened.',
  );
  const upgradedBy = await migrateToLatest(database.db, database.dialect, database.migrationSchema);
  if (upgradedBy.length > 0) log(`Upgraded from schema ${manifest.schemaVersion} by ${upgradedBy.length} migrations.`);
  return upgradedBy;
}
