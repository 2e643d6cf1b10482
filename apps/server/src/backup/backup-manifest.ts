import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Dialect } from '../db/database.ts';
import { isCarriedPath } from './data-dir-files.ts';

/** Written last into a backup: what it holds and the digest of each file, checked before a restore writes. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: typeof BACKUP_FORMAT_VERSION;
  arcaVersion: string;
  /** The last migration applied to the database the backup was taken from. */
  schemaVersion: string;
  createdAt: string;
  dialect: Dialect;
  /** In load order: parents before children. */
  tables: BackupTable[];
  /** Tables of the instance the backup leaves out on purpose (see table-catalog.ts). */
  excludedTables: string[];
  blobs: { count: number; bytes: number };
  /** Data dir files carried as they are, at the same path: master.key and license-keys/*.pem. */
  files: BackupFile[];
  /** `environment`: the instance took its key from ARCA_MASTER_KEY, which a backup does not hold. */
  masterKey: 'included' | 'environment';
}

export interface BackupFile {
  file: string;
  sha256: string;
}

export interface BackupTable {
  name: string;
  /** `tables/<name>.jsonl`: one JSON array of values per row, in `columns` order. */
  file: string;
  columns: string[];
  rows: number;
  sha256: string;
}

export const BACKUP_FORMAT = 'arca-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const TABLES_DIR = 'tables';
/** Blobs keep the store's layout, `blobs/ab/cd/<sha256>`. */
export const BLOBS_DIR = 'blobs';

export function tableFile(table: string): string {
  return `${TABLES_DIR}/${table}.jsonl`;
}

export function blobPath(root: string, sha256: string): string {
  return join(root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
}

/** A backup this version cannot read, or one that was changed after it was written. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export async function readManifest(backupDir: string): Promise<BackupManifest> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(backupDir, MANIFEST_FILE), 'utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'it is missing' : 'it is not valid JSON';
    throw new BackupError(
      `${join(backupDir, MANIFEST_FILE)} cannot be read (${reason}): is ${backupDir} an Arca backup?`,
    );
  }
  if (!isManifest(parsed))
    throw new BackupError(`${backupDir} is not an Arca backup: its ${MANIFEST_FILE} has another shape.`);
  if (parsed.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new BackupError(
      `${backupDir} is an Arca backup of format ${String(parsed.formatVersion)}; this Arca reads format ${BACKUP_FORMAT_VERSION}: restore it with a newer Arca.`,
    );
  return parsed;
}

function isManifest(value: unknown): value is BackupManifest {
  if (typeof value !== 'object' || value === null) return false;
  const manifest = value as Partial<BackupManifest>;
  return (
    manifest.format === BACKUP_FORMAT &&
    typeof manifest.schemaVersion === 'string' &&
    (manifest.dialect === 'sqlite' || manifest.dialect === 'postgres') &&
    Array.isArray(manifest.tables) &&
    manifest.tables.every(
      (table) =>
        typeof table.name === 'string' &&
        typeof table.file === 'string' &&
        table.file === tableFile(table.name) &&
        Array.isArray(table.columns) &&
        typeof table.rows === 'number' &&
        typeof table.sha256 === 'string',
    ) &&
    Array.isArray(manifest.files) &&
    manifest.files.every((file) => isCarriedPath(file.file) && typeof file.sha256 === 'string') &&
    (manifest.masterKey === 'included' || manifest.masterKey === 'environment')
  );
}
