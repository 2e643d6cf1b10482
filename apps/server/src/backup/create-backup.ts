import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { createOwnerOnly } from '../data-dir.ts';
import { MASTER_KEY_FILE } from '../lib/encryption.ts';
import { BLOB_HOLD_PREFIX, type BlobRemovalHold, holdBlobRemoval } from '../modules/storage/index.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupFile,
  type BackupManifest,
  type BackupTable,
  BLOBS_DIR,
  blobPath,
  MANIFEST_FILE,
  TABLES_DIR,
  tableFile,
} from './backup-manifest.ts';
import { copyVerifiedBlob, sha256OfFile } from './blob-copy.ts';
import { carriedDataFiles, copyCarriedFile } from './data-dir-files.ts';
import { connectDatabase, type DatabaseTarget } from './database-connection.ts';
import { beginSnapshot, type DatabaseSnapshot } from './database-snapshot.ts';
import { EXCLUDED_TABLES, type TableInfo } from './table-catalog.ts';
import { readTableFile, TableFileWriter } from './table-file.ts';

export interface BackupOptions extends DatabaseTarget {
  /** A directory that does not exist yet; the backup appears there complete, or not at all. */
  targetDir: string;
  arcaVersion: string;
  /** The instance takes its master key from ARCA_MASTER_KEY: the backup goes without one. */
  masterKeyInEnvironment?: boolean;
  /** Progress, one line at a time. */
  log?: (line: string) => void;
}

/**
 * An online backup: the database as one transaction saw it, the blobs that snapshot knows, and the
 * master key. Written into a hidden sibling of the target and renamed into place at the end.
 * Sets the process's umask owner-only for good: a backup holds what the data dir holds.
 */
export async function createBackup(options: BackupOptions): Promise<{ dir: string; manifest: BackupManifest }> {
  createOwnerOnly();
  const log = options.log ?? (() => undefined);
  const target = resolve(options.targetDir);
  if (existsSync(target)) throw new BackupError(`${target} exists already: name a new directory for the backup.`);
  const files = await carriedDataFiles(options.dataDir);
  const keyIncluded = files.includes(MASTER_KEY_FILE);
  if (!keyIncluded && !options.masterKeyInEnvironment)
    throw new BackupError(
      `${join(options.dataDir, MASTER_KEY_FILE)} is missing: without the master key a backup could not decrypt its secrets; point ARCA_DATA_DIR at the instance's data dir.`,
    );
  const database = await connectDatabase(options, true);
  const temp = join(dirname(target), `.${basename(target)}.partial-${randomBytes(4).toString('hex')}`);
  let hold: BlobRemovalHold | undefined;
  try {
    await mkdir(dirname(target), { recursive: true });
    await mkdir(temp, { mode: 0o700 });
    const carried: BackupFile[] = [];
    for (const file of files) {
      await copyCarriedFile(options.dataDir, temp, file, true);
      carried.push({ file, sha256: await sha256OfFile(join(temp, file)) });
    }
    // Taken before the snapshot begins, so no blob the snapshot names can be collected before it is copied.
    hold = await holdBlobRemoval(database.db);
    const snapshot = await beginSnapshot(database);
    let tables: BackupTable[];
    try {
      tables = await writeTables(snapshot, temp);
    } finally {
      await snapshot.close();
    }
    const rows = tables.reduce((sum, table) => sum + table.rows, 0);
    log(`Database: ${tables.length} tables, ${rows} rows, schema ${snapshot.schemaVersion} (${database.dialect}).`);
    const blobs = await copyBlobs(tables, join(options.dataDir, 'blobs'), temp, hold);
    log(`Blobs: ${blobs.count} (${blobs.bytes} bytes), each checked against its sha256.`);
    await hold.release();
    hold = undefined;
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      arcaVersion: options.arcaVersion,
      schemaVersion: snapshot.schemaVersion,
      createdAt: new Date().toISOString(),
      dialect: database.dialect,
      tables,
      excludedTables: [...EXCLUDED_TABLES],
      blobs,
      files: carried,
      masterKey: keyIncluded ? 'included' : 'environment',
    };
    await writeFile(join(temp, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600, flush: true });
    await rename(temp, target);
    log(
      keyIncluded
        ? `Master key included as ${join(target, MASTER_KEY_FILE)} (mode 0600, directory 0700): whoever reads this backup can decrypt the instance's secrets; keep it as safe as the data dir.`
        : 'Master key not included: the instance takes it from ARCA_MASTER_KEY; keep that key with this backup, a restore needs it.',
    );
    log(`Backup written to ${target}.`);
    return { dir: target, manifest };
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  } finally {
    await hold?.release().catch(() => undefined);
    await database.close();
  }
}

async function writeTables(snapshot: DatabaseSnapshot, dir: string): Promise<BackupTable[]> {
  await mkdir(join(dir, TABLES_DIR), { mode: 0o700 });
  const tables: BackupTable[] = [];
  for (const table of snapshot.tables) {
    const file = tableFile(table.name);
    const writer = new TableFileWriter(join(dir, file));
    try {
      const keep = rowFilter(table);
      for await (const batch of snapshot.rows(table)) for (const row of batch) if (keep(row)) await writer.write(row);
    } catch (error) {
      writer.destroy();
      throw error;
    }
    const { rows, sha256 } = await writer.close();
    tables.push({ name: table.name, file, columns: table.columns, rows, sha256 });
  }
  return tables;
}

/** The backup's own hold on blob removal is not part of the instance's settings. */
function rowFilter(table: TableInfo): (row: readonly unknown[]) => boolean {
  const key = table.columns.indexOf('key');
  if (table.name !== 'settings' || key < 0) return () => true;
  return (row) => !String(row[key]).startsWith(BLOB_HOLD_PREFIX);
}

/** Copies every blob the snapshot's `blobs` table names, verifying each against its sha256. */
async function copyBlobs(
  tables: readonly BackupTable[],
  storeRoot: string,
  dir: string,
  hold: BlobRemovalHold,
): Promise<{ count: number; bytes: number }> {
  const blobs = tables.find((table) => table.name === 'blobs');
  if (!blobs) return { count: 0, bytes: 0 };
  const column = blobs.columns.indexOf('sha256');
  let count = 0;
  let bytes = 0;
  for await (const row of readTableFile(join(dir, blobs.file))) {
    hold.check();
    const sha256 = String(row[column]);
    const source = blobPath(storeRoot, sha256);
    if (!existsSync(source))
      throw new BackupError(
        `blob ${sha256} is in the database snapshot but not in ${storeRoot}: was it removed by hand, or by a server that does not honour backup holds?`,
      );
    bytes += await copyVerifiedBlob(source, blobPath(join(dir, BLOBS_DIR), sha256), sha256);
    count++;
  }
  return { count, bytes };
}
